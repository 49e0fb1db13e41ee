import { safeReturnPath } from './return-path.ts';

/** What a block's asyncItems or asyncData must be: an address on the store itself. */
export const STORE_PATH_MESSAGE = 'Enter a path on this store, starting with /';

/**
 * A path on the store that serves the page ("/omnis/v3/…?page=/x"): never another host,
 * nor "//host", "/\host" or control characters a browser would read as one.
 */
export function isStorePath(value: string): boolean {
  const trimmed = value.trim();
  return trimmed !== '' && safeReturnPath(trimmed, '') === trimmed;
}
