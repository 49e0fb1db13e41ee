import { describe, expect, it } from 'vitest';
import { layerPlacement, rotatedBounds, safeZoneBounds, sidePlacementProblems } from '../../../src/lib/studio/safe-zone.ts';
import type { PrintArea } from '../../../src/schemas/blank-studio.ts';
import { DesignDocument } from '../../../src/schemas/design-document.ts';
import { documentWith, textLayer } from './fixtures.ts';

// A 300 × 400 mm print area with a 10 mm safe inset: the safe zone is 10–290 × 10–390.
const area: PrintArea = { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 } };
const box = (xMm: number, yMm: number, widthMm: number, heightMm: number, rotation = 0) => ({ xMm, yMm, widthMm, heightMm, rotation });

describe('safe zone', () => {
  it('draws the safe zone inside the print area', () => {
    expect(safeZoneBounds(area)).toEqual({ left: 10, top: 10, right: 290, bottom: 390 });
  });

  it('bounds a rotated layer about its centre', () => {
    expect(rotatedBounds(box(0, 0, 100, 40))).toEqual({ left: 0, top: 0, right: 100, bottom: 40 });
    const quarter = rotatedBounds(box(0, 0, 100, 40, 90));
    expect(quarter.left).toBeCloseTo(30, 10);
    expect(quarter.right).toBeCloseTo(70, 10);
    expect(quarter.top).toBeCloseTo(-30, 10);
    expect(quarter.bottom).toBeCloseTo(70, 10);
    // A 100 mm square turned 45° spans 100·√2 about its centre (50, 50).
    const diamond = rotatedBounds(box(0, 0, 100, 100, -45));
    expect(diamond.left).toBeCloseTo(50 - 50 * Math.SQRT2, 10);
    expect(diamond.bottom).toBeCloseTo(50 + 50 * Math.SQRT2, 10);
  });

  it('places layers inside, outside the safe zone, or outside the print area', () => {
    expect(layerPlacement(box(10, 10, 280, 380), area)).toBe('inside');
    expect(layerPlacement(box(5, 50, 100, 40), area)).toBe('outside-safe-zone');
    expect(layerPlacement(box(0, 0, 300, 400), area)).toBe('outside-safe-zone');
    expect(layerPlacement(box(-1, 50, 100, 40), area)).toBe('outside-print-area');
    expect(layerPlacement(box(250, 380, 60, 30), area)).toBe('outside-print-area');
  });

  it('counts edges snapped through floating-point arithmetic as inside', () => {
    expect(layerPlacement(box(10, 10, 0.1 + 0.2 + 279.7, 380), area)).toBe('inside');
  });

  it('judges a rotated layer by the box around it', () => {
    // 200 × 40 mm in the middle fits upright; turned 90° it is 200 mm tall, still inside.
    expect(layerPlacement(box(50, 180, 200, 40), area)).toBe('inside');
    expect(layerPlacement(box(50, 180, 200, 40, 90), area)).toBe('inside');
    // A 270 mm square turned 45° spans 381.8 mm and leaves the print area's 300 mm width.
    expect(layerPlacement(box(15, 65, 270, 270), area)).toBe('inside');
    expect(layerPlacement(box(15, 65, 270, 270, 45), area)).toBe('outside-print-area');
    // Turned 10°, a 270 mm square spans 270·(cos10 + sin10) ≈ 312.8 mm: outside the print area too;
    // a 250 mm square turned 10° spans ≈ 289.6 mm (5.2 mm over each side of 25–275): outside the safe zone only.
    expect(layerPlacement(box(25, 75, 250, 250, 10), area)).toBe('outside-safe-zone');
  });

  it('lists the visible layers of a side that leave the zones, never hidden ones', () => {
    const document = DesignDocument.parse(
      documentWith({
        back: [
          textLayer({ id: 'fine', xMm: 20, yMm: 20, widthMm: 100, heightMm: 30 }),
          textLayer({ id: 'edge', xMm: 2, yMm: 20, widthMm: 100, heightMm: 30 }),
          textLayer({ id: 'off', xMm: 250, yMm: 20, widthMm: 100, heightMm: 30, rotation: 20 }),
          textLayer({ id: 'hidden', xMm: -50, yMm: 20, widthMm: 100, heightMm: 30, hidden: true }),
        ],
      }),
    );
    expect(sidePlacementProblems('back', document.sides.back, area)).toEqual([
      { side: 'back', layerId: 'edge', placement: 'outside-safe-zone' },
      { side: 'back', layerId: 'off', placement: 'outside-print-area' },
    ]);
  });
});
