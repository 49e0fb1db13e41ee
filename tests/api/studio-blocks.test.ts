// The studioSuggestion and customisationCatalog blocks draw THIS store's blanks
// (their mockups, their prices) and link into the studio aliases, server-side with no script.
import { beforeAll, describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb } from '../support/api.ts';
import { textContent } from 'domutils';
import { parseHtml } from '../support/html.ts';
import { makeBlank, makePage, makeProduct, makeStore, type ProductOverrides } from '../support/factories/index.ts';
import { starterHomePage } from '../../src/server/accounts/starter-store.ts';
import { node, ordered } from '../../src/seed/block-nodes.ts';
import { productFromRow } from '../../src/server/catalogue/products.ts';
import { STUDIO_ALIASES } from '../../src/lib/studio/studio-routes.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';

const SUBDOMAIN = `studio-blocks-${Date.now().toString(36)}`;
const EMPTY = `${SUBDOMAIN}-empty`;
const PAGE = '/make-it-yours/';

const image = (name: string, colour: string) => ({
  id: `img-${name}`,
  original: `/media/${name}.webp`,
  position: 0,
  altText: '',
  color: colour,
  width: 1280,
  height: 1280,
  sizes: { '640': `/media/${name}-640.webp` },
});
const option = (name: string, hex: string, imageId: string) => ({ colour: { name, hex }, sizes: ['M'], images: [imageId], pro: false });

/** A product of the store's own in Sand and Navy, each colour with its picture. */
function blank(sku: string, type: string, gender: ProductOverrides['gender'], price: number, enabled = true): ProductOverrides {
  const code = sku.toLowerCase();
  return {
    sku,
    name: sku,
    urlName: code,
    type,
    gender,
    manufacturer: 'Own',
    price,
    enabled,
    defaultColour: 'Sand',
    options: [option('Sand', '#d8c7a6', `img-${code}-sand`), option('Navy', '#1f2a44', `img-${code}-navy`)],
    images: [image(`${code}-sand`, 'Sand'), image(`${code}-navy`, 'Navy')],
  };
}

const studio = (code: string, printCosts: number[]) => ({
  sides: printCosts.map((printCost, index) => ({
    side: (['front', 'back'] as const)[index]!,
    printArea: { widthMm: 300, heightMm: 400, safeInsetMm: 10, placement: { x: 0.35, y: 0.25, width: 0.3, height: 0.4 } },
    printCost,
    mockups: { Sand: `/media/${code}-mockup-sand.webp`, Navy: `/media/${code}-mockup-navy.webp` },
  })),
});

const studioPage = (blocks: ReturnType<typeof node>[]) => ({ ...starterHomePage('Own'), url: PAGE, blocks: ordered(blocks) });

async function storeWithPage(subdomain: string, blocks: ReturnType<typeof node>[]): Promise<StoreScope> {
  const scope = await makeStore((await testDb()).db, { subdomain });
  await makePage(scope, studioPage(blocks));
  return scope;
}

const links = (html: string, selector: string) =>
  parseHtml(html)
    .all(`${selector} a[href]`)
    .map((element) => element.attribs.href!);
const images = (html: string, selector: string) =>
  parseHtml(html)
    .all(`${selector} img`)
    .map((element) => element.attribs.src!);

beforeAll(async () => {
  const own = await storeWithPage(SUBDOMAIN, [
    node('studioSuggestion', { title: 'Your hoodie', alias: '/custom-printed-hoodies/', colour: 'navy', buttonText: 'Design it' }),
    node('studioSuggestion', { title: 'No stickers here', alias: '/custom-printed-stickers/' }),
    node('customisationCatalog', { title: 'Design your own' }),
    node('customisationCatalog', { title: 'Only kids', garments: ['/kids-custom-printed-t-shirts/', '/custom-printed-stickers/'] }),
  ]);
  await makeBlank(own, { ...blank('OWN-BLANK-HD', 'hoodie', 'unisex', 3000), studio: studio('own-hd', [700, 500]) });
  await makeBlank(own, { ...blank('OWN-BLANK-TK', 't-shirt', 'kids', 900), studio: studio('own-tk', [400]) });
  // Not offered: a disabled blank, a blank without studio data, a product that is not a blank.
  await makeBlank(own, { ...blank('OWN-BLANK-ST', 'sticker', 'unisex', 200, false), studio: studio('own-st', [100]) });
  await makeProduct(own, blank('OWN-BLANK-VT', 'vest', 'unisex', 1000));
  await makeProduct(own, blank('OWN-SWEATER-1', 'sweater', 'unisex', 1000));
  await storeWithPage(EMPTY, [node('studioSuggestion', {}), node('customisationCatalog', {})]);
});

