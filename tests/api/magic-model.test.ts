// The magic model creator popup: a store's product placed in a scene, previewed
// small (cached by content hash) and, on "Use as product image", composed, stored with its
// responsive widths and appended to that product's images — only for the store's own people.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb, testStore } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';
import { newAccount } from './accounts/accounts-support.ts';
import { makeDesign, makeProduct, type ProductOverrides } from '../support/factories/index.ts';
import { renderGarment } from '../../src/server/studio/images/garments.ts';
import { storeImage } from '../../src/platform/storage/media-store.ts';
import { MAGIC_SCENES } from '../../src/server/merchant/magic-model/scenes.ts';
import { fitInto, pixelBox } from '../../src/server/merchant/magic-model/geometry.ts';
import type { Image } from '../../src/schemas/image.ts';
import type { MagicModelAnswer, MagicModelChoices } from '../../src/schemas/magic-model.ts';
import { apiPath } from '../../src/schemas/api.ts';
import { scaled } from '../support/slowdown.ts';

type Json = Record<string, any>;
const OTHER_STORE = "Oops... Looks like you're trying to access a page from another store";
const call = apiPath('magicModel.use');
const preview = (product: number, scene: string) => `${call}?product=${product}&scene=${encodeURIComponent(scene)}`;

interface Owner {
  client: SessionClient;
  subdomain: string;
  productId: number;
}

/** A red t-shirt of £25.00 with these pictures (none: no picture of its own). */
const product = (name: string, images: Image[]): ProductOverrides => ({
  sku: `MM-${name.toUpperCase().replace(/\W+/g, '-')}`,
  name,
  urlName: name.toLowerCase().replace(/\W+/g, '-'),
  manufacturer: '',
  price: 2500,
  defaultColour: 'Red',
  options: [],
  images,
});

async function owner(colourHex: string): Promise<Owner> {
  const account = await newAccount();
  const subdomain = account.subdomain!;
  const client = new SessionClient(subdomain);
  expect((await client.login(account.email, account.password)).status).toBe(200);
  // A product photo as the catalogue stores them: a garment on its studio backdrop, in the server's media store.
  const image = await storeImage(await renderGarment({ garment: 't-shirt', colourHex, width: 800 }), { mediaDir: TEST_MEDIA_DIR, altText: 'Tee' });
  const { id: productId } = await makeProduct(await testStore(subdomain), product(`Magic tee ${subdomain}`, [image]));
  return { client, subdomain, productId };
}

let alice: Owner;
let bob: Owner;
let bare = 0;
let studioProduct = 0;
let mockupUrl = '';

beforeAll(async () => {
  // Previews are cached by content hash across runs: start without, so the first one is composed (and timed).
  rmSync(path.join(TEST_MEDIA_DIR, 'magic-model'), { recursive: true, force: true });
  [alice, bob] = [await owner('#c0392b'), await owner('#1f5fa8')];
  const store = await testStore(alice.subdomain);
  bare = (await makeProduct(store, product(`No picture ${alice.subdomain}`, []))).id;
  // An owner's studio product: no images of its own, its design's rendered mockups instead.
  const blank = await makeProduct(store, product(`MM BLANK ${alice.subdomain}`, []));
  const mockups = await Promise.all(
    ['#2e7d32', '#f4a261'].map(async (colourHex) =>
      storeImage(await renderGarment({ garment: 'hoodie', colourHex, width: 600 }), { mediaDir: TEST_MEDIA_DIR }),
    ),
  );
  mockupUrl = mockups[0]!.original;
  const design = await makeDesign(store, {
    blankId: blank.id,
    price: 2500,
    files: (['front', 'back'] as const).map((side, index) => {
      const mockup = mockups[index]!;
      return { kind: 'mockup' as const, side, colour: 'Green', width: mockup.width, height: mockup.height, url: mockup.original, bytes: 1 };
    }),
  });
  studioProduct = (await makeProduct(store, { ...product(`Studio hoodie ${alice.subdomain}`, []), designId: design.id })).id;
}, scaled(60_000));

