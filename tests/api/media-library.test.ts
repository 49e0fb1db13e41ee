// The image library: uploads are checked by type and size, pictures are turned into the
// responsive widths by the media.process job, and only the store's own people reach them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb } from '../support/api.ts';
import { listJobs } from '../../src/platform/jobs/job-list.ts';
import { UPLOAD_LIMIT, uploadLimitKey } from '../../src/server/merchant/media-library/add-media.ts';
import { eventually } from '../support/eventually.ts';
import { SessionClient } from '../support/session-client.ts';
import { multipart, pngHeaderOnly } from '../support/uploads.ts';
import { TEST_MEDIA_DIR } from '../support/server.ts';
import { newAccount } from './accounts/accounts-support.ts';
import { clearLimit, useUpLimit } from '../support/factories/index.ts';
import type { MediaItem, MediaList, LinkTarget } from '../../src/schemas/media-library.ts';
import { scaled } from '../support/slowdown.ts';

const OTHER_STORE = "Oops... Looks like you're trying to access a page from another store";
const FORMATS = 'Must upload the following formats: jpg, jpeg, png, webp, gif, pdf.';

interface Owner {
  client: SessionClient;
  subdomain: string;
  base: string;
}

async function owner(): Promise<Owner> {
  const account = await newAccount();
  const subdomain = account.subdomain!;
  const client = new SessionClient(subdomain);
  expect((await client.login(account.email, account.password)).status).toBe(200);
  return { client, subdomain, base: `/omnis/v3/divisions/${await divisionId(subdomain)}/media/` };
}

function upload(who: Owner, name: string, bytes: Buffer, base = who.base) {
  const { body, headers } = multipart(name, bytes, { fields: { altText: 'A test picture' } });
  return who.client.request<{ data: MediaItem; message?: string }>(base, { method: 'POST', body, headers });
}

/** A real picture: a diagonal gradient, so every rendition has content to encode. */
function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#e91e63"/><stop offset="1" stop-color="#3f51b5"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const pipeline = sharp(Buffer.from(svg));
  return (format === 'png' ? pipeline.png() : pipeline.jpeg()).toBuffer();
}

async function waitUntilDone(who: Owner, id: number): Promise<MediaItem> {
  const response = await eventually(
    () => who.client.request<{ data: MediaItem }>(`${who.base}${id}/`),
    (answer) => answer.json?.data?.status !== 'processing',
    30_000,
  );
  expect(response.status).toBe(200);
  return response.json.data;
}

let alice: Owner;
let bob: Owner;

beforeAll(async () => {
  [alice, bob] = [await owner(), await owner()];
});

