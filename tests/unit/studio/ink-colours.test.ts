import { describe, expect, it } from 'vitest';
import { inkProblems, isDarkGarment, layerInkProblems } from '../../../src/lib/studio/ink-colours.ts';
import { DesignDocument } from '../../../src/schemas/design-document.ts';
import { documentWith, imageLayer, textLayer } from './fixtures.ts';

const BLACK = '#000000';
const NAVY = '#1f2a44';
const WHITE = '#ffffff';
const HEATHER_GREY = '#b5b5b5';

describe('ink colours', () => {
  it('calls a garment dark below 0.18 relative luminance', () => {
    expect(isDarkGarment(BLACK)).toBe(true);
    expect(isDarkGarment(NAVY)).toBe(true);
    expect(isDarkGarment('#757575')).toBe(true); // luminance 0.178
    expect(isDarkGarment('#767676')).toBe(false); // luminance 0.181
    expect(isDarkGarment(HEATHER_GREY)).toBe(false);
    expect(isDarkGarment(WHITE)).toBe(false);
  });

  it('flags dark ink on a dark garment under 3:1 contrast', () => {
    expect(inkProblems('#000080', BLACK)).toEqual(['low-contrast']); // 1.31:1
    expect(inkProblems('#333333', BLACK)).toEqual(['low-contrast']); // 1.66:1
    expect(inkProblems('#595959', BLACK)).toEqual(['low-contrast']); // 2.99:1
    expect(inkProblems('#5a5a5a', BLACK)).toEqual([]); // 3.04:1
    expect(inkProblems(WHITE, BLACK)).toEqual([]);
    expect(inkProblems('#fc0', NAVY)).toEqual([]);
  });

  it('flags translucent ink on dark garments only', () => {
    expect(inkProblems('#ffffff80', BLACK)).toEqual(['translucent']);
    expect(inkProblems('#ffffffff', BLACK)).toEqual([]);
    expect(inkProblems('#11111180', BLACK)).toEqual(['low-contrast', 'translucent']);
  });

  it('leaves light garments alone: they print without an underbase, as shown', () => {
    expect(inkProblems('#ffffff80', WHITE)).toEqual([]);
    expect(inkProblems('#fafafa', WHITE)).toEqual([]);
    expect(inkProblems('#000000', HEATHER_GREY)).toEqual([]);
  });

  it('checks the visible text layers of a side', () => {
    const document = DesignDocument.parse(
      documentWith({
        front: [
          textLayer({ id: 'white', colour: '#fff' }),
          textLayer({ id: 'navy', colour: '#000080' }),
          textLayer({ id: 'hidden-navy', colour: '#000080', hidden: true }),
          imageLayer({ id: 'art' }),
        ],
      }),
    );
    expect(layerInkProblems(document.sides.front, BLACK)).toEqual([{ layerId: 'navy', kind: 'low-contrast', colour: '#000080' }]);
    expect(layerInkProblems(document.sides.front, WHITE)).toEqual([]);
  });
});