/** Mean absolute difference of two RGB pictures over a box. */
async function difference(a: Buffer, b: Buffer, box: { x: number; y: number; width: number; height: number }): Promise<number> {
  const region = (input: Buffer) => sharp(input).removeAlpha().extract({ left: box.x, top: box.y, width: box.width, height: box.height }).raw().toBuffer();
  const [left, right] = await Promise.all([region(a), region(b)]);
  let sum = 0;
  for (let index = 0; index < left.length; index += 1) sum += Math.abs((left[index] as number) - (right[index] as number));
  return sum / left.length;
}

describe('magic model creator call', { timeout: scaled(60_000) }, () => {
  it("lists the scenes (banner scenes and lifestyle compositions) and the store's products with pictures", async () => {
    const answer = await alice.client.request<MagicModelChoices>(call);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.scenes.map((scene) => scene.name)).toEqual(
      expect.arrayContaining(['hanger-wall', 'flat-lay', 'hills', 'sunrise', 'confetti', 'folded-shirts']),
    );
    // Blanks and products without a picture are left out; the studio product shows its front mockup.
    expect(answer.json.products.map((entry) => [entry.id, entry.studio])).toEqual([
      [alice.productId, false],
      [studioProduct, true],
    ]);
    expect(answer.json.products[0]!.thumbnail).toMatch(/^\/media\/[a-f0-9]+-\d+\.webp$/);
    expect(answer.json.products[1]!.thumbnail).toBe(mockupUrl);
  });

  it('previews a product in a scene: a small WebP, cached by content hash (ETag, 304)', async () => {
    const started = performance.now();
    const first = await alice.client.request(preview(alice.productId, 'hanger-wall'));
    const firstMs = performance.now() - started;
    expect(first.status, first.text).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(first.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([480, 480]);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[a-f0-9]{24}"$/);
    const again = await alice.client.request(preview(alice.productId, 'hanger-wall'), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const cached = await alice.client.request(preview(alice.productId, 'hanger-wall'));
    expect(Buffer.compare(cached.bytes, first.bytes)).toBe(0);
    const other = await alice.client.request(preview(alice.productId, 'flat-lay'));
    expect(other.headers.etag).not.toBe(etag);
    console.info(
      `magic model preview: composed in ${firstMs.toFixed(0)} ms, then ${(performance.now() - started - firstMs).toFixed(0)} ms for three more calls`,
    );
  });

  it('uses the composition as a product image: stored at every width, appended to the product, the garment drawn into the scene', async () => {
    const started = performance.now();
    const answer = await alice.client.post<MagicModelAnswer>(call, { productId: alice.productId, scene: 'hanger-wall' });
    const elapsed = performance.now() - started;
    expect(answer.status, answer.text).toBe(201);
    const { image, images } = answer.json;
    expect(image).toMatchObject({ width: 1280, height: 1280, position: 1 });
    expect(image.altText).toContain('on a hanger');
    expect(Object.keys(image.sizes).length).toBeGreaterThan(1);
    expect(images.map((entry) => entry.id)).toHaveLength(2);
    const { db } = await testDb();
    const row = await db.selectFrom('products').select('images_json').where('id', '=', alice.productId).executeTakeFirstOrThrow();
    expect((JSON.parse(row.images_json) as Image[]).map((entry) => entry.id)).toEqual(images.map((entry) => entry.id));
    expect(answer.json.added).toBe(true);
    const served = await storeRequest(alice.subdomain, image.original);
    expect(served.status).toBe(200);
    // The same product in the same scene is the same picture: asked again, the product keeps one copy.
    const again = await alice.client.post<MagicModelAnswer>(call, { productId: alice.productId, scene: 'hanger-wall' });
    expect(again.status, again.text).toBe(200);
    expect(again.json).toMatchObject({ added: false, image: { id: image.id } });
    const after = await db.selectFrom('products').select('images_json').where('id', '=', alice.productId).executeTakeFirstOrThrow();
    expect(after.images_json).toBe(row.images_json);

    // The garment's region differs from the plain scene; a corner of the wall does not.
    const composed = readFileSync(path.join(TEST_MEDIA_DIR, image.original.replace('/media/', '')));
    const scene = MAGIC_SCENES['hanger-wall']!;
    const plain = await sharp(scene.draw(1280)).png().toBuffer();
    const box = pixelBox(scene.box, 1280);
    const garment = {
      x: box.x + Math.round(box.width * 0.3),
      y: box.y + Math.round(box.height * 0.3),
      width: Math.round(box.width * 0.4),
      height: Math.round(box.height * 0.3),
    };
    expect(await difference(composed, plain, garment)).toBeGreaterThan(40);
    // The wall's far corner only takes the scene's light (a soft overlay), never the garment.
    expect(await difference(composed, plain, { x: 0, y: 400, width: 60, height: 60 })).toBeLessThan(25);
    expect(fitInto(box, { width: 10, height: 10 }, 'top').y).toBe(box.y);
    console.info(`magic model use as product image: ${elapsed.toFixed(0)} ms (compose at 1280 px + store every width + save)`);
  });

  it("places a studio product's design mockup (the front), adding it to that product's images", async () => {
    const answer = await alice.client.post<MagicModelAnswer>(call, { productId: studioProduct, scene: 'flat-lay' });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json.images.map((entry) => entry.id)).toEqual([answer.json.image.id]);
    const composed = readFileSync(path.join(TEST_MEDIA_DIR, answer.json.image.original.replace('/media/', '')));
    const scene = MAGIC_SCENES['flat-lay']!;
    const placed = fitInto(pixelBox(scene.box, 1280), { width: 1, height: 1 });
    // The front mockup's green, not the back's orange, fills the middle of the box.
    const [r, g, b] = await sharp(composed)
      .removeAlpha()
      .extract({ left: placed.x + Math.round(placed.width / 2), top: placed.y + Math.round(placed.height / 2), width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect(g! - r!).toBeGreaterThan(30);
    expect(g! - b!).toBeGreaterThan(30);
  });

  it('refuses an unknown scene (422) and a product without a picture (422), writing nothing', async () => {
    const unknown = await alice.client.post<Json>(call, { productId: alice.productId, scene: 'moon-base' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toMatch(/^Choose one of the scenes: hanger-wall, flat-lay/);
    expect((await alice.client.request(preview(alice.productId, 'moon-base'))).status).toBe(422);
    const noPicture = await alice.client.post<Json>(call, { productId: bare, scene: 'hills' });
    expect(noPicture.status).toBe(422);
    expect(noPicture.json.message).toBe('This product has no picture to place.');
    expect((await alice.client.post<Json>(call, { productId: 'x', scene: 'hills' })).status).toBe(422);
  });

  it("keeps each store's products to itself: another store's product is not found, another store's call is refused", async () => {
    const { db } = await testDb();
    const before = (await db.selectFrom('products').select('images_json').where('id', '=', bob.productId).executeTakeFirstOrThrow()).images_json;
    const foreign = await alice.client.post<Json>(call, { productId: bob.productId, scene: 'hills' });
    expect(foreign.status).toBe(404);
    expect((await alice.client.request(preview(bob.productId, 'hills'))).status).toBe(404);
    // Another store's owner signed in on Bob's store.
    const visitor = new SessionClient(bob.subdomain);
    const intruder = await newAccount();
    expect((await visitor.login(intruder.email, intruder.password)).status).toBe(200);
    expect((await visitor.request<Json>(call)).status).toBe(403);
    const crossHost = await visitor.post<Json>(call, { productId: bob.productId, scene: 'hills' });
    expect(crossHost.status).toBe(403);
    expect(crossHost.json.message).toBe(OTHER_STORE);
    expect((await db.selectFrom('products').select('images_json').where('id', '=', bob.productId).executeTakeFirstOrThrow()).images_json).toBe(before);
  });

  it('asks who you are first: signed out is 401', async () => {
    const stranger = new SessionClient(alice.subdomain);
    expect((await stranger.request(preview(alice.productId, 'hills'))).status).toBe(401);
    expect((await stranger.post(call, { productId: alice.productId, scene: 'hills' })).status).toBe(401);
  });
});
