import { DPI_BLOCK, DPI_WARNING, PRINT_DPI, type BlankStudio } from '../../../schemas/blank-studio.ts';
import { INK_CONTRAST_MINIMUM } from '../../../lib/studio/ink-colours.ts';

// The print rules in words, drawn on the studio page before (and without) JavaScript: what
// each side prints, what it costs, and the rules the island checks live (docs/studio.md).

const SIDE_NAMES = { front: 'Front', back: 'Back', left: 'Left sleeve', right: 'Right sleeve' } as const;

const mm = (value: number) => `${Number(value.toFixed(1))} mm`;

export function printRulesInWords(studio: BlankStudio, money: (amount: number) => string): string[] {
  const sides = studio.sides.map(
    ({ side, printArea, printCost }) =>
      `${SIDE_NAMES[side]}: a print area of ${mm(printArea.widthMm)} × ${mm(printArea.heightMm)}; keep important content ${mm(printArea.safeInsetMm)} inside its edges. Printing it adds ${money(printCost)}.`,
  );
  return [
    ...sides,
    `Every side prints at ${PRINT_DPI} DPI. Images look sharp at ${DPI_WARNING} DPI or more at their printed size; under ${DPI_WARNING} DPI we warn you, and under ${DPI_BLOCK} DPI the design cannot be printed.`,
    'Content outside the print area is not printed; content outside the safe zone may be trimmed.',
    `On dark garments, ink with less than ${INK_CONTRAST_MINIMUM}:1 contrast with the fabric, and translucent ink, will not print as shown.`,
  ];
}
