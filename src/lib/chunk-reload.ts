import { STORAGE_KEY_MAX_LENGTH } from './validation/storage-limits.ts';

// Lazy chunk load failure: a script chunk that fails to load (a deploy replaced it, the
// connection dropped) reloads the page, at most CHUNK_RELOAD_LIMIT times per UTC day and
// error message, counted in localStorage; past that, the failure is reported and a gentle
// message shown instead. Pure: the storage and the clock are passed in.

export const CHUNK_RELOAD_LIMIT = 3;
export const CHUNK_RELOAD_KEY_PREFIX = 'pf_chunk_reload:';
export const CHUNK_FAILED_MESSAGE = 'Part of this page could not be loaded. Please check your connection and reload the page.';

/** Chromium's, Firefox's and Safari's texts for a module that could not be fetched, and Vite's for a stylesheet. */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Unable to preload CSS/;

export function isChunkLoadError(message: string): boolean {
  return CHUNK_ERROR.test(message);
}

/**
 * The counter's key: the day and the message, with each address's query string left out
 * (the island runtime retries a failed import with ?astro-retry={time}, which would make
 * every failure new), cut to the storage key limit.
 */
export function chunkReloadKey(message: string, now: Date): string {
  const text = message.replace(/\?[^\s'"]*/g, '');
  return `${CHUNK_RELOAD_KEY_PREFIX}${now.toISOString().slice(0, 10)}:${text}`.slice(0, STORAGE_KEY_MAX_LENGTH);
}

export type ChunkStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * 'reload' (and the count kept) while this day's count for the message is under the limit;
 * 'report' past it, or when the count cannot be kept: without it a reload could loop for ever.
 */
export function chunkFailureAction(storage: ChunkStorage | undefined, message: string, now: Date): 'reload' | 'report' {
  if (!storage) return 'report';
  const key = chunkReloadKey(message, now);
  try {
    const count = Number(storage.getItem(key)) || 0;
    if (count >= CHUNK_RELOAD_LIMIT) return 'report';
    storage.setItem(key, String(count + 1));
    return 'reload';
  } catch {
    return 'report';
  }
}
