// Save as a product: a shopper's design becomes a custom product (sku STUSUB)
// with its own page, share link and "Edit in the studio", never listed to other shoppers;
// idempotent per design; personalisation templates name the design's visible text layers.
// Designs are made ready to sell by makeRenderedDesign (tests/support/factories/designs.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testStore } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { makeCustomer, makeRenderedDesign, renderTestFiles, tshirtBlank, type SignedInUser, type TestStore } from '../support/factories/index.ts';
import { setCollectionProducts } from '../../src/server/catalogue/catalogue-writes.ts';
import { designRendered } from '../../src/server/studio/design-products/design-rendered.ts';
import type { Db } from '../../src/platform/db/database.ts';
import type { DesignProduct } from '../../src/schemas/studio-calls.ts';
import { apiPath } from '../../src/schemas/api.ts';

let db: Db;
let demo: TestStore;
let demoId: number;
beforeAll(async () => {
  demo = await testStore('demo');
  ({ db } = demo);
  demoId = demo.division.id;
});

const uniqueName = (name: string) => `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A signed-in customer of `host`. */
function customer(host = 'demo'): Promise<SignedInUser> {
  return makeCustomer(db, { session: host });
}

const productRow = (id: number) => db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST studio.product (a design as a product)', () => {
  it('makes a custom STUSUB product from the design with its own page, share link and studio link', async () => {
    const { client, id: userId } = await customer();
    const design = await makeRenderedDesign(demo, { userId, back: true });
    const name = uniqueName('Team Tee');
    const response = await client.post<{ product: DesignProduct }>(apiPath('studio.product', { uuid: design.uuid }), {
      name,
      description: 'Our five-a-side kit.',
    });
    expect(response.status, response.text).toBe(201);
    const { product } = response.json;
    expect(product.sku).toBe(`STUSUB-${design.id}`);
    expect(product.url).toBe(`/product/${product.urlName}/`);
    expect(product.urlName).toMatch(/^team-tee-/);
    expect(product.approvalStatus).toBe('approved');

    const row = await productRow(product.id);
    expect(row).toMatchObject({
      division_id: demoId,
      name,
      price: design.price,
      design_id: design.id,
      base_product_id: design.blank.id,
      type: design.blank.type,
      enabled: 1,
    });
    const options = JSON.parse(row.options_json) as { colour: { name: string }; sizes: string[] }[];
    expect(options.map((option) => option.colour.name)).toEqual([design.colour]);
    expect(options[0]!.sizes).toEqual(design.blank.options[0]!.sizes);
    const designs = JSON.parse(row.designs_json) as Record<string, string | null>;
    expect(designs.front).toMatch(/^\/media\/studio-test-.+-front-print\.png$/);
    expect(designs.back).toMatch(/-back-print\.png$/);
    expect(designs.left).toBeNull();
    const images = JSON.parse(row.images_json) as { original: string; sizes: Record<string, string> }[];
    expect(images.map((image) => image.original)).toEqual([expect.stringMatching(/-front-mockup-800\.png$/), expect.stringMatching(/-back-mockup-800\.png$/)]);
    expect(Object.keys(images[0]!.sizes)).toEqual(['400', '800']);

    const page = await storeRequest('demo', product.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Designed in the studio');
    expect(page.text).toContain(`href="/studio/?design=${design.uuid}"`);
    expect(page.text).toContain('Edit in the studio');
    expect(page.text).toContain(`/product/${product.urlName}/`);
    expect(page.text).toMatch(/<meta name="robots" content="noindex/);
  });

  it('is idempotent per design and gives each name its own url name', async () => {
    const { client, id: userId } = await customer();
    const name = uniqueName('Same Name');
    const first = await makeRenderedDesign(demo, { userId });
    const second = await makeRenderedDesign(demo, { userId });
    const made = await client.post<{ product: DesignProduct }>(apiPath('studio.product', { uuid: first.uuid }), { name });
    expect(made.status).toBe(201);
    const again = await client.post<{ product: DesignProduct }>(apiPath('studio.product', { uuid: first.uuid }), { name: 'Another name' });
    expect(again.status).toBe(200);
    expect(again.json.product).toEqual(made.json.product);
    const other = await client.post<{ product: DesignProduct }>(apiPath('studio.product', { uuid: second.uuid }), { name });
    expect(other.status).toBe(201);
    expect(other.json.product.urlName).toBe(`${made.json.product.urlName}-2`);
    // Two at once (a double click) still make one product.
    const third = await makeRenderedDesign(demo, { userId });
    const racing = await Promise.all(
      [1, 2, 3].map(() => client.post<{ product: DesignProduct }>(apiPath('studio.product', { uuid: third.uuid }), { name: uniqueName('Race') })),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(racing.map((response) => response.json.product.id)).size).toBe(1);
    const count = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('design_id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('is never listed: not in search, collections, product lists nor the sitemap', async () => {
    const { client, id: userId } = await customer();
    const design = await makeRenderedDesign(demo, { userId });
    const name = uniqueName('Unlisted Zebra');
    const { json } = await client.post<{ product: DesignProduct }>(apiPath('studio.product', { uuid: design.uuid }), { name });
    // Even put into a collection (an owner could), it is not shown there.
    const collection = await db
      .selectFrom('collections')
      .select('id')
      .where('division_id', '=', demoId)
      .where('url_name', '=', 't-shirts')
      .executeTakeFirstOrThrow();
    await setCollectionProducts(demo, collection.id, [json.product.id]);
    const search = await storeRequest('demo', `/search/?search=${encodeURIComponent('Unlisted Zebra')}`);
    expect(search.status).toBe(200);
    expect(search.text).not.toContain(json.product.urlName);
    const sitemap = await storeRequest('demo', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).not.toContain(json.product.urlName);
    const listed = await storeRequest('demo', '/collection/t-shirts/');
    expect(listed.status).toBe(200);
    expect(listed.text).toContain('/product/'); // the collection does list its other products
    expect(listed.text).not.toContain(json.product.urlName);
    // Its own link still works.
    expect((await storeRequest('demo', json.product.url)).status).toBe(200);
  });

  it('checks the personalisation template against the design’s visible text layers', async () => {
    const { client, id: userId } = await customer();
    const design = await makeRenderedDesign(demo, { userId, back: true, hiddenLayer: true });
    const url = apiPath('studio.product', { uuid: design.uuid });
    const none = await client.post<{ errors: Record<string, string[]> }>(url, { name: 'P', personalizable: true, personalizationTemplate: [] });
    expect(none.status).toBe(422);
    expect(none.json.errors).toEqual({ personalizationTemplate: ['Choose at least one text layer to personalise.'] });
    const wrong = await client.post<{ errors: Record<string, string[]> }>(url, {
      name: 'P',
      personalizable: true,
      personalizationTemplate: [
        { layerId: 'name', label: 'Your name' },
        { layerId: 'ghost', label: 'Hidden' },
        { layerId: 'nope', label: 'Unknown' },
        { layerId: 'name', label: 'Again' },
      ],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({
      'personalizationTemplate.1.layerId': ['Choose a text layer of this design.'],
      'personalizationTemplate.2.layerId': ['Choose a text layer of this design.'],
      'personalizationTemplate.3.layerId': ['Each text layer can be personalised once.'],
    });
    const unnamed = await client.post<{ errors: Record<string, string[]> }>(url, { name: '' });
    expect(unnamed.status).toBe(422);
    expect(unnamed.json.errors).toEqual({ name: ['Name your design.'] });
    expect(await db.selectFrom('products').select('id').where('design_id', '=', design.id).executeTakeFirst()).toBeUndefined();

    const ok = await client.post<{ product: DesignProduct }>(url, {
      name: uniqueName('Named'),
      personalizable: true,
      personalizationTemplate: [
        { layerId: 'name', label: 'Your name', maxLength: 12 },
        { layerId: 'number', label: 'Number', maxLength: 2 },
      ],
    });
    expect(ok.status, ok.text).toBe(201);
    const row = await productRow(ok.json.product.id);
    expect(row.personalizable).toBe(1);
    expect(JSON.parse(row.personalization_template_json)).toEqual([
      { layerId: 'name', label: 'Your name', maxLength: 12 },
      { layerId: 'number', label: 'Number', maxLength: 2 },
    ]);
    const page = await storeRequest('demo', ok.json.product.url);
    expect(page.text).toContain('Your name');
    expect(page.text).toMatch(/name="item\[personalization\]\[name\]"[^>]*maxlength="12"/);
  });

  it('belongs to the design’s saver and to its store', async () => {
    const owner = await customer();
    const design = await makeRenderedDesign(demo, { userId: owner.id });
    const stranger = await customer();
    const refused = await stranger.client.post<{ message: string }>(apiPath('studio.product', { uuid: design.uuid }), { name: 'Mine now' });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Only the customer who saved this design can make it a product.');
    const otherStore = await new SessionClient('north').post<{ message: string }>(apiPath('studio.product', { uuid: design.uuid }), { name: 'Elsewhere' });
    expect(otherStore.status).toBe(404);
    const failed = await makeRenderedDesign(demo, { status: 'failed' });
    expect((await new SessionClient().post(apiPath('studio.product', { uuid: failed.uuid }), { name: 'Broken' })).status).toBe(422);
    expect((await storeRequest('demo', apiPath('studio.product', { uuid: design.uuid }))).status).toBe(405);
  });

  it('keeps only the personalisation fields whose text layers a re-saved design still prints', async () => {
    const { client, id: userId } = await customer();
    const design = await makeRenderedDesign(demo, { userId, back: true });
    const made = await client.post<{ product: DesignProduct }>(apiPath('studio.product', { uuid: design.uuid }), {
      name: uniqueName('Kit'),
      personalizable: true,
      personalizationTemplate: [
        { layerId: 'name', label: 'Name' },
        { layerId: 'number', label: 'Number' },
      ],
    });
    expect(made.status).toBe(201);
    // Saved again (PUT) without the back's number, then rendered.
    const document = { ...design.document, sides: { ...design.document.sides, back: [] } };
    await db
      .updateTable('designs')
      .set({ document_json: JSON.stringify(document), price: design.price - 600, updated_at: new Date().toISOString() })
      .where('id', '=', design.id)
      .execute();
    const { studio } = await tshirtBlank(db, demoId);
    await renderTestFiles(db, { id: design.id, uuid: design.uuid, divisionId: demoId, document, studio, version: 'v2' });
    await designRendered(demo, design.id);
    const row = await productRow(made.json.product.id);
    expect(JSON.parse(row.personalization_template_json)).toEqual([{ layerId: 'name', label: 'Name', maxLength: 40 }]);
    expect(row.personalizable).toBe(1);
    expect(row.price).toBe(design.price - 600);
    expect(JSON.parse(row.designs_json)).toMatchObject({ front: expect.stringMatching(/v2-front-print\.png$/), back: null });
  });

  it('shows the blank until the design is rendered, then its mockups (designRendered)', async () => {
    const design = await makeRenderedDesign(demo, { status: 'rendering' });
    const made = await new SessionClient().post<{ product: DesignProduct }>(apiPath('studio.product', { uuid: design.uuid }), {
      name: uniqueName('Visitor design'),
    });
    expect(made.status, made.text).toBe(201);
    const before = await productRow(made.json.product.id);
    const { studio } = await tshirtBlank(db, demoId);
    expect((JSON.parse(before.images_json) as { original: string }[])[0]!.original).toBe(
      studio.sides.find((side) => side.side === 'front')!.mockups[design.colour],
    );
    expect(JSON.parse(before.designs_json)).toEqual({ front: null, back: null, left: null, right: null });

    await renderTestFiles(db, { id: design.id, uuid: design.uuid, divisionId: demoId, document: design.document, studio, version: 'v1' });
    await db.updateTable('designs').set({ status: 'ready' }).where('id', '=', design.id).execute();
    await designRendered(demo, design.id);
    const after = await productRow(made.json.product.id);
    expect((JSON.parse(after.images_json) as { original: string }[])[0]!.original).toMatch(/-front-mockup-800\.png$/);
    expect(JSON.parse(after.designs_json).front).toMatch(/-front-print\.png$/);
    expect((JSON.parse(after.options_json) as { images: string[] }[])[0]!.images).toEqual([`design-${design.id}-front`]);
  });
});
