// The page saving flag stays on until 500 ms after a save
// ends (so the owner sees it even for a quick save), and a page is refetched at most once
// per 30 s. Timers come from the global clock, so tests drive them with fake timers.

import { atom } from 'nanostores';

export const SAVING_FLAG_DELAY_MS = 500;
export const REFETCH_GUARD_MS = 30_000;

/** The saving flag: on while any save runs and for 500 ms after the last one ends. */
export function createSavingFlag() {
  const $saving = atom(false);
  let running = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    $saving,
    started(): void {
      running += 1;
      clearTimeout(timer);
      timer = undefined;
      $saving.set(true);
    },
    ended(): void {
      running = Math.max(0, running - 1);
      if (running > 0) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        if (running === 0) $saving.set(false);
      }, SAVING_FLAG_DELAY_MS);
    },
  };
}

/**
 * Whether to fetch a page now. Pages without an id are not fetched (there is nothing
 * saved yet: they just count as loaded); a page is refetched at most once per 30 s.
 */
export function createRefetchGuard(clock: () => number = Date.now) {
  const fetchedAt = new Map<number, number>();
  return {
    shouldFetch(id: number | undefined): boolean {
      if (id === undefined) return false;
      const last = fetchedAt.get(id);
      return last === undefined || clock() - last >= REFETCH_GUARD_MS;
    },
    fetched(id: number): void {
      fetchedAt.set(id, clock());
    },
  };
}
