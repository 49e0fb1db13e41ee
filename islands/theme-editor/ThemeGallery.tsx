import { useEffect, useMemo, useRef, useState } from 'react';
import { useFrameStyle } from './preview-frame.ts';
import { confirm } from '../popups/confirm.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import type { StoreThemeView } from '../../src/schemas/store-theme.ts';
import { getTheme } from '../../themes/index.ts';
import { proVariant } from '../../themes/pro-variant.ts';
import { resolveTheme } from '../../themes/resolve.ts';
import { themeToCss } from '../../themes/css.ts';
import './theme-editor.css';

interface ThemeChoice {
  name: string;
  label: string;
  description: string;
  previewUrl: string;
}

interface ThemeGalleryProps {
  divisionId: number;
  themes: ThemeChoice[];
  current: StoreThemeView;
}

/** The width the previews are drawn at before being scaled down to the card. */
const PREVIEW_WIDTH = 1280;

/** The theme selector: every named theme as a scaled-down, inert rendering of the owner's home page. */
export default function ThemeGallery({ divisionId, themes, current: initial }: ThemeGalleryProps) {
  const [current, setCurrent] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const own = Object.keys(current.overrides).length > 0 && !current.pro;

  async function apply(theme: ThemeChoice, pro: boolean) {
    // The owner's own theme is not kept anywhere else: replacing it is asked first.
    if (
      own &&
      !(await confirm({
        title: 'Replace your theme',
        message: `Your own theme changes will be replaced by ${theme.label}${pro ? ' Pro' : ''}.`,
        confirmText: 'Replace theme',
        cancelText: 'Cancel',
        danger: true,
      }))
    )
      return;
    setBusy(theme.name);
    setStatus(null);
    try {
      const data = await call('theme.apply', { division: divisionId }, { name: theme.name, pro });
      setCurrent(data.theme);
      setStatus({ kind: 'info', text: `${theme.label}${pro ? ' Pro' : ''} is now your store’s theme.` });
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof ApiRequestError ? error.failure.message : 'The theme could not be applied.' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div>
      <p className="theme-editor-status" role="status" aria-live="polite" data-kind={status?.kind}>
        {status?.text}{' '}
        {status?.kind === 'info' && (
          <a href="/" target="_blank" rel="noopener">
            View your store
          </a>
        )}
      </p>
      {own && (
        <p>
          Your store uses its own theme based on {themes.find((theme) => theme.name === current.name)?.label ?? current.name}. Applying a theme replaces your
          changes.
        </p>
      )}
      <ul className="theme-gallery">
        {themes.map((theme) => (
          <ThemeCard key={theme.name} theme={theme} current={current.name === theme.name ? current : undefined} busy={busy} onApply={apply} />
        ))}
      </ul>
    </div>
  );
}

interface ThemeCardProps {
  theme: ThemeChoice;
  /** The store's theme when it is this one. */
  current: StoreThemeView | undefined;
  busy: string | null;
  onApply: (theme: ThemeChoice, pro: boolean) => void;
}

function ThemeCard({ theme, current, busy, onApply }: ThemeCardProps) {
  const [pro, setPro] = useState(current?.pro ?? false);
  const frame = useRef<HTMLIFrameElement>(null);
  const thumb = useRef<HTMLDivElement>(null);
  // The pro variant is the theme with the pro primary colour: drawn by restyling the preview in place.
  const proCss = useMemo(() => (pro ? themeToCss(resolveTheme(proVariant(getTheme(theme.name)))) : ''), [pro, theme.name]);
  useFrameStyle(frame, 'pf-pro-variant', proCss);

  useEffect(() => {
    const element = thumb.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) element.style.setProperty('--thumb-scale', String(entry.contentRect.width / PREVIEW_WIDTH));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const isCurrent = current !== undefined && (Object.keys(current.overrides).length === 0 || current.pro);
  const appliedHere = isCurrent && current.pro === pro;
  return (
    <li className="theme-card" aria-current={isCurrent ? 'true' : undefined} data-theme={theme.name}>
      <div className="theme-thumb" ref={thumb}>
        <iframe ref={frame} src={theme.previewUrl} title={`${theme.label} preview`} loading="lazy" tabIndex={-1} aria-hidden="true" inert />
      </div>
      <div className="theme-card-body">
        <h2>
          {theme.label}
          {isCurrent && <span className="theme-current">Current{current.pro ? ' · Pro' : ''}</span>}
        </h2>
        <p>{theme.description}</p>
        <div className="theme-card-actions">
          <label className="theme-pro">
            <input type="checkbox" checked={pro} onChange={(event) => setPro(event.currentTarget.checked)} />
            Pro variant
          </label>
          <button
            type="button"
            className="button small"
            disabled={busy !== null || appliedHere}
            onClick={() => onApply(theme, pro)}
            aria-label={`Apply ${theme.label}${pro ? ' Pro' : ''}`}
          >
            {busy === theme.name ? 'Applying…' : appliedHere ? 'Applied' : 'Apply'}
          </button>
        </div>
      </div>
    </li>
  );
}
