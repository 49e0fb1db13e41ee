// Images and bad uploads: anyone on a store may upload a picture for an image
// layer; the bytes decide what it is, rasters are re-encoded, SVGs are rebuilt from an
// allow-list, and every refusal leaves nothing behind (no file, no row).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb } from '../support/api.ts';
import { SessionClient } from '../support/session-client.ts';
import { multipart, pngHeaderOnly } from '../support/uploads.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';
import { MAX_UPLOAD_BYTES, StudioUpload } from '../../src/schemas/studio-calls.ts';
import { isStoreImage } from '../../src/server/studio/uploads/store-image.ts';
import { STUDIO_UPLOAD_LIMIT } from '../../src/server/studio/uploads/store-upload.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { apiPath } from '../../src/schemas/api.ts';

const FORMATS = 'Must upload the following formats: PNG, JPEG, SVG.';
const TOO_WIDE = 'Images may be at most 20000 pixels wide.';

const shopper = new SessionClient('demo');

function upload(name: string, bytes: Buffer, type?: string, client = shopper) {
  const { body, headers } = multipart(name, bytes, { type });
  return client.request<StudioUpload & { message?: string; errors?: Record<string, string[]> }>(apiPath('studio.upload'), { method: 'POST', body, headers });
}

/** A picture with content: red on the left half, blue on the right, transparent below when asked. */
function picture(width: number, height: number, format: 'png' | 'jpeg', options: { orientation?: number; alpha?: boolean } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${options.alpha ? height / 2 : height}" fill="#ff0000"/><rect x="${width / 2}" width="${width / 2}" height="${options.alpha ? height / 2 : height}" fill="#0000ff"/></svg>`;
  let pipeline = sharp(Buffer.from(svg));
  if (format === 'jpeg') pipeline = pipeline.flatten({ background: '#ffffff' });
  if (options.orientation) pipeline = pipeline.withMetadata({ orientation: options.orientation });
  return (format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 95 })).toBuffer();
}

const storedFile = (url: string) => path.join(TEST_MEDIA_DIR, url.slice('/media/'.length));

