// The studio island's geometry (islands/studio/geometry.ts, curved-text.ts): mm ↔ px on the
// mockup, snapping to the print area, alignment, and the box curved text occupies.
import { describe, expect, it } from 'vitest';
import {
  alignedPosition,
  mmToPx,
  nodeAttrs,
  normaliseRotation,
  pxToMm,
  snapToPrintArea,
  stageLayout,
  transformedBox,
} from '../../../islands/studio/geometry.ts';
import { curvedTextGeometry } from '../../../src/lib/studio/curved-text.ts';
import { layerPlacement } from '../../../src/lib/studio/safe-zone.ts';

const area = { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 } };
const box = (overrides: Partial<{ xMm: number; yMm: number; widthMm: number; heightMm: number; rotation: number }> = {}) => ({
  xMm: 50,
  yMm: 60,
  widthMm: 100,
  heightMm: 40,
  rotation: 0,
  ...overrides,
});

describe('stage layout', () => {
  it('puts the print area on the mockup at its placement fractions and scales mm to px by its width', () => {
    const layout = stageLayout(600, { width: 1000, height: 1200 }, area);
    expect(layout.height).toBe(720);
    expect(layout.areaX).toBeCloseTo(180);
    expect(layout.areaY).toBeCloseTo(144);
    // 0.4 × 600 px span 300 mm: 0.8 px per mm.
    expect(layout.pxPerMm).toBeCloseTo(0.8);
    expect(mmToPx(300, layout)).toBeCloseTo(240);
    expect(pxToMm(240, layout)).toBeCloseTo(300);
  });

  it('scales with the stage: a phone-width canvas keeps the same millimetres', () => {
    const phone = stageLayout(300, { width: 1000, height: 1200 }, area);
    const desktop = stageLayout(900, { width: 1000, height: 1200 }, area);
    expect(pxToMm(mmToPx(123, phone), phone)).toBeCloseTo(123);
    expect(desktop.pxPerMm / phone.pxPerMm).toBeCloseTo(3);
  });
});

describe('snapping to the print area while dragging', () => {
  it('snaps the nearest edge or centre within the threshold, and draws its guide', () => {
    const snap = snapToPrintArea(box({ xMm: 2, yMm: 177 }), area, 4);
    expect(snap.dx).toBeCloseTo(-2);
    expect(snap.guidesX).toEqual([0]);
    // Centre 197 → the middle line at 200.
    expect(snap.dy).toBeCloseTo(3);
    expect(snap.guidesY).toEqual([200]);
  });

  it('leaves a layer far from every line alone', () => {
    expect(snapToPrintArea(box({ xMm: 60, yMm: 60 }), area, 4)).toEqual({ dx: 0, dy: 0, guidesX: [], guidesY: [] });
  });

  it('snaps the right edge to the right edge, then counts as inside the print area', () => {
    const layer = box({ xMm: 198.5 });
    const snap = snapToPrintArea(layer, area, 4);
    expect(snap.guidesX).toEqual([300]);
    expect(layerPlacement({ ...layer, xMm: layer.xMm + snap.dx }, area)).not.toBe('outside-print-area');
  });

  it('snaps a rotated layer by its rotated box', () => {
    // 100 × 40 rotated 90°: 40 wide, left edge at centre 100 − 20 = 80.
    const snap = snapToPrintArea(box({ xMm: 29, yMm: 60, rotation: 90 }), area, 4);
    expect(snap.dx).toBeCloseTo(0);
    const near = snapToPrintArea(box({ xMm: -28, yMm: 60, rotation: 90 }), area, 4);
    // Rotated left edge at −28 + 50 − 20 = 2 → 0.
    expect(near.dx).toBeCloseTo(-2);
  });
});

