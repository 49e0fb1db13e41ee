// A Pro store's own fonts: uploaded as WOFF2 through the dashboard call, listed with the font
// library for that store only, served from the store's own host with long cache headers, and
// usable by its theme (an @font-face rule on its pages). Refused: non-Pro stores (402), files
// that are not WOFF2 (422), names that are not safe or already taken (422), another store's
// people (403), and the file on another store's host (404).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { makeOwner, makeStore, type TestStore } from '../support/factories/index.ts';
import type { SessionClient } from '../support/session-client.ts';
import { multipart } from '../support/uploads.ts';
import { apiPath } from '../../src/schemas/api.ts';
import type { FontDescriptor } from '../../src/schemas/fonts.ts';

const require = createRequire(import.meta.url);
const woff2 = readFileSync(join(dirname(require.resolve('@fontsource/caveat/package.json')), 'files', 'caveat-latin-400-normal.woff2'));
const OTHER_STORE = "Oops... Looks like you're trying to access a page from another store";

let pro: TestStore;
let basic: TestStore;
let proOwner: SessionClient;
let basicOwner: SessionClient;
/** The basic store's owner, signed in on the Pro store's host. */
let stranger: SessionClient;

beforeAll(async () => {
  const { db } = await testDb();
  pro = await makeStore(db, { prefix: 'fonts-pro', isPro: true, homePage: true });
  basic = await makeStore(db, { prefix: 'fonts-basic' });
  proOwner = (await makeOwner(pro, { session: true })).client;
  basicOwner = (await makeOwner(basic, { session: true })).client;
  stranger = (await makeOwner(basic, { session: pro.subdomain })).client;
});

const upload = (client: SessionClient, division: number, name: string, bytes: Buffer) => {
  const { body, headers } = multipart('brand.woff2', bytes, { type: 'font/woff2', fields: { name } });
  return client.request<{ font: FontDescriptor; message: string; errors: Record<string, string[]> }>(apiPath('fonts.upload', { division }), {
    method: 'POST',
    body,
    headers,
  });
};

describe('custom font upload', () => {
  it('stores a Pro store’s WOFF2 as a custom font descriptor with its url', async () => {
    const response = await upload(proOwner, pro.division.id, '  Brand   Script ', woff2);
    expect(response.status, response.text).toBe(200);
    expect(response.json.font).toMatchObject({
      type: 'custom',
      name: 'Brand Script',
      value: 'custom:Brand Script',
      source: 'custom',
      weight: 400,
      size: woff2.byteLength,
    });
    expect(response.json.font.url).toMatch(/^\/fonts\/custom\/Brand_Script\.[0-9a-f]{12}\.woff2$/);
  });

  it('refuses a store that is not Pro with the Pro message', async () => {
    const response = await upload(basicOwner, basic.division.id, 'Brand Script', woff2);
    expect(response.status).toBe(402);
    expect(response.json.message).toBe('Pro upgrade required');
  });

  it('refuses a file that is not a WOFF2, an unsafe name and a name already taken', async () => {
    const fake = await upload(proOwner, pro.division.id, 'Fake', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'.padEnd(80, ' ')));
    expect(fake.status).toBe(422);
    expect(fake.json.errors.file).toEqual(['Expected a WOFF2 font file']);
    const unsafe = await upload(proOwner, pro.division.id, "Brand'; } body {", woff2);
    expect(unsafe.status).toBe(422);
    expect(unsafe.json.errors.name?.[0]).toMatch(/letters, digits, spaces and hyphens/);
    const taken = await upload(proOwner, pro.division.id, 'brand script', woff2);
    expect(taken.status).toBe(422);
    expect(taken.json.errors.name).toEqual(['You already have a font called brand script']);
    const library = await upload(proOwner, pro.division.id, 'Lato', woff2);
    expect(library.status).toBe(422);
  });

  it('refuses a file over 2 MB with a 413', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10);
    woff2.copy(big);
    const response = await upload(proOwner, pro.division.id, 'Big', big);
    expect(response.status).toBe(413);
  });

  it('refuses another store’s people', async () => {
    const response = await upload(stranger, pro.division.id, 'Sneaky', woff2);
    expect(response.status).toBe(403);
    expect(response.json.message).toBe(OTHER_STORE);
    // Nor may they name the Pro store's division from their own store's host.
    expect((await upload(basicOwner, pro.division.id, 'Sneaky', woff2)).status).toBeGreaterThanOrEqual(403);
    const list = await stranger.request(apiPath('fonts.list', { division: pro.division.id }));
    expect(list.status).toBe(403);
  });
});

describe('the font library call', () => {
  it('lists the library and the store’s own fonts, for that store only', async () => {
    const own = await proOwner.request<{ fonts: FontDescriptor[] }>(apiPath('fonts.list', { division: pro.division.id }));
    expect(own.status).toBe(200);
    expect(own.json.fonts.length).toBeGreaterThan(220);
    expect(own.json.fonts.find((font) => font.name === 'Lato')).toMatchObject({ source: 'google', url: '/fonts/lato-latin-400-normal.woff2' });
    expect(own.json.fonts.filter((font) => font.source === 'custom').map((font) => font.name)).toEqual(['Brand Script']);
    const other = await basicOwner.request<{ fonts: FontDescriptor[] }>(apiPath('fonts.list', { division: basic.division.id }));
    expect(other.json.fonts.filter((font) => font.source === 'custom')).toEqual([]);
  });
});

describe('serving and using a custom font', () => {
  let url: string;
  beforeAll(async () => {
    const list = await proOwner.request<{ fonts: FontDescriptor[] }>(apiPath('fonts.list', { division: pro.division.id }));
    url = String(list.json.fonts.find((font) => font.name === 'Brand Script')?.url);
  });

  it('serves the file from the store’s own host, as a font kept for a year', async () => {
    const response = await storeRequest(pro.subdomain, url);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.bytes.equals(woff2)).toBe(true);
  });

  it('is not found on another store’s host', async () => {
    expect((await storeRequest(basic.subdomain, url)).status).toBe(404);
    expect((await storeRequest(pro.subdomain, '/fonts/custom/..%2F..%2Fapp.key')).status).toBe(404);
  });

  it('is used by the store’s theme, and refused in another store’s theme', async () => {
    const saved = await proOwner.request(apiPath('theme.save', { division: pro.division.id }), {
      method: 'PUT',
      json: { base: 'naked', overrides: { 'heading1.font': 'custom:Brand Script' } },
    });
    expect(saved.status, saved.text).toBe(200);
    const home = (await storeRequest(pro.subdomain, '/')).text;
    expect(home).toContain(`src: url('${url}') format('woff2');`);
    expect(home).toContain("--heading1-font: 'Brand Script', system-ui");

    const refused = await basicOwner.request<{ errors: Record<string, string[]> }>(apiPath('theme.save', { division: basic.division.id }), {
      method: 'PUT',
      json: { base: 'naked', overrides: { 'heading1.font': 'custom:Brand Script' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.errors['heading1.font']).toEqual(['This store has no font called Brand Script']);
  });
});
