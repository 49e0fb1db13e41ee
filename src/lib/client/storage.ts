import { checkStorageEntry } from '../validation/storage-limits.ts';

// Every write of the app's scripts to localStorage or sessionStorage goes through here:
// an entry over the storage limits (keys 256 characters, values 16384) is refused loudly,
// never half-written, and a browser that refuses storage (private mode, a sandboxed frame,
// a full quota) costs only the entry.

export type StorageLike = Pick<Storage, 'setItem'>;

/** Writes `value` under `key`; false (and a console warning for an oversized entry) when it was not kept. */
export function writeStorage(storage: StorageLike | undefined, key: string, value: string): boolean {
  if (!storage) return false;
  const problem = checkStorageEntry(key, value, 'storage');
  if (problem) {
    console.warn(`${problem.message} (${key.slice(0, 64)})`);
    return false;
  }
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
