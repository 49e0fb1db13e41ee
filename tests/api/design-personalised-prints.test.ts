// Personalisation for the factory: once an order with a personalised studio line
// is paid, the job order.personalised-prints renders that line's templated sides with the
// buyer's texts (the design render job's own renderer, 300 DPI) and points the item's print
// file rows at them; other sides and unpersonalised lines keep the design's files; a re-run
// changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { testDb, testStore } from '../support/api.ts';
import type { SessionClient } from '../support/session-client.ts';
import {
  makeCustomer,
  makeRenderedDesign,
  renderTestFiles,
  tshirtBlank,
  uniqueEmail,
  type RenderedDesign,
  type TestStore,
} from '../support/factories/index.ts';
import { jobFinished } from '../support/jobs.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';
import { designRendered } from '../../src/server/studio/design-products/design-rendered.ts';
import { makePersonalisedPrints } from '../../src/server/studio/design-products/personalised-prints.ts';
import { personalizedDocument } from '../../src/server/studio/design-products/personalized-document.ts';
import { renderPrintPng } from '../../src/server/studio/print-files/print-file.ts';
import type { Connection, Db } from '../../src/platform/db/database.ts';
import type { DesignProduct } from '../../src/schemas/studio-calls.ts';
import type { DesignLayer } from '../../src/schemas/design-document.ts';
import { apiPath } from '../../src/schemas/api.ts';

const ORDERS = '/omnis/v3/checkout/orders/';
const PAY = '/omnis/v3/payments/pay/';
const ADD = '/omnis/v3/frontend/product/addItemToCart/';
const BUYER_TEXT = 'Samantha Jones';

let db: Db;
let demo: TestStore;
let connection: Connection;
let demoId: number;
beforeAll(async () => {
  connection = await testDb();
  demo = await testStore('demo');
  ({ db } = demo);
  demoId = demo.division.id;
});

const checkoutBody = () => ({
  email: uniqueEmail('personalised'),
  shippingAddress: { name: 'Olivia Shopper', company: '', street: '1 High Street', city: 'London', state: '', country: 'GB', zip: 'SW1A 1AA' },
  shippingMethod: 'express',
});
const key = () => `key_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 12)}`;

async function place(client: SessionClient): Promise<string> {
  const placed = await client.post<{ order: { uuid: string } }>(ORDERS, checkoutBody());
  expect(placed.status, placed.text).toBe(201);
  return placed.json.order.uuid;
}

async function pay(client: SessionClient, uuid: string) {
  const paid = await client.post<{ status: string }>(PAY, {
    order: uuid,
    number: '4242424242424242',
    expiry: '12/39',
    cvc: '123',
    name: 'Olivia Shopper',
    idempotencyKey: key(),
  });
  expect(paid.status, paid.text).toBe(200);
  expect(paid.json.status).toBe('paid');
  return db.selectFrom('orders').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
}

/** A signed-in customer's design (text "Hello" on the front, "23" on the back) sold as a product whose front text the buyer writes. */
async function personalisableDesign(
  options: { status?: 'rendering' } = {},
): Promise<{ client: SessionClient; design: RenderedDesign; add: (text: string) => Promise<void> }> {
  const { id: userId, client } = await makeCustomer(db, { session: true });
  const design = await makeRenderedDesign(demo, { userId, back: true, ...options });
  const made = await client.post<{ product: DesignProduct }>(apiPath('studio.product', { uuid: design.uuid }), {
    name: `Named ${Date.now()}`,
    personalizable: true,
    personalizationTemplate: [{ layerId: 'name', label: 'Your name', maxLength: 20 }],
  });
  expect(made.status, made.text).toBe(201);
  const add = async (text: string) => {
    const added = await client.post(ADD, {
      item: { productId: made.json.product.id, productColor: design.colour, productSize: design.blank.options[0]!.sizes[0], personalization: { name: text } },
    });
    expect(added.status, added.text).toBe(200);
  };
  return { client, design, add };
}

