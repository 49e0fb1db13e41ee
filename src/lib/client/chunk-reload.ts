import { CHUNK_FAILED_MESSAGE, chunkFailureAction, isChunkLoadError, type ChunkStorage } from '../chunk-reload.ts';

// Arms the page against lazy chunk load failures (the rule: src/lib/chunk-reload.ts).
// Loaded before any island hydrates (integrations/chunk-reload.ts) and by the small boot
// scripts that import their code on demand. Three ways a chunk's failure shows:
// the island runtime's astro:hydration-error (after its own one retry), Vite's
// vite:preloadError, and an import() nobody caught (an unhandled rejection).

/** Reports a failure past the reloads (the event client's chunk_load_failed, given in by the caller). */
export type ChunkFailureReport = (message: string) => void;

export interface ChunkFailurePage {
  storage: ChunkStorage | undefined;
  now: () => Date;
  reload: () => void;
  report: ChunkFailureReport;
  /** Shows the gentle message instead of reloading. */
  show: (text: string) => void;
}

/**
 * The page's handler: one failure of a page either reloads it or is reported and said; later
 * failures on the same page wait for that. Answers whether the event was a chunk's failure
 * (then the browser's own error report is prevented).
 */
export function chunkFailureHandler(page: ChunkFailurePage): (message: string) => boolean {
  let handled = false;
  return (message) => {
    if (!isChunkLoadError(message)) return false;
    if (handled) return true;
    handled = true;
    if (chunkFailureAction(page.storage, message, page.now()) === 'reload') page.reload();
    else {
      page.report(message.slice(0, 1000));
      page.show(CHUNK_FAILED_MESSAGE);
    }
    return true;
  };
}

function messageOf(value: unknown): string {
  if (value instanceof Error) return value.message;
  if (typeof value === 'object' && value !== null && 'message' in value) return String(value.message);
  return String(value ?? '');
}

function localStorageOrNone(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

function showMessage(text: string): void {
  if (document.querySelector('[data-chunk-failed]')) return;
  const note = document.createElement('p');
  note.setAttribute('role', 'status');
  note.dataset.chunkFailed = '';
  note.textContent = text;
  document.body.append(note);
}

let report: ChunkFailureReport = () => {};
let armed = false;

export function armChunkReload(reporter: ChunkFailureReport): void {
  report = reporter;
  if (armed) return;
  armed = true;
  const handle = chunkFailureHandler({
    storage: localStorageOrNone(),
    now: () => new Date(),
    reload: () => location.reload(),
    report: (message) => report(message),
    show: showMessage,
  });
  const on = (event: Event, error: unknown) => {
    if (handle(messageOf(error))) event.preventDefault();
  };
  addEventListener('astro:hydration-error', (event) => on(event, (event as CustomEvent<{ error?: unknown }>).detail?.error));
  addEventListener('vite:preloadError', (event) => on(event, (event as Event & { payload?: unknown }).payload));
  addEventListener('unhandledrejection', (event) => on(event, event.reason));
}
