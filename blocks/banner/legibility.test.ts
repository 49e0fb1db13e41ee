import { describe, expect, it } from 'vitest';
import { blend, contrastRatio } from '../../src/lib/contrast.ts';
import { resolveTheme } from '../../themes/resolve.ts';
import { coloursUnderText, legibleHero, type Alignment, type Backdrop, type Legibility, type LegibilityRequest } from './legibility.ts';
import { heroLegibility } from './hero-style.ts';
import { bannerProps } from './schema.ts';

const COLUMNS = 16;
const ROWS = 8;

/** A measured picture: `colourAt(x, y)` gives each cell's colour (x, y are 0–1 cell centres). */
function picture(colourAt: (x: number, y: number) => string): Extract<Backdrop, { kind: 'picture' }> {
  const cells = Array.from({ length: COLUMNS * ROWS }, (_, index) => colourAt(((index % COLUMNS) + 0.5) / COLUMNS, (Math.floor(index / COLUMNS) + 0.5) / ROWS));
  return { kind: 'picture', colours: { columns: COLUMNS, rows: ROWS, cells } };
}

const DARK = picture(() => '#141414');
const LIGHT = picture(() => '#f2f2f2');
const MID_GREY = picture(() => '#777777');
/** Night, and snow along the right edge. */
const SPLIT = picture((x) => (x < 0.72 ? '#101820' : '#f4f4f0'));

const request = (backdrop: Backdrop, overrides: Partial<LegibilityRequest> = {}): LegibilityRequest => ({
  backdrop,
  alignment: 'left',
  overlay: { colour: '#000000', opacity: 0.15 },
  title: '#ffffff',
  copy: '#ffffff',
  shadow: 'none',
  ...overrides,
});

/** The contrast a reader gets, computed here from scratch: every colour under the words, after the overlay. */
function worst(result: Legibility, backdrop: Backdrop, alignment: Alignment): number {
  const under =
    backdrop.kind === 'picture' ? coloursUnderText(backdrop.colours, alignment) : backdrop.kind === 'colour' ? [backdrop.colour] : ['#000000', '#ffffff'];
  return Math.min(
    ...under.flatMap((colour) => [result.title, result.copy].map((text) => contrastRatio(text, blend(result.overlay.colour, colour, result.overlay.opacity)))),
  );
}

