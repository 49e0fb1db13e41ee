import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import Popup from './Popup.tsx';
import { useSearch } from './use-search.ts';
import { searchLinkTargets } from './media-api.ts';
import { actionChoices, customLink, kindOfLink, LINK_KINDS, STUDIO_ENTRANCES, type LinkKind } from './link-kinds.ts';
import type { LinkTarget } from '../../src/schemas/media-library.ts';

export interface LinkSelectionProps {
  open: boolean;
  /** The current address: the popup opens on its kind. */
  value?: string | undefined;
  onSelect: (href: string) => void;
  onClose: () => void;
}

interface Choice {
  title: string;
  href: string;
  image: string | null;
}

const matches = (term: string) => (choice: { title: string; href: string }) => {
  const needle = term.trim().toLowerCase();
  return needle === '' || choice.title.toLowerCase().includes(needle) || choice.href.includes(needle);
};

/** The choices of one kind: the store's own records from the server, the fixed lists here. */
async function choicesOf(kind: LinkKind, term: string): Promise<Choice[]> {
  if (kind === 'action')
    return actionChoices()
      .filter(matches(term))
      .map(({ title, href }) => ({ title, href, image: null }));
  if (kind === 'link') return [];
  const found: Choice[] = (await searchLinkTargets(kind, term)).map(({ title, href, image }: LinkTarget) => ({ title, href, image }));
  if (kind === 'studio') return [...STUDIO_ENTRANCES.filter(matches(term)).map((entrance) => ({ ...entrance, image: null })), ...found];
  return found;
}

/**
 * The "link selection" popup with its seven kinds: product, collection, blog, page, action,
 * custom link and studio, each searchable. Custom links pass the spec's URL sanitiser.
 */
export default function LinkSelection({ open, value, onSelect, onClose }: LinkSelectionProps) {
  const [kind, setKind] = useState<LinkKind>(kindOfLink(value));
  const [term, setTerm] = useState('');
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets the popup as it opens, from the value then; a later value does not reset what is being typed
  useEffect(() => {
    if (!open) return;
    const opening = kindOfLink(value);
    setKind(opening);
    setTerm('');
    setCustom(opening === 'link' ? (value ?? '') : '');
    setCustomError(null);
  }, [open]);
  const found = useSearch(open && kind !== 'link', term, (search) => choicesOf(kind, search), kind);

  function chooseCustom(event: FormEvent) {
    event.preventDefault();
    // The popup may sit inside the owner's own form (a settings form with a link field): React
    // bubbles this submit up the component tree, which must not submit that form too.
    event.stopPropagation();
    const built = customLink(custom);
    if ('error' in built) setCustomError(built.error);
    else onSelect(built.href);
  }

  const label = LINK_KINDS.find((entry) => entry.kind === kind)?.label ?? '';
  return (
    <Popup open={open} title="Choose a link" size="medium" onClose={onClose}>
      <KindTabs kind={kind} onKind={setKind} />
      <div role="tabpanel" aria-label={label}>
        {kind === 'link' ? (
          <CustomLinkForm
            custom={custom}
            error={customError}
            onType={(typed) => {
              setCustom(typed);
              setCustomError(null);
            }}
            onSubmit={chooseCustom}
          />
        ) : (
          <SearchPanel label={label} term={term} onTerm={setTerm} found={found} value={value} onSelect={onSelect} />
        )}
      </div>
    </Popup>
  );
}

/** The link kinds as tabs: a click or the arrow keys choose one (focus follows the arrows). */
function KindTabs({ kind, onKind }: { kind: LinkKind; onKind: (kind: LinkKind) => void }) {
  function onTabKey(event: KeyboardEvent<HTMLDivElement>) {
    const at = LINK_KINDS.findIndex((entry) => entry.kind === kind);
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!by) return;
    event.preventDefault();
    const next = LINK_KINDS[(at + by + LINK_KINDS.length) % LINK_KINDS.length]!;
    onKind(next.kind);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-kind="${next.kind}"]`)?.focus();
  }

  return (
    <div className="pf-tabs" role="tablist" aria-label="Link kind" onKeyDown={onTabKey}>
      {LINK_KINDS.map((entry) => (
        <button
          key={entry.kind}
          type="button"
          role="tab"
          data-kind={entry.kind}
          aria-selected={entry.kind === kind}
          tabIndex={entry.kind === kind ? 0 : -1}
          onClick={() => onKind(entry.kind)}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}

/** The custom link tab: one address field, its problem under it. */
function CustomLinkForm(props: { custom: string; error: string | null; onType: (typed: string) => void; onSubmit: (event: FormEvent) => void }) {
  return (
    <form onSubmit={props.onSubmit} noValidate style={{ display: 'grid', gap: '0.6rem' }}>
      <label>
        Address
        <input
          type="text"
          inputMode="url"
          // biome-ignore lint/a11y/noAutofocus: choosing the address tab moves focus to its only field
          autoFocus
          placeholder="https://example.com/"
          value={props.custom}
          onChange={(event) => props.onType(event.currentTarget.value)}
          aria-invalid={props.error !== null}
          aria-describedby="pf-custom-link-error"
        />
      </label>
      <p id="pf-custom-link-error" className="pf-popup-error" role="alert">
        {props.error}
      </p>
      <div className="pf-popup-actions">
        <button type="submit" className="pf-button">
          Use this link
        </button>
      </div>
    </form>
  );
}

/** A searchable kind's tab: the search field and the choices found, the current address pressed. */
function SearchPanel(props: {
  label: string;
  term: string;
  onTerm: (term: string) => void;
  found: { results: Choice[]; loading: boolean; error: string | null };
  value: string | undefined;
  onSelect: (href: string) => void;
}) {
  const { results, loading, error } = props.found;
  return (
    <div style={{ display: 'grid', gap: '0.6rem' }}>
      <input
        type="search"
        aria-label={`Search ${props.label.toLowerCase()}`}
        placeholder={`Search ${props.label.toLowerCase()}`}
        value={props.term}
        onChange={(event) => props.onTerm(event.currentTarget.value)}
      />
      {error && (
        <p className="pf-popup-error" role="alert">
          {error}
        </p>
      )}
      {!loading && !error && results.length === 0 && <p className="pf-popup-empty">Nothing found.</p>}
      <ul className="pf-choice-list" aria-busy={loading}>
        {results.map((choice) => (
          <li key={choice.href}>
            <button type="button" aria-pressed={choice.href === props.value} onClick={() => props.onSelect(choice.href)}>
              {choice.image ? <img src={choice.image} alt="" loading="lazy" /> : <span className="pf-choice-blank" aria-hidden="true" />}
              <span>
                {choice.title}
                <small>{choice.href}</small>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
