import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import EditorBar, { type EditorStatus } from '../shared/EditorBar.tsx';
import TokenInput from './TokenInput.tsx';
import { contrastWarnings, type ContrastWarning } from './contrast-warnings.ts';
import { record, redo, startHistory, undo, type EditHistory } from '../shared/edit-history.ts';
import { useHistoryKeys } from '../shared/use-history-keys.ts';
import { useFrameStyle } from './preview-frame.ts';
import { useUnsavedWarning } from './unsaved-warning.ts';
import { tokenForm, tokenValueProblem, validOverrides, type TokenField } from './token-form.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import type { StoreThemeView } from '../../src/schemas/store-theme.ts';
import { resolveTheme } from '../../themes/resolve.ts';
import type { ThemeTokens } from '../../themes/schema.ts';
import { themeToCss } from '../../themes/css.ts';
import { fontFaceCss, isFontFamilyName } from '../../themes/fonts.ts';
import { themeFontFamilies, themeFontValues } from '../../themes/theme-fonts.ts';
import type { FontDescriptor } from '../../src/schemas/fonts.ts';
import { descriptorFaceCss } from './font-faces.ts';
import { useFontLibrary } from './use-font-library.ts';
import CustomFontUpload from './CustomFontUpload.tsx';
import type { TokenName } from '../../themes/tokens.ts';
import './theme-editor.css';

interface ThemeEditorProps {
  divisionId: number;
  current: StoreThemeView;
  /** The themes the store's own theme may extend. */
  bases: { name: string; label: string }[];
}

interface Draft {
  base: string;
  overrides: Record<string, unknown>;
}

const SECTIONS = tokenForm();
const STYLE_ID = 'pf-theme-editor-preview';

/** The theme editor: a form derived from the token declarations, previewed live on the home page. */
export default function ThemeEditor({ divisionId, current, bases }: ThemeEditorProps) {
  const [history, setHistory] = useState<EditHistory<Draft>>(() => startHistory({ base: current.name, overrides: current.overrides }));
  const [saved, setSaved] = useState<Draft>(history.present);
  const { status, serverErrors, saving, save } = useThemeSaving(divisionId);
  const frame = useRef<HTMLIFrameElement>(null);
  const { base, overrides } = history.present;

  const [fonts, setFonts] = useFontLibrary(divisionId);
  const tokens = useThemePreview(frame, base, overrides, fonts);
  const warnings = useMemo(() => contrastWarnings(tokens), [tokens]);
  const problems = useMemo(() => tokenProblems(overrides), [overrides]);

  const change = useCallback((next: Draft, key?: string) => setHistory((now) => record(now, next, key)), []);
  const setToken = (name: string, value: unknown) => change({ base, overrides: { ...overrides, [name]: value } }, name);
  const resetToken = (name: string) => {
    const { [name]: _removed, ...rest } = overrides;
    change({ base, overrides: rest });
  };

  useHistoryKeys((action) => setHistory(action === 'undo' ? undo : redo));

  const dirty = history.present !== saved && JSON.stringify(history.present) !== JSON.stringify(saved);
  useUnsavedWarning(dirty);

  return (
    <div className="theme-editor">
      <form
        className="theme-editor-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save(history.present, problems, () => setSaved(history.present));
        }}
        aria-label="Theme editor"
      >
        <EditorBar
          prefix="theme-editor"
          title="Theme editor"
          canUndo={history.past.length > 0}
          canRedo={history.future.length > 0}
          onUndo={() => setHistory(undo)}
          onRedo={() => setHistory(redo)}
          saving={saving}
          dirty={dirty}
          saveLabel="Save theme"
          status={status}
        />
        {warnings.length > 0 && <ContrastWarnings warnings={warnings} />}
        <BaseChoice
          base={base}
          bases={bases}
          changed={Object.keys(overrides).length > 0}
          onBase={(next) => change({ base: next, overrides })}
          onResetAll={() => change({ base, overrides: {} })}
        />
        {SECTIONS.map((section, index) => (
          <details key={section.group} open={index === 0} className="token-section">
            <summary>{section.group}</summary>
            {section.fields.map((field) => (
              <TokenRow
                key={field.name}
                field={field}
                overrides={overrides}
                tokens={tokens}
                problem={problems[field.name] ?? serverErrors[field.name]?.[0]}
                warnings={warnings}
                onChange={(value) => setToken(field.name, value)}
                onReset={() => resetToken(field.name)}
                fonts={fonts}
              />
            ))}
          </details>
        ))}
        <CustomFontUpload divisionId={divisionId} onUploaded={(font) => setFonts((now) => [...now, font])} />
      </form>
      <div className="theme-editor-preview">
        <iframe ref={frame} src="/" title="Preview of your home page with this theme" />
      </div>
    </div>
  );
}

