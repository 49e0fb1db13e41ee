import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefetchGuard, createSavingFlag, REFETCH_GUARD_MS, SAVING_FLAG_DELAY_MS } from '../../../../islands/editor/state/save-timing.ts';

describe('the saving flag (on until 500 ms after a save ends)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('stays on for 500 ms after the save ends', () => {
    const flag = createSavingFlag();
    flag.started();
    expect(flag.$saving.get()).toBe(true);
    flag.ended();
    vi.advanceTimersByTime(SAVING_FLAG_DELAY_MS - 1);
    expect(flag.$saving.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(flag.$saving.get()).toBe(false);
  });

  it('stays on while a second save started within the delay runs', () => {
    const flag = createSavingFlag();
    flag.started();
    flag.ended();
    vi.advanceTimersByTime(300);
    flag.started();
    vi.advanceTimersByTime(1000);
    expect(flag.$saving.get()).toBe(true);
    flag.ended();
    vi.advanceTimersByTime(SAVING_FLAG_DELAY_MS);
    expect(flag.$saving.get()).toBe(false);
  });
});

describe('the refetch guard (at most once per 30 s)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('skips pages without an id and refetches a page at most once per 30 s', () => {
    const guard = createRefetchGuard();
    expect(guard.shouldFetch(undefined)).toBe(false);
    expect(guard.shouldFetch(7)).toBe(true);
    guard.fetched(7);
    vi.advanceTimersByTime(REFETCH_GUARD_MS - 1);
    expect(guard.shouldFetch(7)).toBe(false);
    expect(guard.shouldFetch(8)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(guard.shouldFetch(7)).toBe(true);
  });
});