const designPrintUrl = async (designId: number, side: string) =>
  (
    await db
      .selectFrom('design_files')
      .select('url')
      .where('design_id', '=', designId)
      .where('kind', '=', 'print')
      .where('side', '=', side)
      .executeTakeFirstOrThrow()
  ).url;

const itemFiles = (itemId: number) => db.selectFrom('order_item_files').selectAll().where('order_item_id', '=', itemId).orderBy('side').execute();

const mediaPath = (url: string) => path.join(TEST_MEDIA_DIR, url.replace(/^\/media\//, ''));

/** The front as the renderer draws it with `text` in the templated layer. */
async function frontWith(design: RenderedDesign, text: string) {
  const { studio } = await tshirtBlank(db, demoId);
  const area = studio.sides.find((side) => side.side === 'front')!.printArea;
  const layers: DesignLayer[] = personalizedDocument(design.document, [{ layerId: 'name', label: 'Your name', text }]).sides.front;
  return (await renderPrintPng(layers, area, new Map())).png;
}

/** The width of the ink (non-transparent pixels) of a PNG. */
async function inkWidth(png: Buffer): Promise<number> {
  const { info } = await sharp(png).trim({ background: '#00000000' }).toBuffer({ resolveWithObject: true });
  return info.width;
}

/**
 * Whether a stored print file is, pixel for pixel, the PNG the renderer draws. The job stores the
 * renderer's PNG as it is, so the bytes are compared first; only other bytes are decoded (two
 * 3543 × 4724 images, seconds of a core) to compare their pixels.
 */
async function samePixels(file: string, png: Buffer): Promise<boolean> {
  const stored = await readFile(file);
  if (stored.equals(png)) return true;
  const [got, want] = await Promise.all([sharp(stored).ensureAlpha().raw().toBuffer(), sharp(png).ensureAlpha().raw().toBuffer()]);
  return got.equals(want);
}

describe('order.personalised-prints', () => {
  it('gives a paid personalised line its own 300 DPI front with the buyer’s text; the back and plain lines keep the design’s files; a re-run changes nothing', async () => {
    const { client, design, add } = await personalisableDesign();
    await add(BUYER_TEXT);
    const plain = await makeRenderedDesign(demo);
    expect((await client.post(apiPath('studio.basket', { uuid: plain.uuid }), { size: plain.blank.options[0]!.sizes[0] })).status).toBe(200);
    const order = await pay(client, await place(client));
    const items = await db.selectFrom('order_items').select(['id', 'sku']).where('order_id', '=', order.id).orderBy('id').execute();
    const personalised = items.find((item) => item.sku === `STUSUB-${design.id}`)!;
    const unpersonalised = items.find((item) => item.sku === `STUSUB-${plain.id}`)!;

    // Paying queued the job: the files are read when it has run, however long that takes here.
    await jobFinished(connection, `personalised-prints:${order.id}`);
    const files = await itemFiles(personalised.id);
    const front = files.find((row) => row.side === 'front')!;
    expect(front.personalized).toBe(1);
    const back = files.find((row) => row.side === 'back')!;
    expect(front.url).not.toBe(await designPrintUrl(design.id, 'front'));
    expect(front.url).toMatch(/^\/media\/[0-9a-f]{16}-3543\.png$/);
    expect([front.width, front.height, front.dpi, front.design_id]).toEqual([3543, 4724, 300, design.id]);
    const stored = mediaPath(front.url);
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([3543, 4724, 300]);

    // Pixel for pixel the renderer's front with the buyer's text, whose ink is wider than the designer's "Hello".
    const expected = await frontWith(design, BUYER_TEXT);
    expect(await samePixels(stored, expected)).toBe(true);
    const designers = await frontWith(design, 'Hello');
    const [buyerInk, designerInk] = await Promise.all([inkWidth(expected), inkWidth(designers)]);
    expect(buyerInk).toBeGreaterThan(designerInk * 1.5);

    // The back has no templated text: still the design's file. The plain line is untouched.
    expect([back.url, back.personalized]).toEqual([await designPrintUrl(design.id, 'back'), 0]);
    const plainFiles = await itemFiles(unpersonalised.id);
    expect(plainFiles.map((row) => [row.side, row.url, row.personalized])).toEqual([['front', await designPrintUrl(plain.id, 'front'), 0]]);

    // Running again renders nothing and changes no row.
    const again = await makePersonalisedPrints(db, order.id, TEST_MEDIA_DIR);
    expect(again).toEqual({ rendered: 0, kept: 1, waiting: 0, skipped: [] });
    expect(await itemFiles(personalised.id)).toEqual(files);
    expect(await itemFiles(unpersonalised.id)).toEqual(plainFiles);
  });

  it('waits for a design still rendering when the order was placed, then personalises its files', async () => {
    const { client, design, add } = await personalisableDesign({ status: 'rendering' });
    await add('Jo');
    const order = await pay(client, await place(client));
    const item = await db.selectFrom('order_items').select('id').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(await makePersonalisedPrints(db, order.id, TEST_MEDIA_DIR)).toEqual({ rendered: 0, kept: 0, waiting: 1, skipped: [] });
    expect(await itemFiles(item.id)).toEqual([]);

    // The render job finishes: the order gets the design's files, and the job's next attempt personalises the front.
    const { studio } = await tshirtBlank(db, demoId);
    await renderTestFiles(db, { id: design.id, uuid: design.uuid, divisionId: demoId, document: design.document, studio, version: 'late' });
    await db.updateTable('designs').set({ status: 'ready' }).where('id', '=', design.id).execute();
    await designRendered(demo, design.id);
    await makePersonalisedPrints(db, order.id, TEST_MEDIA_DIR);
    const files = await itemFiles(item.id);
    expect(files.map((row) => [row.side, row.personalized])).toEqual([
      ['back', 0],
      ['front', 1],
    ]);
    expect(files[0]!.url).toMatch(/late-back-print\.png$/);
    expect(await samePixels(mediaPath(files[1]!.url), await frontWith(design, 'Jo'))).toBe(true);
  });

  it('leaves the design’s files when the design was saved again after the order', async () => {
    const { client, design, add } = await personalisableDesign();
    await add('Alex');
    const uuid = await place(client);
    await db
      .updateTable('designs')
      .set({ updated_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', design.id)
      .execute();
    const order = await pay(client, uuid);
    const item = await db.selectFrom('order_items').select('id').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const outcome = await makePersonalisedPrints(db, order.id, TEST_MEDIA_DIR);
    expect(outcome).toMatchObject({ rendered: 0, skipped: [`item ${item.id}: design ${design.id} was saved again after the order`] });
    const files = await itemFiles(item.id);
    expect(files.map((row) => [row.side, row.url, row.personalized])).toEqual([
      ['back', await designPrintUrl(design.id, 'back'), 0],
      ['front', await designPrintUrl(design.id, 'front'), 0],
    ]);
  });

  it('leaves the design’s files, and says why, when an image of the personalised side is gone from the media store', async () => {
    const { client, design, add } = await personalisableDesign();
    await add('Kim');
    const uuid = await place(client);
    const gone = {
      id: 'logo',
      type: 'image',
      src: '/media/personalised-test-gone.png',
      pixelWidth: 600,
      pixelHeight: 600,
      xMm: 10,
      yMm: 10,
      widthMm: 50,
      heightMm: 50,
    };
    const document = { ...design.document, sides: { ...design.document.sides, front: [...design.document.sides.front, gone] } };
    await db
      .updateTable('designs')
      .set({ document_json: JSON.stringify(document) })
      .where('id', '=', design.id)
      .execute();
    const order = await pay(client, uuid);
    const item = await db.selectFrom('order_items').select('id').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(await makePersonalisedPrints(db, order.id, TEST_MEDIA_DIR)).toMatchObject({
      rendered: 0,
      skipped: [`item ${item.id}: The image /media/personalised-test-gone.png is missing from the media store.`],
    });
    expect((await itemFiles(item.id)).map((row) => [row.side, row.personalized])).toEqual([
      ['back', 0],
      ['front', 0],
    ]);
  });
});