describe('image library uploads', { timeout: scaled(60_000) }, () => {
  it('turns an uploaded PNG into the responsive widths through the job queue, served under /media/', async () => {
    const answer = await upload(alice, 'Summer banner.png', await picture(1600, 900, 'png'));
    expect(answer.status, answer.text).toBe(202);
    expect(answer.json.data).toMatchObject({
      kind: 'image',
      name: 'Summer banner.png',
      contentType: 'image/png',
      status: 'processing',
      url: null,
      altText: 'A test picture',
    });

    const item = await waitUntilDone(alice, answer.json.data.id);
    expect(item).toMatchObject({ status: 'ready', progress: 100, error: null });
    const widths = Object.keys(item.image!.sizes)
      .map(Number)
      .sort((a, b) => a - b);
    // 5 responsive steps, the smallest 256 px; the original (1600) is the largest.
    expect(widths).toHaveLength(5);
    expect(widths[0]).toBe(256);
    expect(widths.at(-1)).toBe(1600);
    expect(item.url).toBe(item.image!.sizes['1600']);
    for (const address of Object.values(item.image!.sizes)) {
      expect(existsSync(path.join(TEST_MEDIA_DIR, address.replace('/media/', '')))).toBe(true);
      const served = await storeRequest(alice.subdomain, address);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const rendition = await sharp((await storeRequest(alice.subdomain, item.image!.sizes['256']!)).bytes).metadata();
    expect(rendition.width).toBe(256);
  });

  it('accepts a JPEG and lists it for its own store only', async () => {
    const answer = await upload(alice, 'photo.JPG', await picture(300, 200, 'jpeg'));
    expect(answer.status, answer.text).toBe(202);
    const item = await waitUntilDone(alice, answer.json.data.id);
    expect(item.status).toBe('ready');
    expect(item.image!.width).toBe(300);

    const list = await alice.client.request<MediaList>(`${alice.base}?kind=image&search=photo`);
    expect(list.json.data.map((entry) => entry.id)).toEqual([item.id]);
    const others = await bob.client.request<MediaList>(bob.base);
    expect(others.status).toBe(200);
    expect(others.json.data.some((entry) => entry.id === item.id)).toBe(false);
  });

  it('stores a PDF for the drive at once', async () => {
    const answer = await upload(alice, 'size-guide.pdf', Buffer.from('%PDF-1.4\n% test\n%%EOF\n'));
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json.data).toMatchObject({ kind: 'file', status: 'ready', contentType: 'application/pdf' });
    const served = await storeRequest(alice.subdomain, answer.json.data.url!);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-security-policy']).toBe('sandbox');
  });

  it('refuses a wrong type with the spec message (by name and by content), writing nothing', async () => {
    const before = (await alice.client.request<MediaList>(alice.base)).json.total;
    const text = await upload(alice, 'notes.txt', Buffer.from('hello'));
    expect(text.status).toBe(422);
    expect(text.json.message).toBe(FORMATS);
    const disguised = await upload(alice, 'notes.png', Buffer.from('not a picture at all'));
    expect(disguised.status).toBe(422);
    expect(disguised.json.message).toBe(FORMATS);
    expect((await alice.client.request<MediaList>(alice.base)).json.total).toBe(before);
  });

  it('refuses a file over 10 MB with the size message', async () => {
    const answer = await upload(alice, 'huge.png', Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(answer.status).toBe(413);
    expect(answer.json.message).toBe('Must upload a file no larger than 10 MB.');
  });

  it('refuses a picture whose header declares more than 50 megapixels, before decoding it', async () => {
    const answer = await upload(alice, 'bomb.png', pngHeaderOnly(10_000, 10_000));
    expect(answer.status).toBe(422);
    expect(answer.json.message).toBe('Must upload a picture no larger than 50 megapixels.');
  });

  it('marks a picture whose pixels cannot be decoded as failed, with a message, at the first attempt', async () => {
    const answer = await upload(alice, 'broken.png', pngHeaderOnly(400, 300));
    expect(answer.status, answer.text).toBe(202);
    const item = await waitUntilDone(alice, answer.json.data.id);
    expect(item).toMatchObject({ status: 'failed', url: null, image: null, error: 'This picture could not be read. Please try another file.' });
    // Not left to retry: the job finished (finished jobs leave the queue on both databases). It
    // marks the item before it ends (it still removes the upload), so wait for it to leave.
    const processing = async () => (await listJobs(await testDb())).filter((job) => job.task === 'media.process');
    expect(await eventually(processing, (jobs) => jobs.length === 0 || jobs.some((job) => job.state !== 'running'), 10_000)).toEqual([]);
  });

  it('keeps the files of a picture another item still holds when one of them is deleted', async () => {
    const bytes = await picture(320, 320, 'png');
    const [first, second] = [await upload(alice, 'twin-a.png', bytes), await upload(alice, 'twin-b.png', bytes)];
    const [a, b] = [await waitUntilDone(alice, first.json.data.id), await waitUntilDone(alice, second.json.data.id)];
    expect(a.image!.id).toBe(b.image!.id);
    expect((await alice.client.request(`${alice.base}${a.id}/`, { method: 'DELETE' })).status).toBe(200);
    expect((await storeRequest(alice.subdomain, b.url!)).status).toBe(200);
    expect((await alice.client.request(`${alice.base}${b.id}/`, { method: 'DELETE' })).status).toBe(200);
    expect((await storeRequest(alice.subdomain, b.url!)).status).toBe(404);
  });

  it('keeps the files of a deleted item while a page of the store still shows the picture', async () => {
    const answer = await upload(alice, 'on-a-page.png', await picture(300, 300, 'png'));
    const item = await waitUntilDone(alice, answer.json.data.id);
    const { db } = await testDb();
    const home = await db
      .selectFrom('pages')
      .select(['id', 'properties_json'])
      .where('division_id', '=', await divisionId(alice.subdomain))
      .where('url', '=', '/')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('pages')
      .set({ properties_json: JSON.stringify({ ...JSON.parse(home.properties_json), ogImage: item.url }) })
      .where('id', '=', home.id)
      .execute();
    const deleted = await alice.client.request(`${alice.base}${item.id}/`, { method: 'DELETE' });
    expect(deleted.json).toEqual({ deleted: item.id, filesKept: true });
    expect((await alice.client.request(`${alice.base}${item.id}/`)).status).toBe(404);
    expect((await storeRequest(alice.subdomain, item.url!)).status).toBe(200);
  });

  it('deletes an item and its files', async () => {
    const answer = await upload(alice, 'delete-me.png', await picture(400, 400, 'png'));
    const item = await waitUntilDone(alice, answer.json.data.id);
    const deleted = await alice.client.request(`${alice.base}${item.id}/`, { method: 'DELETE' });
    expect(deleted.json).toEqual({ deleted: item.id, filesKept: false });
    expect((await alice.client.request(`${alice.base}${item.id}/`)).status).toBe(404);
    expect((await storeRequest(alice.subdomain, item.url!)).status).toBe(404);
  });
});

describe('who may use the library', () => {
  it('answers 401 when signed out', async () => {
    expect((await storeRequest(alice.subdomain, alice.base)).status).toBe(401);
    const anonymous = new SessionClient(alice.subdomain);
    const { body, headers } = multipart('a.png', await picture(10, 10, 'png'));
    expect((await anonymous.request(alice.base, { method: 'POST', body, headers })).status).toBe(401);
  });

  it("answers 403 with the spec's text to another store's owner, on its host or through a division path", async () => {
    const mine = await upload(alice, 'private.png', await picture(64, 64, 'png'));
    expect(mine.status).toBe(202);
    // Bob signed in on Alice's store.
    const visitor = new SessionClient(alice.subdomain);
    const account = await newAccount();
    await visitor.login(account.email, account.password);
    const onHer = await visitor.request<{ message: string }>(alice.base);
    expect(onHer.status).toBe(403);
    expect(onHer.json.message).toBe(OTHER_STORE);
    const uploadThere = await upload({ ...alice, client: visitor }, 'intruder.png', await picture(10, 10, 'png'));
    expect(uploadThere.status).toBe(403);
    // Bob on his own store naming Alice's division, or Alice's item.
    expect((await bob.client.request<{ message: string }>(alice.base)).json.message).toBe(OTHER_STORE);
    const item = await bob.client.request<{ message: string }>(`${bob.base}${mine.json.data.id}/`);
    expect(item.status).toBe(403);
    expect(item.json.message).toBe(OTHER_STORE);
    const remove = await bob.client.request(`${bob.base}${mine.json.data.id}/`, { method: 'DELETE' });
    expect(remove.status).toBe(403);
    expect((await alice.client.request(`${alice.base}${mine.json.data.id}/`)).status).toBe(200);
  });

  it('shows /dashboard/store/images/ to the owner only: a login for visitors, the 403 page for other owners', async () => {
    const own = await alice.client.request('/dashboard/store/images/');
    expect(own.status).toBe(200);
    expect(own.text).toMatch(/aria-current="page"[^>]*>Images<\/a>/);
    expect(own.headers['cache-control']).toContain('no-store');
    const visitor = await storeRequest(alice.subdomain, '/dashboard/store/images/');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe('/login/?redirect_uri=%2Fdashboard%2Fstore%2Fimages%2F');
    const visitorAccount = await newAccount();
    const other = new SessionClient(alice.subdomain);
    await other.login(visitorAccount.email, visitorAccount.password);
    const refused = await other.request('/dashboard/store/images/');
    expect(refused.status).toBe(403);
    expect(refused.text).toContain('Oops... Looks like you&#39;re trying to access a page from another store');
  });

  it("refuses uploads past the store's hourly allowance with a 429 and Retry-After, for that store only", async () => {
    const { db } = await testDb();
    const key = uploadLimitKey(await divisionId(alice.subdomain));
    // The window as if this hour's uploads were used up a minute ago.
    await useUpLimit(db, key, UPLOAD_LIMIT.max, Date.now() - 60_000);
    try {
      const refused = await upload(alice, 'one-too-many.png', await picture(10, 10, 'png'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect((await upload(bob, 'bobs.png', await picture(10, 10, 'png'))).status).toBe(202);
    } finally {
      await clearLimit(db, key);
    }
  });

  it('refuses an upload without the X-XSRF-TOKEN header', async () => {
    alice.client.xsrf = false;
    try {
      const answer = await upload(alice, 'csrf.png', await picture(10, 10, 'png'));
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ code: 'csrfMismatch' });
    } finally {
      alice.client.xsrf = true;
    }
  });
});

describe('link targets and product images', () => {
  it("finds the store's own products, collections and pages by their titles", async () => {
    const demo = new SessionClient('demo');
    expect((await demo.login('owner@demo.test', 'demo-owner-2026')).status).toBe(200);
    const base = `/omnis/v3/divisions/${await divisionId('demo')}/media/`;
    const products = await demo.request<{ data: LinkTarget[] }>(`${base}link-targets?kind=product`);
    expect(products.status).toBe(200);
    const first = products.json.data[0]!;
    expect(first.href).toMatch(/^\/product\/[^/]+\/$/);
    const narrowed = await demo.request<{ data: LinkTarget[] }>(`${base}link-targets?kind=product&search=${encodeURIComponent(first.title.slice(0, 5))}`);
    expect(narrowed.json.data.map((target) => target.title)).toContain(first.title);
    const collections = await demo.request<{ data: LinkTarget[] }>(`${base}link-targets?kind=collection`);
    expect(collections.json.data[0]?.href).toMatch(/^\/collection\//);
    const pages = await demo.request<{ data: LinkTarget[] }>(`${base}link-targets?kind=page`);
    expect(pages.json.data.map((target) => target.href)).toContain('/');
    const pictures = await demo.request<{ data: { images: unknown[] }[] }>(`${base}product-images`);
    expect(pictures.json.data[0]?.images.length).toBeGreaterThan(0);
    // Bob's store has none of demo's products.
    const bobs = await bob.client.request<{ data: LinkTarget[] }>(`${bob.base}link-targets?kind=product&search=${encodeURIComponent(first.title)}`);
    expect(bobs.json.data).toEqual([]);
    expect((await demo.request(`${base}link-targets?kind=nonsense`)).status).toBe(422);
  });
});
