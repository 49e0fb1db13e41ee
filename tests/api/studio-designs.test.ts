// Saving a design (POST/GET/PUT /omnis/v3/studio/designs/…) and its render job:
// a 300 DPI print file per printed side with the design at its millimetre position, and
// mockups in every colour and responsive width with the design inside the placement. Bad
// documents, other stores' blanks and designs, addresses outside the media store, and
// other people's designs are refused, with nothing written.
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb, testStore } from '../support/api.ts';
import { clearLimit, makeDesign, makeMediaItem, makeStudioUpload, useUpLimit } from '../support/factories/index.ts';
import { eventually } from '../support/eventually.ts';
import { SessionClient } from '../support/session-client.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';
import { newAccount, type TestAccount } from './accounts/accounts-support.ts';
import { printFileSize } from '../../src/lib/studio/print-file-size.ts';
import { responsiveWidths } from '../../src/lib/images.ts';
import type { BlankSide } from '../../src/schemas/blank-studio.ts';
import type { SavedDesign } from '../../src/schemas/studio-calls.ts';
import { enqueue } from '../../src/platform/jobs/enqueue.ts';
import { renderDesignTask } from '../../src/server/studio/print-files/render-task.ts';
import { SAVE_LIMIT } from '../../src/server/studio/designs/save-design.ts';
import { apiPath } from '../../src/schemas/api.ts';
import { scaled } from '../support/slowdown.ts';

type Json = Record<string, any>;

const IMAGE_SOURCE = 'Images must be uploaded to this store or chosen from the design library.';
const BLOCKED = 'An image is below 100 DPI at its printed size: make it smaller or use a larger image.';

interface Blank {
  id: number;
  sku: string;
  price: number;
  colours: string[];
  sides: BlankSide[];
}

async function blankOf(host: string, suffix: string): Promise<Blank> {
  const { db } = await testDb();
  const row = await db
    .selectFrom('products')
    .select(['sku'])
    .where('division_id', '=', await divisionId(host))
    .where('sku', 'like', `%-BLANK-${suffix}`)
    .executeTakeFirstOrThrow();
  const answer = await storeRequest<{ data: Json }>(host, `/omnis/v3/products/fetch-base-product/?sku=${encodeURIComponent(row.sku)}`);
  expect(answer.status, answer.text).toBe(200);
  const { data } = answer.json;
  return {
    id: data.id,
    sku: row.sku,
    price: data.salePrice ?? data.price,
    colours: data.options.map((option: Json) => option.colour.name),
    sides: data.studio.sides,
  };
}

/** A picture in the media store, as an upload leaves one: a solid red PNG. */
const pictureName = `studio-test-${randomBytes(6).toString('hex')}.png`;
const picture = `/media/${pictureName}`;

let tee: Blank;
let tote: Blank;
let northTee: Blank;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  await writeFile(
    path.join(TEST_MEDIA_DIR, pictureName),
    await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer(),
  );
  [tee, tote, northTee] = [await blankOf('demo', 'TS'), await blankOf('demo', 'TB'), await blankOf('north', 'TS')];
  [alice, bob] = [await newAccount({ store: false }), await newAccount({ store: false })];
});

afterAll(() => rm(path.join(TEST_MEDIA_DIR, pictureName), { force: true }));

/** A red 100 × 50 mm rectangle (1200 × 600 px: 305 DPI) 50 mm in and 100 mm down the front, text on the back. */
function document(blank: Blank = tee, overrides: Json = {}): Json {
  return {
    product: { id: blank.id, sku: blank.sku },
    colour: blank.colours[0],
    sides: {
      front: [{ id: 'red', type: 'image', src: picture, pixelWidth: 1200, pixelHeight: 600, xMm: 50, yMm: 100, widthMm: 100, heightMm: 50 }],
      back: [
        {
          id: 'words',
          type: 'text',
          text: 'TEAM',
          fontFamily: 'Oswald',
          fontWeight: 600,
          fontSizeMm: 40,
          colour: '#0000ff',
          xMm: 100,
          yMm: 20,
          widthMm: 100,
          heightMm: 40,
        },
      ],
    },
    ...overrides,
  };
}

const save = (client: SessionClient, body: Json) =>
  client.request<SavedDesign & Json>(apiPath('studio.saveDesign'), { method: 'POST', json: { document: body } });