describe('studio blocks on a page', () => {
  it("studioSuggestion draws this store's blank in the chosen colour, its price and a link to the alias", async () => {
    const response = await storeRequest(SUBDOMAIN, PAGE);
    expect(response.status).toBe(200);
    const suggestion = parseHtml(response.text).all('[data-block-type="studioSuggestion"]');
    expect(suggestion).toHaveLength(2);
    expect(links(response.text, '[data-block-type="studioSuggestion"]')).toEqual(['/custom-printed-hoodies/', '/custom-printed-hoodies/']);
    expect(images(response.text, '[data-block-type="studioSuggestion"]')).toEqual(['/media/own-blank-hd-navy.webp']);
    expect(response.text).toContain('/media/own-blank-hd-navy-640.webp 640w');
    // The hoodie's price and its cheaper side (the back): £30 + £5.
    expect(parseHtml(response.text).text('[data-block-type="studioSuggestion"] .from')).toBe('From £35.00');
    expect(response.text).not.toContain('No stickers here');
  });

  it("customisationCatalog lists each alias this store has a blank for, with its mockup and 'from' price", async () => {
    const response = await storeRequest(SUBDOMAIN, PAGE);
    // A kids' tee serves the kids' alias and the plain tee alias (no unisex tee here); never the men's or women's.
    const expected = ['/design-your-own-t-shirt/', '/kids-custom-printed-t-shirts/', '/custom-printed-hoodies/'];
    // The second catalogue asks for kids' tees and stickers: this store sells no stickers.
    expect(links(response.text, '[data-block-type="customisationCatalog"]')).toEqual([...expected, '/kids-custom-printed-t-shirts/']);
    expect(images(response.text, '[data-block-type="customisationCatalog"]')).toEqual([
      '/media/own-blank-tk-sand.webp',
      '/media/own-blank-tk-sand.webp',
      '/media/own-blank-hd-sand.webp',
      '/media/own-blank-tk-sand.webp',
    ]);
    const prices = parseHtml(response.text)
      .all('[data-block-type="customisationCatalog"] .from')
      .map((element) => textContent(element).replace(/\s+/g, ' ').trim());
    // The kids' tee £9 + £4 (its one side), the hoodie £30 + £5 (its cheaper side).
    expect(prices).toEqual(['From £13.00', 'From £13.00', 'From £35.00', 'From £13.00']);
    expect(response.text).not.toMatch(/own-blank-(st|vt)|own-sweater/);
  });

  it('draws nothing for shoppers in a store without blanks, and no script either way', async () => {
    const empty = await storeRequest(EMPTY, PAGE);
    expect(empty.status).toBe(200);
    expect(parseHtml(empty.text).all('[data-block-type="studioSuggestion"] a, [data-block-type="customisationCatalog"] a')).toHaveLength(0);
    const own = await storeRequest(SUBDOMAIN, PAGE);
    expect(parseHtml(own.text).all('[data-block-type="studioSuggestion"] script, [data-block-type="customisationCatalog"] script')).toHaveLength(0);
  });

  it("each demo store's home invites shoppers into the studio on its own blanks", async () => {
    const { db } = await testDb();
    for (const store of ['demo', 'north']) {
      const response = await storeRequest(store, '/');
      expect(response.status).toBe(200);
      expect(links(response.text, '[data-block-type="studioSuggestion"]')).toContain('/design-your-own-t-shirt/');
      expect(links(response.text, '[data-block-type="customisationCatalog"]')).toEqual(STUDIO_ALIASES.map((alias) => alias.path));
      const rows = await db
        .selectFrom('products')
        .selectAll()
        .where('division_id', '=', await divisionId(store))
        .execute();
      const ownImages = new Set(
        rows.filter((row) => row.sku.includes('BLANK')).flatMap((row) => productFromRow(row).images.map((picture) => picture.original)),
      );
      const shown = [...images(response.text, '[data-block-type="studioSuggestion"]'), ...images(response.text, '[data-block-type="customisationCatalog"]')];
      expect(shown).toHaveLength(1 + STUDIO_ALIASES.length);
      for (const address of shown) expect(ownImages.has(address), `${store} shows ${address}`).toBe(true);
      for (const address of new Set(shown)) expect((await storeRequest(store, address)).status, address).toBe(200);
    }
  });
});
