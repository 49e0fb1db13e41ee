import type { MockupPlacement, PrintArea } from '../../src/schemas/blank-studio.ts';
import { rotatedBounds, type Bounds } from '../../src/lib/studio/safe-zone.ts';
import type { DesignLayer } from '../../src/schemas/design-document.ts';

// The studio canvas's geometry: the mockup fills the stage's width, the print area sits on it
// at its placement fractions, and the design is drawn in millimetres inside a group scaled by
// pixels-per-millimetre, so the document never holds a pixel (docs/studio-island.md).

export interface StageLayout {
  width: number;
  height: number;
  /** The print area's top-left corner on the stage, in px. */
  areaX: number;
  areaY: number;
  /** Stage pixels per millimetre of garment. */
  pxPerMm: number;
}

/** The stage for a mockup of natural size `image`, drawn `stageWidth` px wide. */
export function stageLayout(
  stageWidth: number,
  image: { width: number; height: number },
  area: Pick<PrintArea, 'widthMm'> & { placement: MockupPlacement },
): StageLayout {
  const height = image.width > 0 ? (stageWidth * image.height) / image.width : stageWidth;
  return {
    width: stageWidth,
    height,
    areaX: area.placement.x * stageWidth,
    areaY: area.placement.y * height,
    // The placement's width on the stage spans the print area's width in mm.
    pxPerMm: (area.placement.width * stageWidth) / area.widthMm,
  };
}

export const mmToPx = (mm: number, layout: Pick<StageLayout, 'pxPerMm'>) => mm * layout.pxPerMm;
export const pxToMm = (px: number, layout: Pick<StageLayout, 'pxPerMm'>) => px / layout.pxPerMm;

type Box = Pick<DesignLayer, 'xMm' | 'yMm' | 'widthMm' | 'heightMm' | 'rotation'>;

export interface SnapResult {
  /** Millimetres to add to the layer's position. */
  dx: number;
  dy: number;
  /** Guide lines to draw: x positions (vertical lines) and y positions (horizontal), in mm. */
  guidesX: number[];
  guidesY: number[];
}

/** Snap targets of a print area along one axis: both edges and the centre line. */
const targets = (size: number) => [0, size / 2, size];

function snapAxis(edges: [number, number, number], lines: number[], threshold: number): { delta: number; line: number | undefined } {
  let best: { delta: number; line: number | undefined } = { delta: 0, line: undefined };
  let bestDistance = threshold;
  for (const line of lines) {
    for (const edge of edges) {
      const distance = Math.abs(line - edge);
      if (distance <= bestDistance) {
        bestDistance = distance;
        best = { delta: line - edge, line };
      }
    }
  }
  return best;
}

/**
 * Snaps a layer being dragged to the print area's edges and centre lines: the nearest of the
 * layer's (rotated) left, centre and right within `thresholdMm` of a target moves onto it,
 * and the same for top, middle and bottom.
 */
export function snapToPrintArea(layer: Box, area: Pick<PrintArea, 'widthMm' | 'heightMm'>, thresholdMm: number): SnapResult {
  const b = rotatedBounds(layer);
  const x = snapAxis([b.left, (b.left + b.right) / 2, b.right], targets(area.widthMm), thresholdMm);
  const y = snapAxis([b.top, (b.top + b.bottom) / 2, b.bottom], targets(area.heightMm), thresholdMm);
  return { dx: x.delta, dy: y.delta, guidesX: x.line === undefined ? [] : [x.line], guidesY: y.line === undefined ? [] : [y.line] };
}

export type Alignment = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';
export const ALIGNMENTS: readonly Alignment[] = ['left', 'centre', 'right', 'top', 'middle', 'bottom'];

/** The layer's new top-left so that its rotated box meets the print area's edge or centre line. */
export function alignedPosition(layer: Box, area: Pick<PrintArea, 'widthMm' | 'heightMm'>, alignment: Alignment): { xMm: number; yMm: number } {
  const b: Bounds = rotatedBounds(layer);
  const shift = {
    left: -b.left,
    centre: area.widthMm / 2 - (b.left + b.right) / 2,
    right: area.widthMm - b.right,
    top: -b.top,
    middle: area.heightMm / 2 - (b.top + b.bottom) / 2,
    bottom: area.heightMm - b.bottom,
  }[alignment];
  const horizontal = alignment === 'left' || alignment === 'centre' || alignment === 'right';
  return horizontal ? { xMm: layer.xMm + shift, yMm: layer.yMm } : { xMm: layer.xMm, yMm: layer.yMm + shift };
}

/** The Konva node attributes of a layer in the mm group: positioned at its centre, rotated and flipped about it. */
export function nodeAttrs(layer: Box & Pick<DesignLayer, 'flipX' | 'flipY'>) {
  return {
    x: layer.xMm + layer.widthMm / 2,
    y: layer.yMm + layer.heightMm / 2,
    offsetX: layer.widthMm / 2,
    offsetY: layer.heightMm / 2,
    rotation: layer.rotation,
    scaleX: layer.flipX ? -1 : 1,
    scaleY: layer.flipY ? -1 : 1,
  };
}

/** What a transformed node says back: its centre, rotation and scale (flip included) in the mm group. */
export interface NodeTransform {
  x: number;
  y: number;
  rotation: number;
  scaleX: number;
  scaleY: number;
}

/** Normalises degrees to (-180, 180], the document's range. */
export function normaliseRotation(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  return turned > 180 ? turned - 360 : turned;
}

/**
 * A layer's new box after the Transformer scaled it: the size grows by the node's scale
 * (whose sign is the flip, which the document keeps separately) about the new centre.
 */
export function transformedBox(layer: Box & Pick<DesignLayer, 'flipX' | 'flipY'>, node: NodeTransform): Box & { scaleX: number; scaleY: number } {
  const scaleX = Math.abs(node.scaleX);
  const scaleY = Math.abs(node.scaleY);
  const widthMm = layer.widthMm * scaleX;
  const heightMm = layer.heightMm * scaleY;
  return { xMm: node.x - widthMm / 2, yMm: node.y - heightMm / 2, widthMm, heightMm, rotation: normaliseRotation(node.rotation), scaleX, scaleY };
}
