// The studio island's document changes (islands/studio/design-ops.ts), its print-check
// wording and its price line: pure, each answering a new document or the same one.
import { describe, expect, it } from 'vitest';
import {
  addLayer,
  emptyDocument,
  findLayer,
  newLayerId,
  nextLayerId,
  nudgeLayer,
  removeLayer,
  reorderLayer,
  setColour,
  updateLayer,
} from '../../../islands/studio/design-ops.ts';
import { blockReason, checkLines, layerFlags } from '../../../islands/studio/print-check.ts';
import { priceLine } from '../../../islands/studio/price-line.ts';
import { record, startHistory, undo, redo } from '../../../islands/shared/edit-history.ts';
import { checkDesign } from '../../../src/lib/studio/design-check.ts';
import { designPrice, formatInCurrency } from '../../../src/lib/studio/pricing.ts';
import { currencyFor } from '../../../src/lib/currencies.ts';
import { MAX_LAYERS_PER_SIDE, parseDesignDocument, type DesignLayer } from '../../../src/schemas/design-document.ts';
import type { BlankSide } from '../../../src/schemas/blank-studio.ts';
import { imageLayer, textLayer } from './fixtures.ts';

const text = (id: string, overrides: Record<string, unknown> = {}) => parseLayer(textLayer({ id, ...overrides }));
function parseLayer(raw: unknown): DesignLayer {
  const parsed = parseDesignDocument({ product: { id: 1, sku: 'D-BLANK-TS' }, colour: 'White', sides: { front: [raw] } });
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'));
  return parsed.document.sides.front[0]!;
}
const blank = () => emptyDocument({ id: 1, sku: 'D-BLANK-TS' }, 'White');
const withThree = () => ['a', 'b', 'c'].reduce((document, id) => addLayer(document, 'front', text(id)), blank());
const ids = (document: ReturnType<typeof blank>) => document.sides.front.map((layer) => layer.id);

describe('layer changes', () => {
  it('adds on top, up to the side limit', () => {
    let document = blank();
    for (let n = 0; n < MAX_LAYERS_PER_SIDE + 2; n += 1) document = addLayer(document, 'front', text(`t${n}`));
    expect(document.sides.front).toHaveLength(MAX_LAYERS_PER_SIDE);
    expect(document.sides.back).toHaveLength(0);
  });

  it.each([
    ['up', 'a', ['b', 'a', 'c']],
    ['down', 'c', ['a', 'c', 'b']],
    ['top', 'a', ['b', 'c', 'a']],
    ['bottom', 'c', ['c', 'a', 'b']],
  ] as const)('orders %s', (order, id, expected) => {
    expect(ids(reorderLayer(withThree(), id, order))).toEqual(expected);
  });

  it('answers the same document when nothing changes (the history records nothing)', () => {
    const document = withThree();
    expect(reorderLayer(document, 'c', 'top')).toBe(document);
    expect(updateLayer(document, 'a', { xMm: document.sides.front[0]!.xMm })).toBe(document);
    expect(setColour(document, 'White')).toBe(document);
  });

  it('keeps a locked layer where it is: no move, no edit, no delete — but it can be unlocked or hidden', () => {
    const locked = updateLayer(withThree(), 'b', { locked: true });
    expect(nudgeLayer(locked, 'b', 5, 5)).toBe(locked);
    expect(updateLayer(locked, 'b', { xMm: 99 })).toBe(locked);
    expect(removeLayer(locked, 'b')).toBe(locked);
    expect(findLayer(updateLayer(locked, 'b', { hidden: true }), 'b')?.layer.hidden).toBe(true);
    expect(findLayer(updateLayer(locked, 'b', { locked: false }), 'b')?.layer.locked).toBe(false);
  });

  it('nudges in millimetres and removes', () => {
    const moved = nudgeLayer(withThree(), 'a', 10, -1);
    expect(findLayer(moved, 'a')?.layer).toMatchObject({ xMm: 20, yMm: 9 });
    expect(ids(removeLayer(moved, 'a'))).toEqual(['b', 'c']);
  });

  it('tabs through the layers, wrapping, and backwards with Shift', () => {
    const layers = withThree().sides.front;
    expect(nextLayerId(layers, null)).toBe('a');
    expect(nextLayerId(layers, 'c')).toBe('a');
    expect(nextLayerId(layers, 'a', true)).toBe('c');
    expect(nextLayerId([], null)).toBeNull();
  });

  it('names new layers uniquely across sides', () => {
    const document = addLayer(addLayer(blank(), 'front', text('text-1')), 'back', text('text-2'));
    expect(newLayerId(document, 'text')).toBe('text-3');
    expect(newLayerId(document, 'image')).toBe('image-1');
  });

  it('keeps a valid document through every change (the schema the server reads)', () => {
    const document = reorderLayer(nudgeLayer(withThree(), 'b', 3, 3), 'b', 'top');
    expect(parseDesignDocument(document).ok).toBe(true);
  });

  it('undoes and redoes changes through the shared edit history', () => {
    let history = startHistory(blank());
    history = record(history, addLayer(history.present, 'front', text('a')));
    history = record(history, setColour(history.present, 'Black'));
    expect(undo(history).present.colour).toBe('White');
    expect(undo(undo(history)).present.sides.front).toHaveLength(0);
    expect(redo(undo(history)).present.colour).toBe('Black');
  });
});