describe('align to the print area', () => {
  it.each([
    ['left', { xMm: 0, yMm: 60 }],
    ['centre', { xMm: 100, yMm: 60 }],
    ['right', { xMm: 200, yMm: 60 }],
    ['top', { xMm: 50, yMm: 0 }],
    ['middle', { xMm: 50, yMm: 180 }],
    ['bottom', { xMm: 50, yMm: 360 }],
  ] as const)('%s', (alignment, expected) => {
    const position = alignedPosition(box(), area, alignment);
    expect(position.xMm).toBeCloseTo(expected.xMm);
    expect(position.yMm).toBeCloseTo(expected.yMm);
  });
});

describe('layers as Konva nodes', () => {
  it('places a node at its box centre, offset by half its size, flipped by a negative scale', () => {
    expect(nodeAttrs({ ...box(), flipX: true, flipY: false })).toEqual({ x: 100, y: 80, offsetX: 50, offsetY: 20, rotation: 0, scaleX: -1, scaleY: 1 });
  });

  it('reads a transformed node back as a box about its new centre, the flip kept out of the size', () => {
    const result = transformedBox({ ...box(), flipX: true, flipY: false }, { x: 120, y: 90, rotation: 270, scaleX: -2, scaleY: 1.5 });
    expect(result).toMatchObject({ widthMm: 200, heightMm: 60, xMm: 20, yMm: 60, rotation: -90, scaleX: 2, scaleY: 1.5 });
  });

  it('normalises rotation into (−180, 180]', () => {
    expect(normaliseRotation(190)).toBe(-170);
    expect(normaliseRotation(-190)).toBe(170);
    expect(normaliseRotation(180)).toBe(180);
    expect(normaliseRotation(-360)).toBe(0);
  });
});

describe('curved text', () => {
  it('bends a line along an arc whose length is the advance, arching up for a positive curve', () => {
    const arc = curvedTextGeometry(100, 10, 90);
    expect(arc.radiusMm).toBeCloseTo(100 / (Math.PI / 2));
    // Chord of a 90° arc on the outer radius bounds the width; the sagitta plus the type the height.
    const outer = arc.radiusMm + 5;
    expect(arc.widthMm).toBeCloseTo(2 * outer * Math.sin(Math.PI / 4), 1);
    expect(arc.heightMm).toBeCloseTo(outer - (arc.radiusMm - 5) * Math.cos(Math.PI / 4), 1);
    // Starts lower left, clockwise (sweep 1) over the top, a little past the text's ends on both sides (it is centred).
    const [, startX, startY, endX, endY] = arc.path.match(/^M (-?[\d.]+) (-?[\d.]+) A [\d.]+ [\d.]+ 0 0 1 (-?[\d.]+) (-?[\d.]+)$/)!.map(Number);
    expect(startX).toBeLessThan(0.01);
    expect(startX! + endX!).toBeCloseTo(arc.widthMm, 2);
    expect(startY).toBeCloseTo(endY!, 3);
  });

  it('curves down for a negative curve: the same box, drawn anticlockwise under the centre', () => {
    const up = curvedTextGeometry(100, 10, 90);
    const down = curvedTextGeometry(100, 10, -90);
    expect(down.widthMm).toBeCloseTo(up.widthMm, 3);
    expect(down.heightMm).toBeCloseTo(up.heightMm, 3);
    expect(down.path).toMatch(/ A [\d.]+ [\d.]+ 0 0 0 /);
  });

  it('draws a full circle as two arcs and boxes it as the outer circle', () => {
    const arc = curvedTextGeometry(200, 10, 360);
    expect(arc.path.match(/A /g)).toHaveLength(2);
    expect(arc.widthMm).toBeCloseTo(2 * (200 / (2 * Math.PI) + 5), 1);
    expect(arc.heightMm).toBeCloseTo(arc.widthMm, 1);
  });

  it('uses the large-arc flag beyond half a circle', () => {
    expect(curvedTextGeometry(100, 10, 270).path).toMatch(/ A [\d.]+ [\d.]+ 0 1 1 /);
  });
});
