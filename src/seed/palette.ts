/** Garment colours of the demo catalogue: name → swatch hex. */
export const COLOURS = {
  White: '#f4f3ef',
  Black: '#1d1d1f',
  Navy: '#1f2a44',
  'Forest Green': '#2f4f3a',
  'Heather Grey': '#9b9fa4',
  Sand: '#d8c7a6',
  Natural: '#efe6d2',
  'Dusty Pink': '#d9a5a0',
  Ochre: '#c8902e',
  'Sky Blue': '#8fb8d8',
  Burgundy: '#6d2432',
  Moss: '#6b7a3a',
} as const;

export type ColourName = keyof typeof COLOURS;
