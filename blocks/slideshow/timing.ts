// When a slideshow moves and what it fetches
// ahead. No zod here: the browser script imports this file too.

export const SLIDES = {
  /** Slides in general change every 6000 ms… */
  interval: 6000,
  /** …and the slideshow block's default is 5000 ms. */
  slideshowInterval: 5000,
  /** The next slide's image is fetched this long before the change. */
  preloadLead: 2000,
} as const;

export const SLIDESHOW_MODES = ['slideshow', 'random'] as const;
export type SlideshowMode = (typeof SLIDESHOW_MODES)[number];

/** The position `index` lands on among `count` slides, wrapping past either end. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/** The slide a visit starts on: the first, or any one in random mode. */
export function startIndex(mode: string | undefined, count: number, random: () => number = Math.random): number {
  return mode === 'random' && count > 1 ? Math.min(count - 1, Math.floor(random() * count)) : 0;
}

/** How long after a slide appears the next slide's image is fetched (at once for short intervals). */
export function preloadDelay(speed: number): number {
  return Math.max(0, speed - SLIDES.preloadLead);
}
