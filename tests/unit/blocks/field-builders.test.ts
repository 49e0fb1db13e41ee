import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  align,
  alignmentField,
  buttonColours,
  buttonStyleFields,
  colourField,
  colourFields,
  cssColour,
  cssLength,
  iconField,
  icon,
  imageField,
  imageSizes,
  imageSizesField,
  linkField,
  money,
  overlayFields,
  priceFields,
  radiusField,
  safeUrl,
  shadowField,
  text,
  textShadow,
  truncated,
  videoField,
} from '../../../blocks/fields.ts';

// Each shared field group replaced fragments written out in the block schemas; the
// fragments below are those originals, copied from the schemas before the change. A
// builder must parse every sample exactly as its fragment did (values, defaults and
// refusals), so moving a block onto a builder never changes a stored page's reading.
const SAMPLES: unknown[] = [
  undefined,
  '',
  '  ',
  ' Hi there ',
  'left',
  'center',
  'right',
  'diagonal',
  'light',
  'heavy',
  '#ABC',
  '#aabbcc80',
  'rgb(1, 2, 3)',
  'red',
  'var(--x)',
  'red; x',
  '12px',
  '1.5rem',
  '12',
  'https://x.test/a b',
  '/p',
  'javascript:alert(1)',
  0,
  -1,
  0.5,
  1,
  1.5,
  1999,
  true,
  false,
  null,
  {},
  [],
  { '480': '/a.jpg', '960': 'javascript:x' },
  { text: '#fff' },
];
// The sanitiser reports blocked addresses on the console; the samples include some on purpose.
const quiet = <T>(run: () => T): T => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    return run();
  } finally {
    console.warn = warn;
  }
};
const reading = (schema: z.ZodType, value: unknown) =>
  quiet(() => {
    const result = schema.safeParse(value);
    return result.success ? { ok: result.data } : { refused: result.error.issues.map((issue) => [issue.code, issue.message]) };
  });
const parsesLike = (builder: z.ZodType, original: z.ZodType) => {
  for (const value of SAMPLES) expect(reading(builder, value), JSON.stringify(value)).toEqual(reading(original, value));
};
const parsesShapeLike = (builder: Record<string, z.ZodType>, original: Record<string, z.ZodType>) => {
  expect(Object.keys(builder)).toEqual(Object.keys(original));
  for (const [name, schema] of Object.entries(original)) parsesLike(builder[name]!, schema);
  parsesLike(z.object(builder), z.object(original));
};

describe('shared field builders parse like the fragments they replaced', () => {
  it('single fields', () => {
    parsesLike(linkField(), safeUrl());
    parsesLike(imageField(), safeUrl());
    parsesLike(videoField(), safeUrl());
    parsesLike(imageSizesField(), imageSizes());
    parsesLike(iconField('leaf'), icon('leaf'));
    parsesLike(iconField(), icon());
    parsesLike(colourField('Colour'), cssColour().optional());
    parsesLike(alignmentField('center'), align().default('center'));
    parsesLike(alignmentField('left'), align().default('left'));
    parsesLike(shadowField(), textShadow().default('none'));
    parsesLike(radiusField(), cssLength().optional());
  });

  it('colour, overlay, price and button groups', () => {
    parsesShapeLike(colourFields(), { textColor: cssColour().optional(), backgroundColor: cssColour().optional() });
    parsesShapeLike(overlayFields(0.15), { overlayColor: cssColour().default('#000000'), overlayOpacity: z.number().min(0).max(1).default(0.15) });
    parsesShapeLike(priceFields(), { price: money().optional(), salePrice: money().optional(), pricePrefix: text(20).default('') });
    parsesShapeLike(buttonColours(), { text: cssColour().optional(), background: cssColour().optional(), border: cssColour().optional() });
    parsesShapeLike(buttonStyleFields(), {
      textColor: cssColour().optional(),
      backgroundColor: cssColour().optional(),
      borderColor: cssColour().optional(),
      borderRadius: cssLength().optional(),
      fill: z.boolean().default(true),
    });
  });

  it('truncated text still cuts rather than refuses, and tells the editor its limit', () => {
    const title = truncated(5);
    expect(title.parse('Hello world')).toBe('Hello');
    expect(title.parse(undefined)).toBe('');
    expect(z.globalRegistry.get(title)).toMatchObject({ maxLength: 5 });
  });

  it('a builder carries its editor metadata, and a caller may relabel it', () => {
    expect(z.globalRegistry.get(alignmentField('left'))).toMatchObject({ label: 'Alignment', group: 'Layout', widget: 'alignment' });
    expect(z.globalRegistry.get(linkField('Profile address'))).toMatchObject({ label: 'Profile address', group: 'Link', widget: 'url' });
    expect(z.globalRegistry.get(overlayFields(0.2).overlayOpacity)).toMatchObject({ widget: 'slider', step: 0.05 });
  });
});