async function designRows(): Promise<number> {
  const { db } = await testDb();
  const row = await db
    .selectFrom('designs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function ready(client: SessionClient, uuid: string): Promise<SavedDesign> {
  const answer = await eventually(
    () => client.request<SavedDesign>(apiPath('studio.design', { uuid })),
    (response) => response.json?.status !== 'rendering',
    90_000,
  );
  expect(answer.status, answer.text).toBe(200);
  expect(answer.json.status, JSON.stringify(answer.json)).toBe('ready');
  return answer.json;
}

async function rawOf(url: string) {
  const served = await storeRequest('demo', url);
  expect(served.status, url).toBe(200);
  return { metadata: await sharp(served.bytes).metadata(), ...(await sharp(served.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })) };
}

const pixel = (image: { data: Buffer; info: { width: number; channels: number } }, x: number, y: number) => {
  const at = (Math.round(y) * image.info.width + Math.round(x)) * image.info.channels;
  return Array.from(image.data.subarray(at, at + image.info.channels));
};

describe('saving a design and rendering it', { timeout: scaled(180_000) }, () => {
  let saved: SavedDesign;

  it('answers 201 rendering with the design price, then the job makes print files and mockups', async () => {
    const answer = await save(alice.client, document());
    expect(answer.status, answer.text).toBe(201);
    const front = tee.sides.find((side) => side.side === 'front')!;
    const back = tee.sides.find((side) => side.side === 'back')!;
    expect(answer.json).toMatchObject({
      status: 'rendering',
      price: tee.price + front.printCost + back.printCost,
      shareUrl: `/studio/?design=${answer.json.uuid}`,
      files: [],
    });
    const { db } = await testDb();
    const row = await db.selectFrom('designs').selectAll().where('uuid', '=', answer.json.uuid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: alice.id, blank_product_id: tee.id, division_id: await divisionId('demo') });

    saved = await ready(alice.client, answer.json.uuid);
    const prints = saved.files.filter((file) => file.kind === 'print');
    expect(prints.map((file) => file.side).sort()).toEqual(['back', 'front']);
    const mockups = saved.files.filter((file) => file.kind === 'mockup');
    // Every colour of the blank, both printed sides, every responsive width.
    for (const side of ['front', 'back'] as const) {
      for (const colour of tee.colours)
        expect(mockups.filter((file) => file.side === side && file.colour === colour).length, `${side} ${colour}`).toBeGreaterThan(0);
    }
  });

  it('prints the front at exactly the print area at 300 DPI, density recorded, the rectangle where the document puts it', async () => {
    const front = tee.sides.find((side) => side.side === 'front')!;
    const file = saved.files.find((entry) => entry.kind === 'print' && entry.side === 'front')!;
    const size = printFileSize(front.printArea);
    expect(file).toMatchObject({ width: size.width, height: size.height, dpi: 300, colour: null });
    const image = await rawOf(file.url);
    expect(image.metadata).toMatchObject({ format: 'png', width: size.width, height: size.height, density: 300 });
    const px = (mm: number) => (mm * 300) / 25.4;
    // Inside the 50–150 × 100–150 mm rectangle: red, opaque.
    expect(pixel(image, px(100), px(125))).toEqual([255, 0, 0, 255]);
    expect(pixel(image, px(51), px(101))).toEqual([255, 0, 0, 255]);
    expect(pixel(image, px(149), px(149))).toEqual([255, 0, 0, 255]);
    // Outside it: transparent.
    expect(pixel(image, px(49), px(125))[3]).toBe(0);
    expect(pixel(image, px(151), px(125))[3]).toBe(0);
    expect(pixel(image, px(100), px(99))[3]).toBe(0);
    expect(pixel(image, px(100), px(151))[3]).toBe(0);
    expect(pixel(image, 5, 5)[3]).toBe(0);
  });

  it('prints the back text as blue outlines inside its box, nothing elsewhere', async () => {
    const file = saved.files.find((entry) => entry.kind === 'print' && entry.side === 'back')!;
    const image = await rawOf(file.url);
    const px = (mm: number) => Math.round((mm * 300) / 25.4);
    let inked = 0;
    let outside = 0;
    for (let y = 0; y < image.info.height; y += 8) {
      for (let x = 0; x < image.info.width; x += 8) {
        const [r, g, b, a] = pixel(image, x, y) as [number, number, number, number];
        if (a < 200) continue;
        const inBox = x >= px(100) && x <= px(200) && y >= px(20) && y <= px(60);
        if (inBox && b > 200 && r < 40 && g < 40) inked += 1;
        if (!inBox) outside += 1;
      }
    }
    expect(inked).toBeGreaterThan(100);
    expect(outside).toBe(0);
  });

  it('shows the design inside the placement of each mockup, the garment unchanged outside it', async () => {
    const front = tee.sides.find((side) => side.side === 'front')!;
    const colour = tee.colours[0]!;
    const blank = await rawOf(front.mockups[colour]!);
    const widths = responsiveWidths(blank.info.width);
    const mockups = saved.files.filter((file) => file.kind === 'mockup' && file.side === 'front' && file.colour === colour);
    expect(mockups.map((file) => file.width)).toEqual(widths);
    const largest = mockups.at(-1)!;
    const mockup = await rawOf(largest.url);
    expect(mockup.metadata.format).toBe('webp');
    expect([mockup.info.width, mockup.info.height]).toEqual([blank.info.width, blank.info.height]);
    const { placement, widthMm, heightMm } = front.printArea;
    // The rectangle's centre (100, 125 mm) in mockup pixels.
    const x = (placement.x + (placement.width * 100) / widthMm) * blank.info.width;
    const y = (placement.y + (placement.height * 125) / heightMm) * blank.info.height;
    const [r, g, b] = pixel(mockup, x, y) as [number, number, number];
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(60);
    // The blank's photo there is fabric, not red ink.
    const [fabricRed, fabricGreen] = pixel(blank, x, y) as [number, number];
    expect(Math.abs(fabricRed - r) + Math.abs(fabricGreen - g)).toBeGreaterThan(60);
    // Far outside the placement (a corner of the photo) the mockup is the blank's photo (WebP loss aside).
    for (const [cx, cy] of [
      [10, 10],
      [blank.info.width - 10, blank.info.height - 10],
    ] as const) {
      const expected = pixel(blank, cx, cy);
      const actual = pixel(mockup, cx, cy);
      for (let channel = 0; channel < 3; channel += 1) expect(Math.abs((actual[channel] as number) - (expected[channel] as number))).toBeLessThan(12);
    }
  });

  it('renders again idempotently: the same files under the same names, rows replaced not added', async () => {
    const { db } = await testDb();
    const row = await db.selectFrom('designs').select(['id']).where('uuid', '=', saved.uuid).executeTakeFirstOrThrow();
    // As a retry would find it: still rendering, its job run once more.
    await db.updateTable('designs').set({ status: 'rendering' }).where('id', '=', row.id).execute();
    await enqueue(db, renderDesignTask, { designId: row.id });
    const again = await ready(alice.client, saved.uuid);
    expect(again.files).toEqual(saved.files);
    const count = await db
      .selectFrom('design_files')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('design_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(saved.files.length);
  });

  it("lists the signed-in customer's designs only, and needs sign-in", async () => {
    const mine = await alice.client.request<{ designs: SavedDesign[] }>(apiPath('studio.designs'));
    expect(mine.status).toBe(200);
    expect(mine.json.designs.map((design) => design.uuid)).toContain(saved.uuid);
    const theirs = await bob.client.request<{ designs: SavedDesign[] }>(apiPath('studio.designs'));
    expect(theirs.json.designs.map((design) => design.uuid)).not.toContain(saved.uuid);
    const visitor = await new SessionClient('demo').request(apiPath('studio.designs'));
    expect(visitor.status).toBe(401);
  });

  it('is found by its share id in its own store only', async () => {
    expect((await new SessionClient('demo').request(apiPath('studio.design', { uuid: saved.uuid }))).status).toBe(200);
    expect((await new SessionClient('north').request(apiPath('studio.design', { uuid: saved.uuid }))).status).toBe(404);
    expect((await new SessionClient('demo').request(apiPath('studio.design', { uuid: '00000000-0000-4000-8000-000000000000' }))).status).toBe(404);
    expect((await new SessionClient('demo').request(apiPath('studio.design', { uuid: 'not-a-uuid' }))).status).toBe(404);
  });

  it('lets only its saver replace the document, and renders the new one', async () => {
    const changed = document(tee, {
      sides: { front: [{ id: 'moved', type: 'image', src: picture, pixelWidth: 1200, pixelHeight: 600, xMm: 10, yMm: 10, widthMm: 100, heightMm: 50 }] },
    });
    const byBob = await bob.client.request<Json>(apiPath('studio.updateDesign', { uuid: saved.uuid }), { method: 'PUT', json: { document: changed } });
    expect(byBob.status).toBe(403);
    const byVisitor = await new SessionClient('demo').request<Json>(apiPath('studio.updateDesign', { uuid: saved.uuid }), {
      method: 'PUT',
      json: { document: changed },
    });
    expect(byVisitor.status).toBe(401);

    const byAlice = await alice.client.request<SavedDesign>(apiPath('studio.updateDesign', { uuid: saved.uuid }), {
      method: 'PUT',
      json: { document: changed },
    });
    expect(byAlice.status, byAlice.text).toBe(200);
    expect(byAlice.json).toMatchObject({
      uuid: saved.uuid,
      status: 'rendering',
      price: tee.price + tee.sides.find((side) => side.side === 'front')!.printCost,
    });
    const again = await ready(alice.client, saved.uuid);
    // Only the front prints now; its rectangle moved to 10–110 × 10–60 mm.
    expect(again.files.filter((file) => file.kind === 'print').map((file) => file.side)).toEqual(['front']);
    expect(again.files.some((file) => file.side === 'back')).toBe(false);
    const image = await rawOf(again.files.find((file) => file.kind === 'print')!.url);
    const px = (mm: number) => (mm * 300) / 25.4;
    expect(pixel(image, px(60), px(35))).toEqual([255, 0, 0, 255]);
    expect(pixel(image, px(100), px(125))[3]).toBe(0);
  });

  it("saves a visitor's design without an owner, which nobody can replace", async () => {
    const visitor = new SessionClient('demo');
    const answer = await save(visitor, document());
    expect(answer.status, answer.text).toBe(201);
    const { db } = await testDb();
    expect((await db.selectFrom('designs').select('user_id').where('uuid', '=', answer.json.uuid).executeTakeFirstOrThrow()).user_id).toBeNull();
    const byAlice = await alice.client.request(apiPath('studio.updateDesign', { uuid: answer.json.uuid }), { method: 'PUT', json: { document: document() } });
    expect(byAlice.status).toBe(403);
  });
});

