import { describe, expect, it } from 'vitest';
import { LAZY_LOADING, sizesFor, throttle } from '../../../src/lib/lazy-loading.ts';

describe('lazy loading', () => {
  it("keeps the spec's numbers: margin 100px, min size 40, throttle 125 ms, expand 1.5", () => {
    expect(LAZY_LOADING).toEqual({ rootMargin: '100px', minSize: 40, throttleMs: 125, expand: 1.5 });
  });

  it('asks for a picture as wide as its box times its scale, never under the minimum size', () => {
    expect(sizesFor(400)).toBe('400px');
    expect(sizesFor(400, 1.5)).toBe('600px');
    expect(sizesFor(333.3, 2)).toBe('667px');
    expect(sizesFor(10, 2)).toBe('40px');
    expect(sizesFor(0)).toBe('40px');
    expect(sizesFor(400, 0.5)).toBe('400px');
  });

  it('throttles: the first call at once, later ones in the interval folded into one with the latest arguments', () => {
    let clock = 0;
    const timers: { at: number; run: () => void }[] = [];
    const calls: number[] = [];
    const throttled = throttle(
      (value: number) => calls.push(value),
      () => clock,
      (run, ms) => timers.push({ at: clock + ms, run }),
    );
    throttled(1);
    expect(calls).toEqual([1]);
    clock = 50;
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.at).toBe(LAZY_LOADING.throttleMs);
    clock = timers[0]!.at;
    timers[0]!.run();
    expect(calls).toEqual([1, 3]);
    clock = 200;
    throttled(4);
    expect(calls).toEqual([1, 3]);
    // A call while one is waiting joins it, even when its timer is late: never out of order.
    clock = 260;
    throttled(5);
    expect(calls).toEqual([1, 3]);
    timers[1]!.run();
    expect(calls).toEqual([1, 3, 5]);
    expect(timers).toHaveLength(2);
  });
});
