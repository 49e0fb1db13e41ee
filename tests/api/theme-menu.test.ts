// The theme and main menu calls. Applying or saving is a publish (a new visitor
// sees it), bad input is a 422 naming the field with nothing written, and only the store's
// own signed-in people, sending the XSRF header, may call them. Runs on SQLite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { SessionClient } from '../support/session-client.ts';
import { divisionId, storeRequest, testDb } from '../support/api.ts';
import { newAccount } from './accounts/accounts-support.ts';
import { eventually } from '../support/eventually.ts';
import { PRO_PRIMARY_COLOR } from '../../themes/pro-variant.ts';
import { parseHtml } from '../support/html.ts';
import { apiPath } from '../../src/schemas/api.ts';

const OTHER_STORE = "Oops... Looks like you're trying to access a page from another store";

let subdomain: string;
let division: number;
let owner: SessionClient;
/** Signed in on the demo store, which they are not a member of. */
let stranger: SessionClient;

beforeAll(async () => {
  const account = await newAccount();
  subdomain = account.subdomain!;
  division = await divisionId(subdomain);
  owner = new SessionClient(subdomain);
  expect((await owner.login(account.email, account.password)).status).toBe(200);
  stranger = account.client;
});

/** What a new visitor gets at the store's home page. */
const homePage = async () => (await storeRequest(subdomain, '/')).text;

async function storedTheme() {
  const { db } = await testDb();
  return db.selectFrom('divisions').select(['theme_name', 'theme_overrides_json', 'content_version']).where('id', '=', division).executeTakeFirstOrThrow();
}

const put = (client: SessionClient, path: string, json: unknown) => client.request<Record<string, any>>(path, { method: 'PUT', json });

