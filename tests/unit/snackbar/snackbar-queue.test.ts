// Snackbar queue: max 4, 3000 ms default, 300 ms between items, duplicate code dropped.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarQueue, SNACKBAR_GAP_MS, SNACKBAR_TIMEOUT_MS, type SnackbarItem } from '../../../src/lib/snackbar/queue.ts';

function queue() {
  const drawn: (string | null)[] = [];
  const snackbar = createSnackbarQueue(
    { setTimeout: (callback, ms) => setTimeout(callback, ms), clearTimeout: (handle) => clearTimeout(handle as number) },
    (item: SnackbarItem | null) => drawn.push(item?.message ?? null),
  );
  return { snackbar, drawn };
}

describe('snackbar queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one item at a time for 3000 ms, the next 300 ms later', () => {
    const { snackbar, drawn } = queue();
    snackbar.push({ message: 'one' });
    snackbar.push({ message: 'two' });
    expect(drawn).toEqual(['one']);
    vi.advanceTimersByTime(SNACKBAR_TIMEOUT_MS - 1);
    expect(drawn).toEqual(['one']);
    vi.advanceTimersByTime(1);
    expect(drawn).toEqual(['one', null]);
    vi.advanceTimersByTime(SNACKBAR_GAP_MS - 1);
    expect(drawn).toEqual(['one', null]);
    vi.advanceTimersByTime(1);
    expect(drawn).toEqual(['one', null, 'two']);
    vi.advanceTimersByTime(SNACKBAR_TIMEOUT_MS);
    expect(drawn).toEqual(['one', null, 'two', null]);
    expect(snackbar.snapshot()).toEqual({ showing: null, waiting: [] });
  });

  it('honours an item its own timeout', () => {
    const { snackbar, drawn } = queue();
    snackbar.push({ message: 'long', timeout: 10_000 });
    vi.advanceTimersByTime(9_999);
    expect(drawn).toEqual(['long']);
    vi.advanceTimersByTime(1);
    expect(drawn).toEqual(['long', null]);
  });

  it('holds at most 4 items, the one showing included', () => {
    const { snackbar } = queue();
    expect(['a', 'b', 'c', 'd', 'e'].map((message) => snackbar.push({ message }))).toEqual([true, true, true, true, false]);
    expect(snackbar.snapshot().showing?.message).toBe('a');
    expect(snackbar.snapshot().waiting.map((item) => item.message)).toEqual(['b', 'c', 'd']);
  });

  it('drops an item whose code is already showing or waiting, and takes it again once gone', () => {
    const { snackbar } = queue();
    expect(snackbar.push({ message: 'Saved', code: 'saved' })).toBe(true);
    expect(snackbar.push({ message: 'Saved again', code: 'saved' })).toBe(false);
    expect(snackbar.push({ message: 'Other', code: 'other' })).toBe(true);
    expect(snackbar.push({ message: 'Other again', code: 'other' })).toBe(false);
    expect(snackbar.push({ message: 'No code' })).toBe(true);
    expect(snackbar.push({ message: 'No code' })).toBe(true);
    vi.advanceTimersByTime(SNACKBAR_TIMEOUT_MS);
    expect(snackbar.push({ message: 'Saved', code: 'saved' })).toBe(true);
  });

  it('a dismissed item goes at once, the next after the gap', () => {
    const { snackbar, drawn } = queue();
    snackbar.push({ message: 'one' });
    snackbar.push({ message: 'two' });
    vi.advanceTimersByTime(1000);
    snackbar.dismiss();
    expect(drawn).toEqual(['one', null]);
    vi.advanceTimersByTime(SNACKBAR_GAP_MS);
    expect(drawn).toEqual(['one', null, 'two']);
    // The dismissed item's own timer does not cut the next one short.
    vi.advanceTimersByTime(SNACKBAR_TIMEOUT_MS - 1);
    expect(drawn).toEqual(['one', null, 'two']);
  });

  it('an item pushed during the gap waits for it', () => {
    const { snackbar, drawn } = queue();
    snackbar.push({ message: 'one' });
    vi.advanceTimersByTime(SNACKBAR_TIMEOUT_MS + 100);
    snackbar.push({ message: 'two' });
    expect(drawn).toEqual(['one', null]);
    vi.advanceTimersByTime(SNACKBAR_GAP_MS - 100);
    expect(drawn).toEqual(['one', null, 'two']);
  });
});
