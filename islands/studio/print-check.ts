import type { BlankSide, GarmentSide } from '../../src/schemas/blank-studio.ts';
import { DPI_BLOCK, DPI_WARNING } from '../../src/schemas/blank-studio.ts';
import type { DesignDocument, DesignLayer } from '../../src/schemas/design-document.ts';
import { checkDesign, type DesignCheck } from '../../src/lib/studio/design-check.ts';
import type { LayerFlag } from './StudioCanvas.tsx';

// The truth about print in words: the design check of src/lib/studio turned into
// the lines of the "Print check" panel and the outlines on the canvas.

export const SIDE_LABELS: Record<GarmentSide, string> = { front: 'Front', back: 'Back', left: 'Left sleeve', right: 'Right sleeve' };

export interface CheckLine {
  level: 'block' | 'warn';
  text: string;
  layerId?: string;
}

/** A layer as the shopper knows it: its words, or "Image 2". */
export function layerName(layers: readonly DesignLayer[], layer: DesignLayer): string {
  if (layer.type === 'text') {
    const words = layer.text.replace(/\s+/g, ' ').trim();
    return `Text “${words.length > 24 ? `${words.slice(0, 23)}…` : words}”`;
  }
  return `Image ${layers.filter((candidate) => candidate.type === 'image').indexOf(layer) + 1}`;
}

export function checkLines(document: DesignDocument, check: DesignCheck): CheckLine[] {
  const name = (side: GarmentSide, id: string) => {
    const layer = document.sides[side].find((candidate) => candidate.id === id);
    return layer ? layerName(document.sides[side], layer) : id;
  };
  const lines: CheckLine[] = [];
  for (const side of check.unofferedSides) lines.push({ level: 'block', text: `This product cannot be printed on the ${side}.` });
  for (const report of check.resolutions) {
    const where = `${SIDE_LABELS[report.side]}: ${name(report.side, report.layerId)} prints at ${Math.floor(report.dpi)} DPI`;
    if (report.status === 'block')
      lines.push({
        level: 'block',
        layerId: report.layerId,
        text: `${where}. Under ${DPI_BLOCK} DPI it cannot be printed: make it smaller or use a larger image.`,
      });
    else if (report.status === 'warn')
      lines.push({ level: 'warn', layerId: report.layerId, text: `${where}. Under ${DPI_WARNING} DPI it may print soft or blocky.` });
  }
  for (const problem of check.placements) {
    const what = `${SIDE_LABELS[problem.side]}: ${name(problem.side, problem.layerId)}`;
    lines.push(
      problem.placement === 'outside-print-area'
        ? { level: 'warn', layerId: problem.layerId, text: `${what} goes outside the print area: that part will not print.` }
        : { level: 'warn', layerId: problem.layerId, text: `${what} is outside the safe zone and may be trimmed.` },
    );
  }
  for (const ink of check.inks) {
    const what = `${SIDE_LABELS[ink.side]}: ${name(ink.side, ink.layerId)}`;
    lines.push(
      ink.kind === 'low-contrast'
        ? { level: 'warn', layerId: ink.layerId, text: `${what} is too close to the garment's colour to print clearly on ${document.colour}.` }
        : { level: 'warn', layerId: ink.layerId, text: `${what} is translucent: on ${document.colour} it prints paler than shown.` },
    );
  }
  return lines;
}

/** The design check for the document on this blank in its colour. */
export function runCheck(document: DesignDocument, sides: readonly BlankSide[], garmentHex: string): DesignCheck {
  return checkDesign(document, sides, garmentHex);
}

/** Outline colour per layer: a block wins over a warning. */
export function layerFlags(lines: readonly CheckLine[]): Map<string, LayerFlag> {
  const flags = new Map<string, LayerFlag>();
  for (const line of lines) {
    if (!line.layerId) continue;
    if (line.level === 'block' || !flags.has(line.layerId)) flags.set(line.layerId, line.level);
  }
  return flags;
}

/** Why saving and buying are disabled, or undefined when the design can be printed. */
export function blockReason(check: DesignCheck, lines: readonly CheckLine[]): string | undefined {
  if (check.printable) return undefined;
  return lines.find((line) => line.level === 'block')?.text ?? 'This design cannot be printed yet.';
}