describe('when rendering cannot succeed', { timeout: scaled(60_000) }, () => {
  it('marks the design failed with the reason (an image gone from the media store)', async () => {
    const { db } = await testDb();
    const body = document(tee, {
      sides: {
        front: [
          {
            id: 'gone',
            type: 'image',
            src: '/media/studio-test-gone-000000.png',
            pixelWidth: 1200,
            pixelHeight: 600,
            xMm: 0,
            yMm: 0,
            widthMm: 100,
            heightMm: 50,
          },
        ],
      },
    });
    // Saved while its picture was there (the save refuses a missing one), waiting for its render.
    const row = await makeDesign(await testStore('demo'), { blankId: tee.id, userId: alice.id, document: body, price: 1, status: 'rendering' });
    await enqueue(db, renderDesignTask, { designId: row.id });
    const answer = await eventually(
      () => alice.client.request<SavedDesign>(apiPath('studio.design', { uuid: row.uuid })),
      (response) => response.json?.status !== 'rendering',
      30_000,
    );
    expect(answer.json).toMatchObject({ status: 'failed', files: [], error: 'The image /media/studio-test-gone-000000.png is missing from the media store.' });
  });
});

describe('refused designs write nothing', () => {
  async function refused(body: Json, status: number, message?: string) {
    // The design row and its render job are one transaction: no row, no job.
    const designs = await designRows();
    const answer = await save(alice.client, body);
    expect(answer.status, answer.text).toBe(status);
    if (message) expect(answer.json.message).toBe(message);
    expect(await designRows()).toBe(designs);
    return answer.json as Json;
  }

  it('a document the schema refuses: 422 with each problem', async () => {
    const answer = await refused(
      document(tee, {
        sides: {
          front: [
            { id: 'x', type: 'text', text: ' ', fontFamily: 'Lato', fontWeight: 500, fontSizeMm: 1, colour: '#000', xMm: 0, yMm: 0, widthMm: 10, heightMm: 10 },
          ],
        },
      }),
      422,
    );
    expect(answer.errors.document).toEqual(
      expect.arrayContaining(['sides.front[0].text: Text cannot be empty.', 'sides.front[0].fontWeight: Lato ships weights 400, 700, 900.']),
    );
    await refused({ nonsense: true }, 422);
  });

  it("another store's blank, a colour the blank lacks, a side it does not print on", async () => {
    await refused(document(northTee), 422, "This product is not one of this store's blanks.");
    await refused(document(tee, { product: { id: tee.id, sku: tote.sku } }), 422, "This product is not one of this store's blanks.");
    await refused(document(tee, { colour: 'Plaid' }), 422, 'This product does not come in Plaid.');
    await refused(
      document(tote, {
        sides: {
          left: [
            {
              id: 'l',
              type: 'text',
              text: 'Hi',
              fontFamily: 'Lato',
              fontWeight: 400,
              fontSizeMm: 10,
              colour: '#000',
              xMm: 0,
              yMm: 0,
              widthMm: 20,
              heightMm: 10,
            },
          ],
        },
      }),
      422,
      'This product cannot be printed on the left.',
    );
  });

  it('an image below 100 DPI at its printed size', async () => {
    // 1200 px over 400 mm: 76 DPI.
    await refused(
      document(tee, {
        sides: { front: [{ id: 'big', type: 'image', src: picture, pixelWidth: 1200, pixelHeight: 600, xMm: 0, yMm: 0, widthMm: 400, heightMm: 200 }] },
      }),
      422,
      BLOCKED,
    );
  });

  it('images from anywhere but the media store (no fetching of other addresses)', async () => {
    const withSrc = (src: string) =>
      document(tee, { sides: { front: [{ id: 'img', type: 'image', src, pixelWidth: 1200, pixelHeight: 600, xMm: 0, yMm: 0, widthMm: 100, heightMm: 50 }] } });
    for (const src of [
      'http://169.254.169.254/latest/meta-data/x.png',
      'https://example.com/picture.png',
      '//evil.example/media/x.png',
      '/media/../app.key',
      '/media/does-not-exist-0000.png',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      await refused(withSrc(src), 422, IMAGE_SOURCE);
    }
  });

  it('saves beyond the hourly allowance: 429 with Retry-After', async () => {
    const { db } = await testDb();
    const key = `design-save:${await divisionId('demo')}:user:${bob.id}`;
    await useUpLimit(db, key, SAVE_LIMIT.max);
    const designs = await designRows();
    const answer = await save(bob.client, document());
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBeDefined();
    expect(await designRows()).toBe(designs);
    await clearLimit(db, key);
  });

  it("a picture of another store's image library", async () => {
    const { db } = await testDb();
    const hash = randomBytes(8).toString('hex');
    const name = `${hash}-256.webp`;
    await writeFile(
      path.join(TEST_MEDIA_DIR, name),
      await sharp({ create: { width: 256, height: 128, channels: 3, background: '#00ff00' } })
        .webp()
        .toBuffer(),
    );
    const picture = { name: 'theirs.png', content_hash: hash, url: `/media/${name}` };
    await makeMediaItem(await testStore('north'), picture);
    try {
      const theirs = document(tee, {
        sides: { front: [{ id: 'img', type: 'image', src: `/media/${name}`, pixelWidth: 256, pixelHeight: 128, xMm: 0, yMm: 0, widthMm: 20, heightMm: 10 }] },
      });
      await refused(theirs, 422, IMAGE_SOURCE);
      // Once this store's library holds the same picture, it is this store's too.
      await makeMediaItem(await testStore('demo'), picture);
      expect((await save(alice.client, theirs)).status).toBe(201);
    } finally {
      await db.deleteFrom('media_items').where('content_hash', '=', hash).execute();
      await rm(path.join(TEST_MEDIA_DIR, name), { force: true });
    }
  });

  it("another store's studio upload, until this store has it too", async () => {
    const { db } = await testDb();
    // A colour of its own: uploads are stored by their content.
    const picture = await sharp({ create: { width: 600, height: 300, channels: 3, background: `#${randomBytes(3).toString('hex')}` } })
      .png()
      .toBuffer();
    const upload = await makeStudioUpload(await testStore('north'), picture);
    try {
      const theirs = document(tee, {
        sides: {
          front: [
            {
              id: 'img',
              type: 'image',
              src: upload.url,
              pixelWidth: upload.pixelWidth,
              pixelHeight: upload.pixelHeight,
              xMm: 0,
              yMm: 0,
              widthMm: 40,
              heightMm: 20,
            },
          ],
        },
      });
      await refused(theirs, 422, IMAGE_SOURCE);
      await makeStudioUpload(await testStore('demo'), picture);
      expect((await save(alice.client, theirs)).status).toBe(201);
    } finally {
      await db.deleteFrom('studio_uploads').where('url', '=', upload.url).execute();
      await rm(path.join(TEST_MEDIA_DIR, path.basename(upload.url)), { force: true });
    }
  });

  it('a body that is not JSON', async () => {
    const answer = await alice.client.request(apiPath('studio.saveDesign'), {
      method: 'POST',
      body: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
  });
});
