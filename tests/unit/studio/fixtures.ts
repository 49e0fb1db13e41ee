import type { DesignDocumentInput } from '../../../src/schemas/design-document.ts';

// Raw documents as the island would send them; each test parses them through the schema.

export const textLayer = (overrides: Record<string, unknown> = {}) => ({
  id: 'text-1',
  type: 'text',
  text: 'Hello',
  fontFamily: 'Lato',
  fontWeight: 700,
  fontSizeMm: 20,
  colour: '#FFF',
  xMm: 10,
  yMm: 10,
  widthMm: 100,
  heightMm: 30,
  ...overrides,
});

export const imageLayer = (overrides: Record<string, unknown> = {}) => ({
  id: 'image-1',
  type: 'image',
  src: '/media/demo/art.png',
  pixelWidth: 3000,
  pixelHeight: 2000,
  xMm: 20,
  yMm: 40,
  widthMm: 254,
  heightMm: 169.33,
  ...overrides,
});

export const documentWith = (sides: Record<string, unknown[]>, overrides: Record<string, unknown> = {}) =>
  ({ product: { id: 7, sku: 'TSHIRT-BLANK' }, colour: 'Black', sides, ...overrides }) as DesignDocumentInput;
