import { describe, expect, it } from 'vitest';
import { DesignDocument } from '../../../src/schemas/design-document.ts';
import type { BlankStudio } from '../../../src/schemas/blank-studio.ts';
import { personalizedDocument, personalizedSides } from '../../../src/server/studio/design-products/personalized-document.ts';
import { readPersonalization, resolvePersonalization } from '../../../src/server/studio/design-products/personalization.ts';
import { blankImages, mockupImages, printDesigns, productLook } from '../../../src/server/studio/design-products/product-look.ts';
import { checkTemplate } from '../../../src/server/studio/design-products/design-product.ts';
import { ApiError } from '../../../src/platform/errors/api-error.ts';
import type { DesignFileRow } from '../../../src/server/studio/designs/design-records.ts';
import { documentWith, imageLayer, textLayer } from '../studio/fixtures.ts';

const document = DesignDocument.parse(
  documentWith({
    front: [textLayer({ id: 'name', text: 'Hello' }), imageLayer(), textLayer({ id: 'ghost', hidden: true })],
    back: [textLayer({ id: 'number', text: '10' })],
  }),
);

const file = (overrides: Partial<DesignFileRow>): DesignFileRow => ({
  id: 1,
  design_id: 5,
  division_id: 1,
  kind: 'mockup',
  side: 'front',
  colour: 'Black',
  width: 400,
  height: 400,
  dpi: null,
  url: '/media/x.png',
  bytes: 1,
  created_at: '',
  ...overrides,
});

const fieldErrors = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.fieldErrors;
    throw error;
  }
  return undefined;
};

describe('personalisation template', () => {
  it('names visible text layers, each once', () => {
    expect(
      fieldErrors(() =>
        checkTemplate(document, {
          personalizable: true,
          personalizationTemplate: [
            { layerId: 'name', label: 'Name', maxLength: 10 },
            { layerId: 'number', label: 'No.', maxLength: 2 },
          ],
        }),
      ),
    ).toBeUndefined();
    expect(
      fieldErrors(() =>
        checkTemplate(document, {
          personalizable: true,
          personalizationTemplate: [
            { layerId: 'image-1', label: 'A', maxLength: 5 },
            { layerId: 'ghost', label: 'B', maxLength: 5 },
            { layerId: 'number', label: 'C', maxLength: 5 },
            { layerId: 'number', label: 'D', maxLength: 5 },
          ],
        }),
      ),
    ).toEqual({
      'personalizationTemplate.0.layerId': ['Choose a text layer of this design.'],
      'personalizationTemplate.1.layerId': ['Choose a text layer of this design.'],
      'personalizationTemplate.3.layerId': ['Each text layer can be personalised once.'],
    });
    expect(
      fieldErrors(() => checkTemplate(document, { personalizable: false, personalizationTemplate: [{ layerId: 'nope', label: 'x', maxLength: 1 }] })),
    ).toBeUndefined();
  });

  it('takes the buyer’s texts in template order, filled in and within their length', () => {
    const product = {
      personalizable: true,
      personalizationTemplate: [
        { layerId: 'name', label: 'Your name', maxLength: 5 },
        { layerId: 'number', label: 'Number', maxLength: 2 },
      ],
    };
    expect(resolvePersonalization(product, { number: ' 7 ', name: 'Sa  m' })).toEqual([
      { layerId: 'name', label: 'Your name', text: 'Sa m' },
      { layerId: 'number', label: 'Number', text: '7' },
    ]);
    expect(fieldErrors(() => resolvePersonalization(product, { name: 'Samantha', number: '   ' }))).toEqual({
      'item.personalization.name': ['Your name may be at most 5 characters.'],
      'item.personalization.number': ['Please fill in Number.'],
    });
    expect(resolvePersonalization({ personalizable: false, personalizationTemplate: product.personalizationTemplate }, { name: 'ignored' })).toEqual([]);
  });

  it('reads stored texts, and bad JSON as none', () => {
    expect(readPersonalization('[{"layerId":"a","label":"A","text":"x"}]')).toEqual([{ layerId: 'a', label: 'A', text: 'x' }]);
    expect(readPersonalization('not json')).toEqual([]);
    expect(readPersonalization('[{"layerId":1}]')).toEqual([]);
  });

  it('prints the buyer’s texts in the templated layers only', () => {
    const texts = [{ layerId: 'number', label: 'Number', text: '23' }];
    const printed = personalizedDocument(document, texts);
    expect(printed.sides.back[0]).toMatchObject({ id: 'number', text: '23', xMm: document.sides.back[0]!.xMm });
    expect(printed.sides.front).toEqual(document.sides.front);
    expect(document.sides.back[0]).toMatchObject({ text: '10' });
    expect(personalizedSides(document, texts)).toEqual(['back']);
    expect(personalizedSides(document, [{ layerId: 'ghost', label: 'G', text: 'x' }])).toEqual([]);
  });
});

describe('product look', () => {
  const option = { colour: { name: 'Black', hex: '#000000' }, sizes: ['S', 'M'], images: [], pro: true };
  const studio: BlankStudio = {
    sides: [
      {
        side: 'back',
        printArea: { widthMm: 1, heightMm: 1, safeInsetMm: 0, placement: { x: 0, y: 0, width: 1, height: 1 } },
        printCost: 1,
        mockups: { Black: '/media/back.png' },
      },
      {
        side: 'front',
        printArea: { widthMm: 1, heightMm: 1, safeInsetMm: 0, placement: { x: 0, y: 0, width: 1, height: 1 } },
        printCost: 1,
        mockups: { Black: '/media/front.png', White: '/media/w.png' },
      },
    ],
  };
  const files = [
    file({ side: 'back', width: 800, height: 800, url: '/media/b800.png' }),
    file({ side: 'front', width: 800, height: 800, url: '/media/f800.png' }),
    file({ side: 'front', width: 400, height: 400, url: '/media/f400.png' }),
    file({ side: 'front', colour: 'White', url: '/media/white.png' }),
    file({ kind: 'print', side: 'front', colour: null, width: 3543, height: 4724, dpi: 300, url: '/media/print-front.png' }),
  ];

  it('shows the design’s mockups in its colour, front first, every width', () => {
    const images = mockupImages(5, 'Black', files);
    expect(images.map((image) => [image.id, image.original, image.sizes])).toEqual([
      ['design-5-front', '/media/f800.png', { 400: '/media/f400.png', 800: '/media/f800.png' }],
      ['design-5-back', '/media/b800.png', { 800: '/media/b800.png' }],
    ]);
    expect(printDesigns(files)).toEqual({ front: '/media/print-front.png', back: null, left: null, right: null });
  });

  it('shows the blank’s mockups until the design is rendered, and offers the one colour', () => {
    const rendering = productLook({ designId: 5, colour: 'Black', ready: false, files, blankId: 9, blankOption: option, studio });
    expect(rendering.images.map((image) => image.original)).toEqual(['/media/front.png', '/media/back.png']);
    expect(rendering.designs).toEqual({ front: null, back: null, left: null, right: null });
    expect(rendering.options).toEqual([{ ...option, pro: false, images: ['blank-9-front', 'blank-9-back'] }]);
    const ready = productLook({ designId: 5, colour: 'Black', ready: true, files, blankId: 9, blankOption: option, studio });
    expect(ready.options[0]!.images).toEqual(['design-5-front', 'design-5-back']);
    expect(blankImages(9, 'Red', studio)).toEqual([]);
  });
});