const printArea = { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement: { x: 0.3, y: 0.2, width: 0.4, height: 0.5 } };
const sides: BlankSide[] = [
  { side: 'front', printArea, printCost: 600, mockups: {} },
  { side: 'back', printArea, printCost: 600, mockups: {} },
];

describe('print check wording', () => {
  it('says when an image is blocked under 100 DPI, and that blocks saving with the reason', () => {
    const image = parseLayer(imageLayer({ pixelWidth: 500, pixelHeight: 500, widthMm: 200, heightMm: 200 }));
    const document = addLayer(blank(), 'front', image);
    const check = checkDesign(document, sides, '#ffffff');
    const lines = checkLines(document, check);
    expect(lines[0]).toMatchObject({ level: 'block', layerId: 'image-1' });
    expect(lines[0]!.text).toMatch(/^Front: Image 1 prints at 63 DPI\. Under 100 DPI it cannot be printed/);
    expect(blockReason(check, lines)).toBe(lines[0]!.text);
    expect(layerFlags(lines).get('image-1')).toBe('block');
  });

  it('warns under 150 DPI and outside the safe zone without blocking', () => {
    const image = parseLayer(imageLayer({ pixelWidth: 1000, pixelHeight: 1000, widthMm: 200, heightMm: 200, xMm: 5, yMm: 50 }));
    const document = addLayer(blank(), 'front', image);
    const check = checkDesign(document, sides, '#ffffff');
    const lines = checkLines(document, check);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn']);
    expect(lines[1]!.text).toBe('Front: Image 1 is outside the safe zone and may be trimmed.');
    expect(blockReason(check, lines)).toBeUndefined();
  });

  it('flags dark ink on a dark garment, by the layer’s words', () => {
    const document = setColour(addLayer(blank(), 'front', text('t', { text: 'Night', colour: '#222222' })), 'Black');
    const lines = checkLines(document, checkDesign(document, sides, '#111111'));
    expect(lines).toEqual([{ level: 'warn', layerId: 't', text: "Front: Text “Night” is too close to the garment's colour to print clearly on Black." }]);
  });
});

describe('price line', () => {
  it('shows the total and what makes it up, rising as sides are printed', () => {
    const gbp = currencyFor('GBP');
    const money = (amount: number) => formatInCurrency(amount, gbp, gbp);
    const blankPrice = { price: 1200, salePrice: null, sides };
    const front = addLayer(blank(), 'front', text('a'));
    expect(priceLine(designPrice(blank(), blankPrice), money)).toBe('£12.00 — base £12.00');
    expect(priceLine(designPrice(front, blankPrice), money)).toBe('£18.00 — base £12.00 + front £6.00');
    expect(priceLine(designPrice(addLayer(front, 'back', text('b')), blankPrice), money)).toBe('£24.00 — base £12.00 + front £6.00 + back £6.00');
  });
});
