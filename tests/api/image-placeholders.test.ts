// Storefront pictures while they load: the product page's gallery (and the product grids
// below it) draw each stored picture's placeholder, its dominant colour and tiny preview,
// read from the picture's record on the server; sized, so nothing moves when it arrives.
// The gallery's zoom is a button per picture whose script loads only when reached for.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storeRequest } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';
import { readImageRecord } from '../../src/platform/storage/image-record.ts';

const PRODUCT = '/product/fjord-lines-t-shirt/';
const PLACEHOLDER_STYLE = /^background:(#[0-9a-f]{6}) url\("(data:image\/webp;base64,[A-Za-z0-9+/]+={0,2})"\) center\/cover no-repeat$/;

describe('image placeholders on the product page', () => {
  it("the gallery's pictures carry their record's colour and preview as background, sized, each in a zoom button", async () => {
    const response = await storeRequest('demo', PRODUCT);
    expect(response.status).toBe(200);
    const page = parseHtml(response.text);
    const buttons = page.all('.gallery .slide > button.zoom[data-zoom]');
    expect(buttons.length).toBeGreaterThan(0);
    const pictures = page.all('.gallery .slide img[data-image]');
    expect(pictures).toHaveLength(buttons.length);
    for (const [index, picture] of pictures.entries()) {
      const button = buttons[index]!;
      expect(button.attribs.type).toBe('button');
      expect(button.attribs['aria-pressed']).toBe('false');
      expect(button.attribs['aria-label']).toBe(`Zoom: ${picture.attribs.alt}`);
      expect(Number(picture.attribs.width)).toBeGreaterThan(0);
      expect(Number(picture.attribs.height)).toBeGreaterThan(0);
      const record = await readImageRecord(picture.attribs.src!, TEST_MEDIA_DIR);
      expect(record?.placeholder, picture.attribs.src).toBeDefined();
      expect('data-placeholder' in picture.attribs).toBe(true);
      const [, colour, preview] = PLACEHOLDER_STYLE.exec(picture.attribs.style ?? '') ?? [];
      expect({ colour, preview }).toEqual(record!.placeholder);
      // A few hundred bytes per picture, no request of its own.
      expect(preview!.length).toBeLessThan(700);
    }
  });

  it('the product grids below show placeholders for their pictures too', async () => {
    const page = parseHtml((await storeRequest('demo', PRODUCT)).text);
    const pods = page.all('.product-grid .pod img[data-image]');
    expect(pods.length).toBeGreaterThan(0);
    for (const picture of pods) {
      expect(picture.attribs.style).toMatch(PLACEHOLDER_STYLE);
      expect(picture.attribs.width).toBe('1110');
    }
  });

  it("a banner's stored picture shows its placeholder too", async () => {
    const page = parseHtml((await storeRequest('demo', '/')).text);
    const pictures = page.all('section.banner img.media, section.slide img.media');
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      const record = await readImageRecord(picture.attribs.src!, TEST_MEDIA_DIR);
      if (!record) continue;
      const [, colour, preview] = PLACEHOLDER_STYLE.exec(picture.attribs.style ?? '') ?? [];
      expect({ colour, preview }).toEqual(record.placeholder);
    }
    expect(pictures.filter((picture) => 'data-placeholder' in picture.attribs).length).toBeGreaterThan(0);
  });

  it('a picture from elsewhere (not in the media store) has no placeholder and still works', async () => {
    // The demo's pictures are all stored; the record reader says nothing of other addresses.
    expect(await readImageRecord('https://cdn.example.com/a.webp', TEST_MEDIA_DIR)).toBeUndefined();
    expect(await readImageRecord('/media/0123456789abcdef-960.webp', TEST_MEDIA_DIR)).toBeUndefined();
  });

  it('before a shopper reaches for a picture, the page loads only the zoom’s boot script and the pictures’ state script; the zoom comes later', async () => {
    const page = parseHtml((await storeRequest('demo', PRODUCT)).text);
    const sources = page.all('script[src]').map((script) => script.attribs.src!);
    const boot = sources.find((src) => /\/Gallery\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/.test(src));
    const state = sources.find((src) => /\/ImageState\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/.test(src));
    expect(boot).toBeDefined();
    expect(state).toBeDefined();
    const bootCode = (await storeRequest('demo', boot!)).text;
    const stateCode = (await storeRequest('demo', state!)).text;
    // The zoom module is imported dynamically, not with the page.
    expect(bootCode).toMatch(/import\(`\.\/gallery-zoom\.[\w-]+\.js`\)|import\("\.\/gallery-zoom\.[\w-]+\.js"\)/);
    expect(sources.some((src) => /gallery-zoom/.test(src))).toBe(false);
    expect(gzipSync(bootCode).length + gzipSync(stateCode).length).toBeLessThanOrEqual(1200);
  });
});
