// Storage limits (keys 256 characters, values 16384, cookies 3584), checked before writing to localStorage, sessionStorage or a
// cookie so an oversized entry fails loudly instead of being dropped by the browser.

export const STORAGE_KEY_MAX_LENGTH = 256;
export const STORAGE_VALUE_MAX_LENGTH = 16384;
/** Leaves room in the browser's 4096-byte cookie for the name and attributes. */
export const COOKIE_VALUE_MAX_LENGTH = 3584;

export type StorageTarget = 'storage' | 'cookie';

export interface StorageLimitProblem {
  part: 'key' | 'value';
  limit: number;
  length: number;
  message: string;
}

// Cookie limits are bytes on the wire; storage quotas count UTF-16 units (string length).
const cookieBytes = (value: string): number => new TextEncoder().encode(value).length;

/**
 * Why `key`/`value` would not fit in `target`, or null when they fit. Keys are measured
 * in characters; cookie values in UTF-8 bytes, storage values in string length.
 */
export function checkStorageEntry(key: string, value: string, target: StorageTarget = 'storage'): StorageLimitProblem | null {
  if (key.length > STORAGE_KEY_MAX_LENGTH) {
    return { part: 'key', limit: STORAGE_KEY_MAX_LENGTH, length: key.length, message: `Storage key is longer than ${STORAGE_KEY_MAX_LENGTH} characters.` };
  }
  const limit = target === 'cookie' ? COOKIE_VALUE_MAX_LENGTH : STORAGE_VALUE_MAX_LENGTH;
  const length = target === 'cookie' ? cookieBytes(value) : value.length;
  if (length > limit) {
    return {
      part: 'value',
      limit,
      length,
      message: target === 'cookie' ? `Cookie value is longer than ${limit} bytes.` : `Storage value is longer than ${limit} characters.`,
    };
  }
  return null;
}

export function fitsStorageLimits(key: string, value: string, target: StorageTarget = 'storage'): boolean {
  return checkStorageEntry(key, value, target) === null;
}
