import { describe, expect, it } from 'vitest';
import { slideshowProps } from './schema.ts';
import { preloadDelay, SLIDES, startIndex, wrapIndex } from './timing.ts';

describe('slideshow properties', () => {
  it('changes slides every 5000 ms in order by default', () => {
    expect(slideshowProps.parse({})).toEqual({ speed: 5000, mode: 'slideshow', navigation: true, label: 'Highlights' });
  });
  it('keeps the speed a whole number of ms between 1 s and 60 s', () => {
    expect(slideshowProps.safeParse({ speed: 999 }).success).toBe(false);
    expect(slideshowProps.safeParse({ speed: 60_001 }).success).toBe(false);
    expect(slideshowProps.safeParse({ speed: 2500.5 }).success).toBe(false);
    expect(slideshowProps.parse({ speed: 8000 }).speed).toBe(8000);
  });
  it('knows only the slideshow and random modes', () => {
    expect(slideshowProps.parse({ mode: 'random' }).mode).toBe('random');
    expect(slideshowProps.safeParse({ mode: 'shuffle' }).success).toBe(false);
  });
});

describe('slideshow timing', () => {
  it('has the slide constants: 6000 ms in general, 5000 ms for the slideshow block, 2000 ms preload lead', () => {
    expect(SLIDES).toEqual({ interval: 6000, slideshowInterval: 5000, preloadLead: 2000 });
  });
  it('wraps past the last and before the first slide', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(1, 0)).toBe(0);
  });
  it('starts on the first slide, or on any slide in random mode', () => {
    expect(startIndex('slideshow', 5, () => 0.99)).toBe(0);
    expect(startIndex('random', 5, () => 0)).toBe(0);
    expect(startIndex('random', 5, () => 0.5)).toBe(2);
    expect(startIndex('random', 5, () => 0.999999)).toBe(4);
    expect(startIndex('random', 1, () => 0.9)).toBe(0);
  });
  it('fetches the next picture 2 s before the change, at once for shorter intervals', () => {
    expect(preloadDelay(5000)).toBe(3000);
    expect(preloadDelay(2000)).toBe(0);
    expect(preloadDelay(1500)).toBe(0);
  });
});
