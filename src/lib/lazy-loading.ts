// Lazy loading beyond the browser's own loading="lazy": where a script decides when and
// how large a picture to fetch, it uses these numbers.

export const LAZY_LOADING = {
  /** Observers start loading this far before an element scrolls into view. */
  rootMargin: '100px',
  /** A picture is never asked for narrower than this (px), however small its box reads. */
  minSize: 40,
  /** Repeated triggers (wheel, resize, scroll) are handled at most once per this many ms. */
  throttleMs: 125,
  /** How much larger than its box a picture is fetched when one is about to be looked at closely. */
  expand: 1.5,
} as const;

/**
 * The `sizes` value for a picture drawn `boxWidth` px wide and magnified `scale` times:
 * the browser then picks the rendition that stays sharp at that scale. Never below minSize.
 */
export function sizesFor(boxWidth: number, scale = 1): string {
  const width = Number.isFinite(boxWidth) && boxWidth > 0 ? boxWidth * Math.max(1, scale) : 0;
  return `${Math.max(LAZY_LOADING.minSize, Math.ceil(width))}px`;
}

/**
 * `run` at most once per throttle interval: the first call runs at once, later ones within the
 * interval are folded into one trailing call with the latest arguments. `schedule` is the
 * timer (setTimeout in a browser; tests pass a controlled one).
 */
export function throttle<A extends unknown[]>(
  run: (...args: A) => void,
  now: () => number,
  schedule: (callback: () => void, ms: number) => unknown,
  ms: number = LAZY_LOADING.throttleMs,
): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  let pending: A | undefined;
  let scheduled = false;
  return (...args: A) => {
    const wait = last + ms - now();
    if (wait <= 0 && !scheduled) {
      last = now();
      run(...args);
      return;
    }
    pending = args;
    if (scheduled) return;
    scheduled = true;
    schedule(
      () => {
        const latest = pending!;
        scheduled = false;
        pending = undefined;
        last = now();
        run(...latest);
      },
      Math.max(0, wait),
    );
  };
}
