import { describe, expect, it } from 'vitest';
import { DesignDocument, MAX_LAYERS_PER_SIDE, MAX_TEXT_LENGTH, parseDesignDocument, visibleLayers } from '../../../src/schemas/design-document.ts';
import { documentWith, imageLayer, textLayer } from './fixtures.ts';

function problemsOf(input: unknown): string[] {
  const result = parseDesignDocument(input);
  if (result.ok) throw new Error('expected the document to be rejected');
  return result.problems;
}

describe('design document', () => {
  it('accepts a design with text and an image, filling defaults and normalising colour', () => {
    const result = parseDesignDocument(
      documentWith({ front: [imageLayer(), textLayer()], back: [textLayer({ id: 'back-1', fontWeight: 400, italic: true, rotation: -30, curve: 120 })] }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { document } = result;
    expect(document.version).toBe(1);
    expect(document.sides.left).toEqual([]);
    expect(document.sides.right).toEqual([]);
    const [image, text] = document.sides.front;
    expect(image).toMatchObject({ type: 'image', rotation: 0, flipX: false, flipY: false, locked: false, hidden: false });
    expect(text).toMatchObject({ type: 'text', colour: '#ffffff', align: 'center', letterSpacingMm: 0, curve: 0, italic: false });
    expect(document.sides.back[0]).toMatchObject({ rotation: -30, curve: 120, italic: true });
  });

  it('keeps layer order, bottom first', () => {
    const document = DesignDocument.parse(documentWith({ front: [textLayer({ id: 'a' }), textLayer({ id: 'b' }), textLayer({ id: 'c', hidden: true })] }));
    expect(document.sides.front.map((layer) => layer.id)).toEqual(['a', 'b', 'c']);
    expect(visibleLayers(document.sides.front).map((layer) => layer.id)).toEqual(['a', 'b']);
  });

  it('rejects a weight or an italic the font does not ship, naming what it ships', () => {
    expect(problemsOf(documentWith({ front: [textLayer({ fontWeight: 500 })] }))).toEqual(['sides.front[0].fontWeight: Lato ships weights 400, 700, 900.']);
    expect(problemsOf(documentWith({ front: [textLayer({ fontFamily: 'Oswald', fontWeight: 400, italic: true })] }))).toEqual([
      'sides.front[0].italic: Oswald has no italic.',
    ]);
    expect(problemsOf(documentWith({ front: [textLayer({ fontFamily: 'Comic Sans' })] }))).toEqual([
      'sides.front[0].fontFamily: Choose one of the studio fonts.',
    ]);
  });

  it('rejects bad colours with the hex colour message', () => {
    expect(problemsOf(documentWith({ front: [textLayer({ colour: 'red' })] }))).toEqual(['sides.front[0].colour: Invalid hex colour']);
  });

  it('rejects image addresses the URL sanitiser blocks and keeps the ones it allows', () => {
    for (const src of ['javascript:alert(1)', 'data:text/html,<script>1</script>', '/\\evil.example/x.png']) {
      expect(problemsOf(documentWith({ front: [imageLayer({ src })] }))).toEqual(['sides.front[0].src: The image address is not allowed.']);
    }
    expect(problemsOf(documentWith({ front: [imageLayer({ src: '  ' })] }))).toEqual(['sides.front[0].src: An image layer needs an image address.']);
    const document = DesignDocument.parse(documentWith({ front: [imageLayer({ src: 'https://cdn.example/a.png' })] }));
    expect(document.sides.front[0]).toMatchObject({ src: 'https://cdn.example/a.png' });
  });

  it('rejects images without a real pixel size', () => {
    expect(problemsOf(documentWith({ front: [imageLayer({ pixelWidth: 0 })] }))[0]).toMatch(/^sides\.front\[0\]\.pixelWidth: /);
    expect(problemsOf(documentWith({ front: [imageLayer({ pixelHeight: 10.5 })] }))[0]).toMatch(/^sides\.front\[0\]\.pixelHeight: /);
    expect(problemsOf(documentWith({ front: [imageLayer({ pixelWidth: 20_001 })] }))).toEqual([
      'sides.front[0].pixelWidth: Images may be at most 20000 pixels wide.',
    ]);
  });

  it('bounds layers per side, text length and empty text', () => {
    const many = Array.from({ length: MAX_LAYERS_PER_SIDE + 1 }, (_, index) => textLayer({ id: `t${index}` }));
    expect(problemsOf(documentWith({ back: many }))).toEqual([`sides.back: A side may have at most ${MAX_LAYERS_PER_SIDE} layers.`]);
    expect(parseDesignDocument(documentWith({ back: many.slice(1) })).ok).toBe(true);
    expect(problemsOf(documentWith({ front: [textLayer({ text: 'x'.repeat(MAX_TEXT_LENGTH + 1) })] }))).toEqual([
      `sides.front[0].text: Text may be at most ${MAX_TEXT_LENGTH} characters.`,
    ]);
    expect(problemsOf(documentWith({ front: [textLayer({ text: '   ' })] }))).toEqual(['sides.front[0].text: Text cannot be empty.']);
  });

  it('rejects sizes of 0, unknown sides, unknown layer types and duplicate layer ids', () => {
    expect(problemsOf(documentWith({ front: [textLayer({ widthMm: 0 })] }))).toEqual(['sides.front[0].widthMm: The layer width must be more than 0 mm.']);
    expect(problemsOf(documentWith({ sleeve: [] }))).toEqual(['sides: Sides are front, back, left and right.']);
    expect(problemsOf(documentWith({ front: [{ ...textLayer(), type: 'shape' }] }))).toEqual(['sides.front[0].type: A layer is either text or an image.']);
    expect(problemsOf(documentWith({ front: [textLayer()], back: [textLayer()] }))).toEqual(['sides.back[0].id: Layer id text-1 is used twice.']);
  });

  it('requires the product and a colour', () => {
    expect(problemsOf({ colour: 'Black', sides: {} })[0]).toMatch(/^product: /);
    expect(problemsOf(documentWith({}, { colour: '' }))).toEqual(['colour: Choose a colour.']);
    expect(problemsOf(documentWith({}, { product: { id: 7, sku: 'TSHIRT-RED' } }))).toEqual(['product.sku: Designs are made on a blank product.']);
    expect(problemsOf(null)).toHaveLength(1);
  });
});
