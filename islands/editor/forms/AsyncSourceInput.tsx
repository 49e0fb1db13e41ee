import { useEffect, useState } from 'react';
import { isStorePath, STORE_PATH_MESSAGE } from '../../../src/lib/store-path.ts';
import {
  ASYNC_REASONS,
  ASYNC_SOURCE_LIMITS,
  type AsyncKind,
  asyncSummary,
  readAsyncAnswer,
  SHARED_BLOCKS_PATH,
} from '../../../src/lib/page-document/async-source.ts';

interface Props {
  id: string;
  kind: AsyncKind;
  label: string;
  path: string | undefined;
  onChange: (path: string | undefined) => void;
}

type Check = { state: 'idle' } | { state: 'loading' } | { state: 'loaded'; summary: string } | { state: 'failed'; reason: string };

/** How long typing pauses before the path is tried. */
const TRY_AFTER_MS = 400;

// The path is read as the server will read it when it renders the page: anonymously
// (no cookies), within the same time limit, its answer judged by the same rule.
async function tryPath(kind: AsyncKind, path: string, signal: AbortSignal): Promise<Check> {
  try {
    const response = await fetch(path, {
      credentials: 'omit',
      headers: { accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(ASYNC_SOURCE_LIMITS.timeoutMs)]),
    });
    const answer = readAsyncAnswer(kind, response.status, response.headers.get('content-type'), await response.text());
    return answer.ok ? { state: 'loaded', summary: asyncSummary(answer) } : { state: 'failed', reason: answer.reason };
  } catch (error) {
    if (signal.aborted) throw error;
    return { state: 'failed', reason: ASYNC_REASONS.timeout };
  }
}

/** A block's asyncItems or asyncData path: typed, checked, then tried, showing what it loads. */
export function AsyncSourceInput({ id, kind, label, path, onChange }: Props) {
  const [typed, setTyped] = useState(path ?? '');
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const trimmed = typed.trim();
  const invalid = trimmed !== '' && !isStorePath(trimmed);
  useEffect(() => {
    if (trimmed === '' || invalid) {
      setCheck({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setCheck({ state: 'loading' });
    const timer = setTimeout(() => {
      tryPath(kind, trimmed, controller.signal).then(setCheck, () => undefined);
    }, TRY_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, trimmed, invalid]);
  const statusId = `${id}-status`;
  return (
    <div className="pf-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="url"
        placeholder={`${SHARED_BLOCKS_PATH}?page=/shared/`}
        value={typed}
        aria-invalid={invalid}
        aria-describedby={statusId}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setTyped(value);
          const next = value.trim();
          if (next === '') onChange(undefined);
          else if (isStorePath(next)) onChange(next);
        }}
      />
      <p id={statusId} className={invalid || check.state === 'failed' ? 'pf-error' : 'pf-help'} role="status">
        {invalid
          ? STORE_PATH_MESSAGE
          : check.state === 'loading'
            ? 'Loading…'
            : check.state === 'loaded'
              ? check.summary
              : check.state === 'failed'
                ? `Nothing loads: ${check.reason}.`
                : ''}
      </p>
    </div>
  );
}

/** The block's two paths, with what loading from them means. */
export function AsyncSourcesInput(props: {
  id: string;
  items: string | undefined;
  data: string | undefined;
  onChange: (kind: AsyncKind, path: string | undefined) => void;
}) {
  return (
    <fieldset className="pf-props-group">
      <legend>Load from a path</legend>
      <p className="pf-help">Read when the page is rendered, so visitors get it with the page. A path that fails leaves what the block has saved.</p>
      <AsyncSourceInput id={`${props.id}-items`} kind="items" label="Items from" path={props.items} onChange={(path) => props.onChange('items', path)} />
      <AsyncSourceInput id={`${props.id}-data`} kind="data" label="Settings from" path={props.data} onChange={(path) => props.onChange('data', path)} />
    </fieldset>
  );
}