async function uploadRows(): Promise<number> {
  const { db } = await testDb();
  const row = await db
    .selectFrom('studio_uploads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Runs a refused upload and checks nothing was written: no new row, no new media file. */
async function expectRefusedWithNothingStored(send: () => ReturnType<typeof upload>, status: number, message: string | RegExp) {
  const filesBefore = new Set(readdirSync(TEST_MEDIA_DIR));
  const rowsBefore = await uploadRows();
  const answer = await send();
  expect(answer.status).toBe(status);
  if (typeof message === 'string') expect(answer.json.message).toBe(message);
  else expect(answer.json.message).toMatch(message);
  expect(await uploadRows()).toBe(rowsBefore);
  expect(readdirSync(TEST_MEDIA_DIR).filter((name) => !filesBefore.has(name))).toEqual([]);
}

describe('POST /omnis/v3/studio/uploads/', () => {
  it('takes a PNG named .jpg as the PNG it is, re-encoded, recorded for this store and served', async () => {
    const answer = await upload('holiday.jpg', await picture(64, 32, 'png', { alpha: true }), 'image/jpeg');
    expect(answer.status).toBe(201);
    const stored = StudioUpload.parse(answer.json);
    expect(stored).toMatchObject({ format: 'png', pixelWidth: 64, pixelHeight: 32 });
    expect(stored.url).toMatch(/^\/media\/[0-9a-f]{16}\.png$/);
    const metadata = await sharp(readFileSync(storedFile(stored.url))).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 64, height: 32, hasAlpha: true });
    const { db } = await testDb();
    const row = await db.selectFrom('studio_uploads').selectAll().where('url', '=', stored.url).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ division_id: await divisionId('demo'), user_id: null, format: 'png', pixel_width: 64, pixel_height: 32 });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    const served = await storeRequest('demo', stored.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it("applies a JPEG's EXIF orientation and strips its metadata", async () => {
    // 40 × 20 stored, orientation 6 (rotate 90° clockwise to show): upright it is 20 × 40, red on top.
    const answer = await upload('phone.jpeg', await picture(40, 20, 'jpeg', { orientation: 6 }));
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ format: 'jpeg', pixelWidth: 20, pixelHeight: 40 });
    expect(answer.json.url).toMatch(/\.jpg$/);
    const bytes = readFileSync(storedFile(answer.json.url));
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(metadata.orientation ?? 1).toBe(1);
    expect(metadata.exif).toBeUndefined();
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 20 + x) * 3, (y * 20 + x) * 3 + 3)];
    expect(at(10, 5)[0]).toBeGreaterThan(200);
    expect(at(10, 5)[2]).toBeLessThan(60);
    expect(at(10, 35)[2]).toBeGreaterThan(200);
    expect(at(10, 35)[0]).toBeLessThan(60);
  });

  it('refuses an HTML page named .png with the spec text, storing nothing', async () => {
    await expectRefusedWithNothingStored(
      () => upload('cat.png', Buffer.from('<!doctype html><html><body><script>alert(1)</script><svg viewBox="0 0 1 1"></svg></body></html>'), 'image/png'),
      422,
      FORMATS,
    );
  });

  it('refuses a GIF, even named .png', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    await expectRefusedWithNothingStored(() => upload('still.png', gif, 'image/png'), 422, FORMATS);
  });

  it('refuses a file over MAX_UPLOAD_BYTES with 413, storing nothing', async () => {
    const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 0x41);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expectRefusedWithNothingStored(() => upload('huge.png', huge), 413, 'Images may be at most 25 MB.');
  });

  it('refuses a decompression bomb by its header', async () => {
    await expectRefusedWithNothingStored(() => upload('bomb.png', pngHeaderOnly(50_000, 50_000)), 422, TOO_WIDE);
    await expectRefusedWithNothingStored(() => upload('wide.png', pngHeaderOnly(20_001, 10)), 422, TOO_WIDE);
    // Within 20 000 px a side but 144 million pixels: sharp's pixel limit.
    await expectRefusedWithNothingStored(() => upload('square.png', pngHeaderOnly(12_000, 12_000)), 422, 'Images may have at most 100 million pixels.');
  });

  it('refuses a damaged image', async () => {
    const real = await picture(64, 64, 'png');
    await expectRefusedWithNothingStored(() => upload('cut.png', real.subarray(0, real.length - 40)), 422, 'The image is damaged and could not be read.');
    const jpeg = await picture(64, 64, 'jpeg');
    await expectRefusedWithNothingStored(
      () => upload('cut.jpg', Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(200, 7)])),
      422,
      'The image is damaged and could not be read.',
    );
  });

  it('stores an SVG sanitised: no script, handler, javascript: link, foreignObject, external <use> or @import', async () => {
    const evil = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 100" onload="alert(1)">
  <style>@import url(https://evil.test/x.css); rect { fill: red }</style>
  <script>alert(document.cookie)</script>
  <foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.test/"/></body></foreignObject>
  <a xlink:href="javascript:alert(2)"><rect width="100" height="100" fill="#0a0" onclick="alert(3)"/></a>
  <use href="https://evil.test/sprite.svg#icon"/>
  <circle cx="150" cy="50" r="40" fill="#00f"/>
</svg>`;
    const answer = await upload('logo.svg', Buffer.from(evil), 'image/svg+xml');
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ format: 'svg', pixelWidth: 200, pixelHeight: 100 });
    const stored = readFileSync(storedFile(answer.json.url), 'utf8');
    for (const forbidden of [/<script/i, /\bon[a-z]+=/i, /javascript:/i, /foreignObject/i, /iframe/i, /<use/i, /@import/i, /evil\.test/i, /<style/i])
      expect(stored).not.toMatch(forbidden);
    expect(stored).toContain('<rect width="100" height="100" fill="#0a0"/>');
    expect(stored).toContain('<circle cx="150" cy="50" r="40" fill="#00f"/>');
    // What is stored still draws: green on the left, blue on the right.
    const { data, info } = await sharp(Buffer.from(stored)).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(50, 50)).toEqual([0, 170, 0]);
    expect(at(150, 50)).toEqual([0, 0, 255]);
    const served = await storeRequest('demo', answer.json.url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });

  it('refuses an SVG that is nothing but script, and one without a size', async () => {
    await expectRefusedWithNothingStored(
      () => upload('only-script.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')),
      422,
      'The SVG draws nothing once its scripts and links are removed.',
    );
    await expectRefusedWithNothingStored(
      () => upload('sizeless.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>')),
      422,
      'The SVG needs a width and height or a viewBox.',
    );
    await expectRefusedWithNothingStored(
      () => upload('giant.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="30000" height="10"><rect width="10" height="10"/></svg>')),
      422,
      TOO_WIDE,
    );
  });

  it("holds an SVG's inline pictures to the same limits: a bomb or a GIF inside is refused", async () => {
    const holding = (bytes: Buffer, type = 'png') =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image width="10" height="10" href="data:image/${type};base64,${bytes.toString('base64')}"/></svg>`,
      );
    await expectRefusedWithNothingStored(() => upload('bomb.svg', holding(pngHeaderOnly(50_000, 50_000))), 422, TOO_WIDE);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    await expectRefusedWithNothingStored(() => upload('gif-inside.svg', holding(gif)), 422, FORMATS);
    const fine = await upload('photo-inside.svg', holding(await picture(10, 10, 'png')));
    expect(fine.status).toBe(201);
    expect(readFileSync(storedFile(fine.json.url), 'utf8')).toContain('href="data:image/png;base64,');
  });

  it('refuses a request without a file, and one without the X-XSRF-TOKEN header', async () => {
    const empty = await shopper.request<{ message: string }>(apiPath('studio.upload'), { method: 'POST', json: {} });
    expect(empty.status).toBe(422);
    expect(empty.json.message).toBe(FORMATS);
    const forger = new SessionClient('demo');
    forger.xsrf = false;
    expect((await upload('x.png', await picture(4, 4, 'png'), undefined, forger)).status).toBe(403);
  });

  it("knows which pictures are the store's own (for the render job)", async () => {
    const answer = await upload('mine.png', await picture(8, 8, 'png'));
    const { db } = await testDb();
    const demo = (await findDivisionBySubdomain(db, 'demo'))!;
    const north = (await findDivisionBySubdomain(db, 'north'))!;
    expect(await isStoreImage({ db, division: demo }, answer.json.url)).toBe(true);
    expect(await isStoreImage({ db, division: north }, answer.json.url)).toBe(false);
    expect(await isStoreImage({ db, division: demo }, '/media/0000000000000000.png')).toBe(false);
    const artwork = await db.selectFrom('design_library_items').select(['url', 'small_url']).where('division_id', '=', north.id).executeTakeFirstOrThrow();
    expect(await isStoreImage({ db, division: north }, artwork.url)).toBe(true);
    expect(await isStoreImage({ db, division: north }, artwork.small_url)).toBe(true);
  });

  it('limits uploads per client: 429 with Retry-After once the allowance is used', async () => {
    const { db } = await testDb();
    const id = await divisionId('demo');
    // Earlier uploads in this file made the client's window; use it up.
    const window = await db.selectFrom('rate_limits').selectAll().where('key', 'like', `studio-upload:${id}:%`).executeTakeFirstOrThrow();
    await db.updateTable('rate_limits').set({ count: STUDIO_UPLOAD_LIMIT.max }).where('key', '=', window.key).execute();
    try {
      const refused = await upload('one-too-many.png', await picture(4, 4, 'png'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another store counts separately.
      const elsewhere = await upload('north.png', await picture(4, 4, 'png'), undefined, new SessionClient('north'));
      expect(elsewhere.status).toBe(201);
    } finally {
      await db.deleteFrom('rate_limits').where('key', '=', window.key).execute();
    }
  });
});
