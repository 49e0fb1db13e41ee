// The studio's curved text sits on its arc by the middle of the em (Konva's TextPath draws with
// textBaseline 'middle'); the outlines can place glyphs the same way.
import { describe, expect, it } from 'vitest';
import { emMiddle, loadFont, outlineText } from '../../../src/server/studio/text-outline/index.ts';

const typeface = { family: 'Oswald', weight: 400 } as const;

describe('baseline: middle', () => {
  it('is half the normalised typographic ascent minus descent above the baseline', () => {
    const os2 = loadFont(typeface)['OS/2'];
    const ascent = os2.typoAscender;
    const descent = Math.abs(os2.typoDescender);
    expect(emMiddle(typeface)).toBeCloseTo((ascent - descent) / (2 * (ascent + descent)), 10);
    expect(emMiddle(typeface)).toBeGreaterThan(0);
  });

  it('drops straight glyphs by that much, and curved ones along their own down direction', () => {
    const size = 40;
    const lift = emMiddle(typeface) * size;
    const on = (baseline: 'alphabetic' | 'middle', bend = 0) => outlineText('HI', { typeface, size, x: 0, y: 0, bend, baseline });
    expect(on('middle').box.y - on('alphabetic').box.y).toBeCloseTo(lift, 6);
    expect(on('middle').box.x).toBeCloseTo(on('alphabetic').box.x, 6);
    // Arching up, each glyph turns outward: dropping it moves its top towards the circle's centre.
    const [curvedUp, curvedMiddle] = [on('alphabetic', 90), on('middle', 90)];
    expect(curvedMiddle.box.y).toBeGreaterThan(curvedUp.box.y);
    expect(curvedMiddle.box.y - curvedUp.box.y).toBeLessThanOrEqual(lift + 1e-6);
  });
});
