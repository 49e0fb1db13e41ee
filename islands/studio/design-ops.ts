import type { GarmentSide } from '../../src/schemas/blank-studio.ts';
import type { DesignDocument, DesignLayer, ImageLayer, TextLayer } from '../../src/schemas/design-document.ts';
import { MAX_LAYERS_PER_SIDE } from '../../src/schemas/design-document.ts';

// Pure changes to the design document, each answering a new document (the undo history keeps
// snapshots, islands/shared/edit-history.ts). A change that changes nothing answers the same
// object, so the history records nothing.

export type LayerOrder = 'up' | 'down' | 'top' | 'bottom';

export function emptyDocument(product: { id: number; sku: string }, colour: string): DesignDocument {
  return { version: 1, product, colour, sides: { front: [], back: [], left: [], right: [] } };
}

/** Where a layer is: its side and index, or undefined. */
export function findLayer(document: DesignDocument, id: string): { side: GarmentSide; index: number; layer: DesignLayer } | undefined {
  for (const side of Object.keys(document.sides) as GarmentSide[]) {
    const index = document.sides[side].findIndex((layer) => layer.id === id);
    if (index >= 0) return { side, index, layer: document.sides[side][index]! };
  }
  return undefined;
}

const withSide = (document: DesignDocument, side: GarmentSide, layers: DesignLayer[]): DesignDocument => ({
  ...document,
  sides: { ...document.sides, [side]: layers },
});

export function canAddLayer(document: DesignDocument, side: GarmentSide): boolean {
  return document.sides[side].length < MAX_LAYERS_PER_SIDE;
}

/** Adds a layer on top of the side's others (unchanged when the side is full). */
export function addLayer(document: DesignDocument, side: GarmentSide, layer: DesignLayer): DesignDocument {
  if (!canAddLayer(document, side)) return document;
  return withSide(document, side, [...document.sides[side], layer]);
}

type LayerPatch = Partial<Omit<TextLayer, 'id' | 'type'>> | Partial<Omit<ImageLayer, 'id' | 'type'>>;

/** Changes fields of one layer; locked layers only change their lock and visibility. */
export function updateLayer(document: DesignDocument, id: string, patch: LayerPatch): DesignDocument {
  const found = findLayer(document, id);
  if (!found) return document;
  const entries = Object.entries(patch).filter(([key]) => !found.layer.locked || key === 'locked' || key === 'hidden');
  if (entries.every(([key, value]) => (found.layer as Record<string, unknown>)[key] === value)) return document;
  const layers = [...document.sides[found.side]];
  layers[found.index] = { ...found.layer, ...Object.fromEntries(entries) } as DesignLayer;
  return withSide(document, found.side, layers);
}

export function removeLayer(document: DesignDocument, id: string): DesignDocument {
  const found = findLayer(document, id);
  if (!found || found.layer.locked) return document;
  return withSide(
    document,
    found.side,
    document.sides[found.side].filter((layer) => layer.id !== id),
  );
}

/** Moves a layer up (towards the top, printed over) or down its side's stack. */
export function reorderLayer(document: DesignDocument, id: string, order: LayerOrder): DesignDocument {
  const found = findLayer(document, id);
  if (!found) return document;
  const layers = [...document.sides[found.side]];
  const last = layers.length - 1;
  const target = { up: Math.min(found.index + 1, last), down: Math.max(found.index - 1, 0), top: last, bottom: 0 }[order];
  if (target === found.index) return document;
  layers.splice(found.index, 1);
  layers.splice(target, 0, found.layer);
  return withSide(document, found.side, layers);
}

/** Moves a layer by millimetres (arrow-key nudges); locked layers stay. */
export function nudgeLayer(document: DesignDocument, id: string, dxMm: number, dyMm: number): DesignDocument {
  const found = findLayer(document, id);
  if (!found || found.layer.locked) return document;
  return updateLayer(document, id, { xMm: found.layer.xMm + dxMm, yMm: found.layer.yMm + dyMm });
}

export function setColour(document: DesignDocument, colour: string): DesignDocument {
  return document.colour === colour ? document : { ...document, colour };
}

/** The layer after `id` on its side (wrapping), for Tab through layers; the first when none is selected. */
export function nextLayerId(layers: readonly DesignLayer[], id: string | null, backwards = false): string | null {
  if (layers.length === 0) return null;
  const index = id === null ? -1 : layers.findIndex((layer) => layer.id === id);
  if (index < 0) return (backwards ? layers.at(-1) : layers[0])!.id;
  const next = (index + (backwards ? -1 : 1) + layers.length) % layers.length;
  return layers[next]!.id;
}

/** A fresh layer id, unique in the document. */
export function newLayerId(document: DesignDocument, prefix: 'text' | 'image'): string {
  const used = new Set(Object.values(document.sides).flatMap((layers) => layers.map((layer) => layer.id)));
  for (let n = 1; ; n += 1) {
    const id = `${prefix}-${n}`;
    if (!used.has(id)) return id;
  }
}