describe('legibleHero: words readable on any picture', () => {
  it('keeps white words and the owner’s light overlay on a dark picture', () => {
    const result = legibleHero(request(DARK));
    expect(result).toMatchObject({ title: '#ffffff', copy: '#ffffff', overlay: { colour: '#000000', opacity: 0.15 } });
    expect(worst(result, DARK, 'left')).toBeGreaterThanOrEqual(4.5);
  });

  it('turns the words dark on a light picture rather than darkening the picture', () => {
    const result = legibleHero(request(LIGHT));
    expect(result.title).toBe('#161616');
    expect(result.copy).toBe('#161616');
    expect(result.overlay.opacity).toBe(0.15);
    expect(result.shadow).toBe('none');
    expect(worst(result, LIGHT, 'left')).toBeGreaterThanOrEqual(4.5);
  });

  it('passes on mid grey, where white needs a little overlay and dark needs none', () => {
    const white = legibleHero(request(MID_GREY));
    expect(worst(white, MID_GREY, 'left')).toBeGreaterThanOrEqual(4.5);
    const bare = legibleHero(request(MID_GREY, { overlay: { colour: '#000000', opacity: 0 } }));
    expect(worst(bare, MID_GREY, 'left')).toBeGreaterThanOrEqual(4.5);
    // White alone on #777 is 4.48:1: it either gets an overlay or gives way to dark words.
    expect(contrastRatio('#ffffff', '#777777')).toBeLessThan(4.5);
    expect(bare.overlay.opacity > 0 || bare.title === '#161616').toBe(true);
  });

  it('judges only what is under the words: the alignment decides', () => {
    const left = legibleHero(request(SPLIT, { alignment: 'left' }));
    const right = legibleHero(request(SPLIT, { alignment: 'right' }));
    expect(left).toMatchObject({ title: '#ffffff', overlay: { opacity: 0.15 } });
    // Right-aligned words cross the snow; left-aligned ones (and a phone's middle) never do.
    expect(right.title !== left.title || right.overlay.opacity > left.overlay.opacity).toBe(true);
    for (const alignment of ['left', 'center', 'right'] as const) {
      const result = legibleHero(request(SPLIT, { alignment }));
      expect(worst(result, SPLIT, alignment), alignment).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses the under-text area of each alignment, plus the middle that phones show', () => {
    const grid = SPLIT.colours;
    expect(new Set(coloursUnderText(grid, 'left'))).toEqual(new Set(['#101820']));
    expect(new Set(coloursUnderText(grid, 'right'))).toEqual(new Set(['#101820', '#f4f4f0']));
    const rightOnly = coloursUnderText(picture((x) => (x < 0.25 ? '#ff0000' : '#00ff00')).colours, 'right');
    expect(rightOnly).not.toContain('#ff0000');
    const leftOnly = coloursUnderText(picture((x) => (x > 0.75 ? '#ff0000' : '#00ff00')).colours, 'left');
    expect(leftOnly).not.toContain('#ff0000');
  });

  it('prefers the theme’s colours when they pass, and replaces them when they do not', () => {
    const nordic = resolveTheme('nordic');
    const asked = { title: nordic['banner.titleColor'], copy: nordic['banner.copyColor'] };
    expect(legibleHero(request(LIGHT, asked))).toMatchObject({ title: '#2e3a44', copy: '#2e3a44' });
    const onDark = legibleHero(request(DARK, asked));
    expect(onDark.title).toBe('#ffffff');
    expect(worst(onDark, DARK, 'left')).toBeGreaterThanOrEqual(4.5);
    // A gold title (lux) stays gold on a dark picture.
    expect(legibleHero(request(DARK, { title: '#c9a96e', copy: '#f5efe2' }))).toMatchObject({ title: '#c9a96e', copy: '#f5efe2' });
  });

  it('keeps the asked colours with a stronger overlay when that costs little more than switching', () => {
    // On #9a9a9a white needs a 0.25 overlay, dark words 0.15: close enough to keep white.
    const grey = picture(() => '#9a9a9a');
    const result = legibleHero(request(grey));
    expect(result).toMatchObject({ title: '#ffffff', overlay: { colour: '#000000', opacity: 0.25 } });
    expect(worst(result, grey, 'left')).toBeGreaterThanOrEqual(4.5);
    // On a lighter grey, white would need far more: dark words win.
    expect(legibleHero(request(picture(() => '#c8c8c8'))).title).toBe('#161616');
  });

  it('never weakens the owner’s overlay', () => {
    const result = legibleHero(request(DARK, { overlay: { colour: '#000000', opacity: 0.6 } }));
    expect(result.overlay.opacity).toBe(0.6);
  });

  it('gives a picture nobody measured a safe overlay: readable on black and on white', () => {
    const result = legibleHero(request({ kind: 'unmeasured' }));
    expect(result.overlay.opacity).toBeGreaterThanOrEqual(0.45);
    expect(worst(result, { kind: 'unmeasured' }, 'left')).toBeGreaterThanOrEqual(4.5);
  });

  it('judges a banner without a picture on its background colour', () => {
    const nordicBackground = { kind: 'colour', colour: '#dfe7ee' } as const;
    expect(legibleHero(request(nordicBackground, { title: '#2e3a44', copy: '#2e3a44' }))).toMatchObject({
      title: '#2e3a44',
      overlay: { opacity: 0.15 },
      shadow: 'none',
    });
    const yellow = { kind: 'colour', colour: '#ffcc00' } as const;
    const onYellow = legibleHero(request(yellow));
    expect(onYellow.title).toBe('#161616');
    expect(worst(onYellow, yellow, 'center')).toBeGreaterThanOrEqual(4.5);
    // A colour keyword is judged as the colour it names; a variable cannot be: it is treated like an unmeasured picture.
    expect(legibleHero(request({ kind: 'colour', colour: 'gold' }))).toEqual(legibleHero(request({ kind: 'colour', colour: '#ffd700' })));
    expect(legibleHero(request({ kind: 'colour', colour: 'var(--brand)' })).overlay.opacity).toBeGreaterThanOrEqual(0.45);
  });

  it('shades light words on pictures and never darkens dark words', () => {
    expect(legibleHero(request(DARK)).shadow).toBe('light');
    expect(legibleHero(request(DARK, { shadow: 'heavy' })).shadow).toBe('heavy');
    expect(legibleHero(request(LIGHT, { shadow: 'heavy' })).shadow).toBe('none');
    expect(legibleHero(request({ kind: 'colour', colour: '#111111' })).shadow).toBe('none');
  });

  it('ignores colours it cannot judge (transparent words, variable overlays) and reads any other CSS colour', () => {
    const result = legibleHero(request(DARK, { title: '#ffffff80', overlay: { colour: 'var(--brand)', opacity: 0.2 } }));
    expect(result.title).toBe('#ffffff');
    expect(result.overlay.colour).toBe('#000000');
    expect(legibleHero(request(DARK, { overlay: { colour: 'rebeccapurple', opacity: 0.2 } })).overlay.colour).toBe('#663399');
  });

  it('always reaches 4.5:1, whatever the picture, alignment and asked colours', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };
    const hex = () =>
      `#${Array.from({ length: 3 }, () =>
        Math.floor(random() * 256)
          .toString(16)
          .padStart(2, '0'),
      ).join('')}`;
    for (let trial = 0; trial < 300; trial += 1) {
      const palette = [hex(), hex(), hex()];
      const backdrop = picture(() => palette[Math.floor(random() * 3)]!);
      const alignment = (['left', 'center', 'right'] as const)[trial % 3]!;
      const asked = { title: hex(), copy: hex(), overlay: { colour: hex(), opacity: Math.round(random() * 10) / 20 }, alignment };
      const result = legibleHero(request(backdrop, asked));
      expect(worst(result, backdrop, alignment), JSON.stringify({ palette, asked, result })).toBeGreaterThanOrEqual(4.5);
      expect(result.overlay.opacity).toBeGreaterThanOrEqual(asked.overlay.opacity);
    }
  });
});

describe('heroLegibility: a banner’s own fields and its theme', () => {
  const nordic = resolveTheme('nordic');

  it('uses the owner’s text colour before the theme’s tokens', () => {
    const p = bannerProps.parse({ title: 'Hi', textColor: '#fafafa' });
    expect(heroLegibility(p, { pictureColours: DARK.colours }, nordic).title).toBe('#fafafa');
  });
  it('reads a picture the media store did not measure as unknown, and no picture as the banner colour', () => {
    const external = bannerProps.parse({ title: 'Hi', image: 'https://images.example.com/a.jpg' });
    expect(heroLegibility(external, { pictureColours: null }, nordic).overlay.opacity).toBeGreaterThanOrEqual(0.45);
    const plain = bannerProps.parse({ title: 'Hi' });
    expect(heroLegibility(plain, { pictureColours: undefined }, nordic)).toMatchObject({ title: '#2e3a44', overlay: { opacity: 0.15 } });
    expect(heroLegibility(bannerProps.parse({ title: 'Hi', backgroundColor: '#000000' }), { pictureColours: undefined }, nordic).title).toBe('#ffffff');
  });
});