/** Each override's problem by token name, for the values that have one. */
function tokenProblems(overrides: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(overrides).flatMap(([name, value]) => {
      const problem = tokenValueProblem(name as TokenName, value);
      return problem ? [[name, problem]] : [];
    }),
  ) as Record<string, string>;
}

/** The tokens of the base with the valid overrides, their stylesheet (fonts included) put in the preview frame. */
function useThemePreview(frame: RefObject<HTMLIFrameElement | null>, base: string, overrides: Record<string, unknown>, fonts: FontDescriptor[]): ThemeTokens {
  const tokens = useMemo(() => resolveTheme(base, validOverrides(overrides)), [base, overrides]);
  const css = useMemo(
    () => `${fontFaceCss(themeFontFamilies(tokens))}\n${descriptorFaceCss(fonts, themeFontValues(tokens), isFontFamilyName)}\n${themeToCss(tokens)}`,
    [tokens, fonts],
  );
  useFrameStyle(frame, STYLE_ID, css);
  return tokens;
}

/** Saving the theme: refused while a value has a problem, the server's field errors and the outcome kept for the form. */
function useThemeSaving(divisionId: number) {
  const [status, setStatus] = useState<EditorStatus | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);

  async function save({ base, overrides }: Draft, problems: Record<string, string>, onSaved: () => void) {
    if (Object.keys(problems).length > 0) {
      setStatus({ kind: 'error', text: 'Some values need fixing before your theme can be saved.' });
      return;
    }
    setSaving(true);
    setStatus(null);
    setServerErrors({});
    try {
      const draft = { base, overrides: validOverrides(overrides) };
      await call('theme.save', { division: divisionId }, draft);
      onSaved();
      setStatus({ kind: 'info', text: 'Theme saved. Your store now shows it.' });
    } catch (error) {
      const failure = error instanceof ApiRequestError ? error.failure : undefined;
      setServerErrors(failure?.errors ?? {});
      setStatus({ kind: 'error', text: failure?.message ?? 'Your theme could not be saved.' });
    } finally {
      setSaving(false);
    }
  }

  return { status, serverErrors, saving, save };
}

/** The storefront's text/background pairs below their minimum contrast, folded away under their count. */
function ContrastWarnings({ warnings }: { warnings: ContrastWarning[] }) {
  return (
    <details className="theme-editor-warnings">
      <summary>{warnings.length === 1 ? '1 contrast warning' : `${warnings.length} contrast warnings`}</summary>
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.text}/${warning.background}`}>
            {warning.where}: {warning.ratio}:1, needs {warning.minimum}:1 ({warning.text} on {warning.background})
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The theme the store's theme extends, and (once a token is changed) the button that drops every change. */
function BaseChoice(props: { base: string; bases: ThemeEditorProps['bases']; changed: boolean; onBase: (base: string) => void; onResetAll: () => void }) {
  const { base, bases } = props;
  return (
    <>
      <label className="theme-editor-base">
        Based on
        <select value={base} onChange={(event) => props.onBase(event.currentTarget.value)}>
          {bases.map((theme) => (
            <option key={theme.name} value={theme.name}>
              {theme.label}
            </option>
          ))}
        </select>
      </label>
      {props.changed && (
        <button type="button" className="link-button" onClick={props.onResetAll}>
          Reset every change to {bases.find((theme) => theme.name === base)?.label ?? base}
        </button>
      )}
    </>
  );
}

/** One token's field: its input (the override, else the theme's value), help, problem, contrast warnings and reset. */
function TokenRow(props: {
  field: TokenField;
  overrides: Record<string, unknown>;
  tokens: ThemeTokens;
  problem: string | undefined;
  warnings: ContrastWarning[];
  onChange: (value: unknown) => void;
  onReset: () => void;
  fonts: FontDescriptor[];
}) {
  const { field, overrides, problem } = props;
  const overridden = Object.hasOwn(overrides, field.name);
  const lowContrast = props.warnings.filter((warning) => warning.text === field.name);
  return (
    <div className="token-field" data-token={field.name} data-overridden={overridden || undefined}>
      <label htmlFor={`token-${field.name.replaceAll('.', '-')}`}>{field.label}</label>
      <TokenInput field={field} value={overridden ? overrides[field.name] : props.tokens[field.name]} onChange={props.onChange} fonts={props.fonts} />
      <p id={`token-${field.name.replaceAll('.', '-')}-help`} className="token-help">
        {field.description}
      </p>
      {problem && (
        <p className="token-problem" role="alert">
          {problem}
        </p>
      )}
      {lowContrast.map((warning) => (
        <p key={warning.background} className="token-warning">
          Low contrast on {warning.where}: {warning.ratio}:1, needs {warning.minimum}:1.
        </p>
      ))}
      {overridden && (
        <button type="button" className="link-button" onClick={props.onReset}>
          Use the theme’s value
        </button>
      )}
    </div>
  );
}
