// The exchange-rate note shows 500 ms after the basket appears and stays 10 s.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleExchangeNote } from '../../../islands/basket/exchange-note.ts';

afterEach(() => vi.useRealTimers());

describe('scheduleExchangeNote', () => {
  it('shows after 500 ms and hides 10 s later, on a controlled clock', () => {
    vi.useFakeTimers();
    const seen: boolean[] = [];
    scheduleExchangeNote((visible) => seen.push(visible));
    vi.advanceTimersByTime(499);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(9_999);
    expect(seen).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([true, false]);
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers();
    const seen: boolean[] = [];
    const cancel = scheduleExchangeNote((visible) => seen.push(visible));
    vi.advanceTimersByTime(600);
    cancel();
    vi.advanceTimersByTime(20_000);
    expect(seen).toEqual([true]);
  });
});