describe('theme calls', () => {
  it('applies a named theme as a publish: a new visitor’s home page carries its CSS', async () => {
    const before = await storedTheme();
    const response = await owner.post<{ theme: { name: string; pro: boolean } }>(apiPath('theme.apply', { division }), { name: 'punch' });
    expect(response.status, response.text).toBe(200);
    expect(response.json.theme).toEqual({ name: 'punch', overrides: {}, pro: false });
    const after = await storedTheme();
    expect(after.theme_name).toBe('punch');
    expect(after.content_version).toBeGreaterThan(before.content_version);
    expect(await homePage()).toContain('--primary-color: #d7002a;');
  });

  it('applies the pro variant: the pro primary colour on the storefront, and GET reports it', async () => {
    expect((await owner.post(apiPath('theme.apply', { division }), { name: 'nordic', pro: true })).status).toBe(200);
    expect(await homePage()).toContain(`--primary-color: ${PRO_PRIMARY_COLOR};`);
    const current = await owner.request<{ theme: { name: string; pro: boolean } }>(apiPath('theme.read', { division }));
    expect(current.json.theme).toMatchObject({ name: 'nordic', pro: true });
  });

  it('refuses deprecated, platform and unknown themes with a 422', async () => {
    for (const name of ['boho', 'teemill', 'nope']) {
      const response = await owner.post<{ errors: Record<string, string[]> }>(apiPath('theme.apply', { division }), { name });
      expect(response.status, name).toBe(422);
      expect(response.json.errors.name).toEqual(['Choose one of the named themes']);
    }
    expect((await storedTheme()).theme_name).toBe('nordic');
  });

  it('saves the store’s own theme: a base plus overrides, live for new visitors', async () => {
    const response = await put(owner, apiPath('theme.read', { division }), {
      base: 'salt',
      overrides: { 'page.background': '#FAFAF0', 'button.borderRadius': 20, 'heading1.font': 'Fraunces' },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.theme).toEqual({
      name: 'salt',
      overrides: { 'page.background': '#FAFAF0', 'button.borderRadius': 20, 'heading1.font': 'Fraunces' },
      pro: false,
    });
    const html = await homePage();
    expect(html).toContain('--page-background: #fafaf0;');
    expect(html).toContain('--button-border-radius: 20px;');
    expect(html).toContain("font-family: 'Fraunces'");
  });

  it('answers a bad colour, an out-of-range length or an unknown token with a 422 naming it, and writes nothing', async () => {
    const before = await storedTheme();
    const response = await put(owner, apiPath('theme.read', { division }), {
      base: 'salt',
      overrides: { 'primary.color': 'red;}body{display:none', 'button.borderRadius': 99, 'primary.colour': '#fff' },
    });
    expect(response.status).toBe(422);
    expect(response.json.errors['primary.color']).toEqual(['Expected a hex colour such as #2e7d32, or transparent']);
    expect(response.json.errors['button.borderRadius']).toEqual(['Expected a number from 0 to 50 pixels, whole numbers only']);
    expect(response.json.errors['primary.colour']).toEqual(['Unknown theme token (did you mean primary.color?)']);
    expect(await storedTheme()).toEqual(before);
    expect((await put(owner, apiPath('theme.read', { division }), { base: 'deepSpace', overrides: {} })).status).toBe(422);
  });

  it('lets only the store’s own signed-in people change it, with the XSRF header', async () => {
    const before = await storedTheme();
    const signedOut = await new SessionClient(subdomain).post(apiPath('theme.apply', { division }), { name: 'joy' });
    expect(signedOut.status).toBe(401);
    // A member of another store, on this store's host and on their own host naming this store.
    const demo = await divisionId('demo');
    const demoBefore = (await testDb()).db.selectFrom('divisions').select(['theme_name', 'content_version']).where('id', '=', demo).executeTakeFirstOrThrow();
    const expected = await demoBefore;
    const foreign = await stranger.post<{ message: string }>(apiPath('theme.apply', { division: demo }), { name: 'joy' });
    expect(foreign.status).toBe(403);
    expect(foreign.json.message).toBe(OTHER_STORE);
    const crossing = await owner.post<{ message: string }>(apiPath('theme.apply', { division: demo }), { name: 'joy' });
    expect(crossing.status).toBe(403);
    expect(crossing.json.message).toBe(OTHER_STORE);
    expect(
      await (await testDb()).db.selectFrom('divisions').select(['theme_name', 'content_version']).where('id', '=', demo).executeTakeFirstOrThrow(),
    ).toEqual(expected);
    owner.xsrf = false;
    try {
      const forged = await owner.post<{ code: string }>(apiPath('theme.apply', { division }), { name: 'joy' });
      expect(forged.status).toBe(403);
      expect(forged.json.code).toBe('csrfMismatch');
    } finally {
      owner.xsrf = true;
    }
    expect(await storedTheme()).toEqual(before);
  });

  it('rebuilds the cached store in the background: its pages are drawn at the new version before anyone asks', async () => {
    const { db } = await testDb();
    const cached = () => db.selectFrom('rendered_pages').select(['cache_key', 'content_version']).where('division_id', '=', division).execute();
    await homePage();
    await eventually(cached, (rows) => rows.length > 0);
    expect((await owner.post(apiPath('theme.apply', { division }), { name: 'quiet' })).status).toBe(200);
    const version = (await storedTheme()).content_version;
    // Nobody asks for a page from here on: only the rebuild job can draw one at this version.
    const rows = await eventually(cached, (found) => found.some((row) => row.content_version === version), 30_000);
    expect(rows.some((row) => row.content_version === version && row.cache_key.endsWith('/'))).toBe(true);
  });
});

const MENU = [
  {
    text: 'Organic Tees',
    href: '/collections/tees',
    submenu: [
      { title: 'By colour', items: [{ text: 'Forest green', link: '/collections/green' }] },
      {
        title: 'Featured',
        mode: 'image',
        image: {
          src: 'https://images.example/summer.jpg',
          title: 'Summer drop',
          ratio: 'tall',
          borderRadius: 'rounded',
          button: { text: 'Shop the drop', width: 'full' },
        },
      },
    ],
  },
  { text: 'Gift cards', href: '/gift-cards' },
];

describe('main menu calls', () => {
  it('saves the menu as a publish: the storefront’s header and mobile menu show it', async () => {
    const response = await put(owner, apiPath('menu.read', { division }), { menu: MENU });
    expect(response.status, response.text).toBe(200);
    expect(response.json.menu[0].submenu[1].image).toMatchObject({ title: 'Summer drop', ratio: 'tall', button: { text: 'Shop the drop', width: 'full' } });
    const html = await homePage();
    expect(html).toContain('Organic Tees');
    expect(html).toContain('Forest green');
    expect(html).toContain('Summer drop');
    expect(html).toContain('Gift cards');
    expect((await owner.request<{ menu: unknown[] }>(apiPath('menu.read', { division }))).json.menu).toHaveLength(2);
  });

  it('answers a bad menu with a 422 naming each field, and keeps the saved one', async () => {
    const response = await put(owner, apiPath('menu.read', { division }), {
      menu: [
        { text: '', submenu: [{ mode: 'image' }] },
        { text: 'Bad colour', color: 'red;x:y' },
      ],
    });
    expect(response.status).toBe(422);
    expect(response.json.errors['menu.0.text']).toEqual(['This field is required.']);
    expect(response.json.errors['menu.0.submenu.0.image']).toEqual(['Choose an image for this tile.']);
    expect(response.json.errors['menu.1.color']).toEqual(['Invalid colour']);
    expect(await homePage()).toContain('Organic Tees');
  });

  it('draws an unsaved menu for the preview without publishing it', async () => {
    const before = await storedTheme();
    const response = await owner.post<{ desktop: string; mobile: string }>(apiPath('menu.preview', { division }), {
      menu: [{ text: 'Preview <only>', href: '/x' }, MENU[0]],
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.desktop).toContain('class="desktop-menu');
    expect(response.json.desktop).toContain('Preview &lt;only&gt;');
    expect(response.json.desktop).toContain('Summer drop');
    expect(response.json.desktop).toContain('Shop the drop');
    expect(response.json.mobile).toContain('drill');
    expect(response.json.mobile).toContain('Forest green');
    expect((await storedTheme()).content_version).toBe(before.content_version);
    expect(await homePage()).not.toContain('Preview &lt;only&gt;');
  });

  it('checks the contrast of entry colours written as names, rgb() or hsl(), as of hex ones', async () => {
    const response = await owner.post<{ desktop: string }>(apiPath('menu.preview', { division }), {
      menu: [
        { text: 'Named', href: '/a', color: 'darkred', backgroundColor: 'black' },
        { text: 'Functional', href: '/b', color: 'rgb(198, 40, 40)', backgroundColor: 'hsl(150 6% 8%)' },
        { text: 'Readable', href: '/c', color: 'gold', backgroundColor: 'black' },
        { text: 'Variable', href: '/d', color: 'var(--accent)', backgroundColor: 'black' },
      ],
    });
    expect(response.status, response.text).toBe(200);
    const styles = parseHtml(response.json.desktop)
      .all('a.entry-link')
      .map((link) => link.attribs.style);
    expect(styles).toEqual(['background:black', 'background:hsl(150 6% 8%)', 'color:gold;background:black', 'color:var(--accent);background:black']);
  });

  it('refuses the signed out, other stores and calls without the XSRF header', async () => {
    expect((await put(new SessionClient(subdomain), apiPath('menu.read', { division }), { menu: [] })).status).toBe(401);
    const demo = await divisionId('demo');
    expect((await put(stranger, apiPath('menu.read', { division: demo }), { menu: [] })).json.message).toBe(OTHER_STORE);
    expect((await put(owner, apiPath('menu.read', { division: demo }), { menu: [] })).status).toBe(403);
    expect((await stranger.post(apiPath('menu.preview', { division: demo }), { menu: [] })).status).toBe(403);
    owner.xsrf = false;
    try {
      expect((await put(owner, apiPath('menu.read', { division }), { menu: [] })).status).toBe(403);
    } finally {
      owner.xsrf = true;
    }
    expect(await homePage()).toContain('Organic Tees');
  });
});

describe('theme and menu screens', () => {
  it('shows the owner the gallery of live previews, the editor and the menu editor', async () => {
    const gallery = await owner.request('/dashboard/store/theme/');
    expect(gallery.status).toBe(200);
    expect(gallery.text).toContain('src="/?preview-theme=punch"');
    expect(gallery.text).toContain('loading="lazy"');
    expect(gallery.text).not.toContain('preview-theme=boho');
    expect(gallery.text).toContain('aria-current="page"');
    expect((await owner.request('/dashboard/store/theme/editor/')).status).toBe(200);
    const menu = await owner.request('/dashboard/store/menu/');
    expect(menu.status).toBe(200);
    expect(menu.text).toContain('Organic Tees');
  });

  it('sends the signed out to log in and answers another store’s owner with a 403', async () => {
    const signedOut = await storeRequest(subdomain, '/dashboard/store/theme/');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.location).toContain('/login/');
    const foreign = await stranger.request('/dashboard/store/menu/');
    expect(foreign.status).toBe(403);
  });
});
