// The store settings calls (/omnis/v3/divisions/{division}/settings/…) and the
// plugin settings call, on SQLite and PostgreSQL: a valid save, each validation message on bad
// input (422, nothing written), 401 signed out, 403 for another store's owner, CSRF.
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts/accounts-support.ts';
import { SessionClient, signIn } from '../support/session-client.ts';
import { divisionId, storeRequest, testDb, testStore } from '../support/api.ts';
import { makeOwner } from '../support/factories/index.ts';
import { parseHtml } from '../support/html.ts';
import { textContent } from 'domutils';

const OTHER_STORE = "Oops... Looks like you're trying to access a page from another store";

let owner: SessionClient;
let intruder: SessionClient;
let subdomain: string;
let division: number;
let otherSubdomain: string;
let otherDivision: number;

const path = (tail: string, id = division) => `/omnis/v3/divisions/${id}/settings/${tail}`;

const contentVersion = async (id = division) =>
  (await (await testDb()).db.selectFrom('divisions').select('content_version').where('id', '=', id).executeTakeFirstOrThrow()).content_version;

beforeAll(async () => {
  const first = await newAccount();
  const second = await newAccount();
  subdomain = first.subdomain!;
  otherSubdomain = second.subdomain!;
  division = await divisionId(subdomain);
  otherDivision = await divisionId(otherSubdomain);
  owner = await signIn(first, subdomain);
  // The second owner, signed in on the first owner's store.
  intruder = await signIn(second, subdomain);
});

describe('who may change settings', () => {
  it('answers 401 to a visitor who is not signed in, writing nothing', async () => {
    const before = await contentVersion();
    const anonymous = new SessionClient(subdomain);
    const response = await anonymous.request(path('sitewide-banner/'), { method: 'PUT', json: { enabled: true, text: 'Sale' } });
    expect(response.status).toBe(401);
    expect(await contentVersion()).toBe(before);
  });

  it("answers another store's owner with the spec's 403, on every call", async () => {
    const calls: [string, string, unknown][] = [
      ['GET', path(''), undefined],
      ['PUT', path('sitewide-banner/'), { enabled: true, text: 'Mine now' }],
      ['PUT', path('custom-domain/'), { customDomainName: 'stolen.example.com' }],
      ['POST', path('search-redirects/'), { searchTerm: 'hoodie', destinationUrl: '/collection/hoodies/' }],
      ['PATCH', path('plugins/analytics/'), { measurement_id: 'G-STOLEN1' }],
      ['PUT', path('store-password/'), { password: 'let me in please' }],
    ];
    for (const [method, url, json] of calls) {
      const response = await intruder.request<{ message: string }>(url, { method, json });
      expect(response.status, `${method} ${url}`).toBe(403);
      expect(response.json.message).toBe(OTHER_STORE);
    }
    expect((await owner.request<{ sitewideBanner: { text: string } }>(path(''))).json.sitewideBanner.text).not.toBe('Mine now');
  });

  it("refuses an owner naming another store's division in the path", async () => {
    const response = await owner.request<{ message: string }>(path('sitewide-banner/', otherDivision), { method: 'PUT', json: { enabled: true, text: 'x' } });
    expect(response.status).toBe(403);
    expect(response.json.message).toBe(OTHER_STORE);
  });

  it('refuses a staff member without the settings or plugins right, on the calls and the plain form', async () => {
    const { client: staff } = await makeOwner(await testStore(subdomain), { role: 'staff', firstName: 'Stevie', lastName: 'Staff', session: true });
    const call = await staff.request<{ code: string }>(path('sitewide-banner/'), { method: 'PUT', json: { enabled: true, text: 'Staff sale' } });
    expect(call.status).toBe(403);
    expect(call.json.code).toBe('permissionDenied');
    expect((await staff.request(path('plugins/analytics/'), { method: 'PATCH', json: { measurement_id: 'G-STAFF123' } })).status).toBe(403);
    const origin = `http://${subdomain}.localhost`;
    const form = await staff.request('/plugins/analytics', {
      method: 'POST',
      body: new URLSearchParams({ measurement_id: 'G-STAFF123' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': 'same-origin' },
    });
    expect(form.status).toBe(403);
    expect((await owner.request<{ settings: Record<string, unknown> }>(path('plugins/analytics/'))).json.settings.measurement_id).not.toBe('G-STAFF123');
    // The screen says why instead of showing forms that would be refused.
    expect((await staff.request('/dashboard/store/settings/')).text).toContain('You need the settings permission');
  });

  it('refuses a call without the X-XSRF-TOKEN header before anything is written', async () => {
    const before = await contentVersion();
    owner.xsrf = false;
    try {
      const response = await owner.request<{ code: string }>(path('sitewide-banner/'), { method: 'PUT', json: { enabled: true, text: 'Forged' } });
      expect(response.status).toBe(403);
      expect(response.json.code).toBe('csrfMismatch');
    } finally {
      owner.xsrf = true;
    }
    expect(await contentVersion()).toBe(before);
  });
});

describe('plugin settings', () => {
  it('saves a valid GA measurement id, keeps the other settings and moves the content version', async () => {
    const before = await contentVersion();
    const saved = await owner.request<{ settings: Record<string, unknown> }>(path('plugins/analytics/'), {
      method: 'PATCH',
      json: { enabled: true, measurement_id: 'G-AB12CD34EF' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.settings).toMatchObject({ enabled: true, measurement_id: 'G-AB12CD34EF', ga_tracking_id: '' });
    expect(await contentVersion()).toBeGreaterThan(before);
    const partial = await owner.request<{ settings: Record<string, unknown> }>(path('plugins/analytics/'), {
      method: 'PATCH',
      json: { ga_tracking_id: 'UA-12345678-1' },
    });
    expect(partial.json.settings).toMatchObject({ enabled: true, measurement_id: 'G-AB12CD34EF', ga_tracking_id: 'UA-12345678-1' });
    const read = await owner.request<{ settings: Record<string, unknown> }>(path('plugins/analytics/'));
    expect(read.json.settings).toMatchObject({ measurement_id: 'G-AB12CD34EF', ga_tracking_id: 'UA-12345678-1' });
  });

  it.each([
    ['analytics', 'measurement_id', 'UA-1234', 'Invalid measurement ID'],
    ['analytics', 'ga_tracking_id', 'G-ABC123', 'Invalid tracking ID'],
    ['facebook-tracking-pixel', 'pixel', 'abc', 'Invalid Facebook Pixel'],
    ['marketing', 'conversion_id', '123', 'Invalid conversion ID'],
    ['marketing', 'conversion_label', 'short', 'Invalid conversion label'],
    ['verification', 'google', '<script>alert(1)</script>', 'Invalid verification snippet'],
    ['verification', 'pinterest', 'abc', 'Invalid verification snippet'],
    ['verification', 'facebook', '<meta name="google-site-verification" content="abcdefgh1234">', 'Invalid verification snippet'],
    ['pinterest', 'pixel', '12', 'Invalid Pinterest Pixel'],
  ])('answers %s.%s = %j with a 422 "%s" and writes nothing', async (code, field, value, message) => {
    const before = await owner.request<{ settings: Record<string, unknown> }>(path(`plugins/${code}/`));
    const response = await owner.request<{ message: string; errors: Record<string, string[]> }>(path(`plugins/${code}/`), {
      method: 'PATCH',
      json: { [field]: value },
    });
    expect(response.status).toBe(422);
    expect(response.json.message).toBe(message);
    expect(response.json.errors[field]).toEqual([message]);
    expect((await owner.request(path(`plugins/${code}/`))).json).toEqual(before.json);
  });

  it('puts the verification tags in every page head, written from their tokens', async () => {
    const google = '<meta name="google-site-verification" content="gsv-Token_123456" />';
    const saved = await owner.request(path('plugins/verification/'), { method: 'PATCH', json: { enabled: true, google } });
    expect(saved.status, saved.text).toBe(200);
    const home = await storeRequest(subdomain, '/');
    expect(home.text).toContain('<meta name="google-site-verification" content="gsv-Token_123456">');
    expect(home.text).not.toContain('p:domain_verify');
  });

  it('answers an unknown plugin with a 404', async () => {
    expect((await owner.request(path('plugins/nope/'), { method: 'PATCH', json: {} })).status).toBe(404);
  });
});

describe('the plugin form without JavaScript', () => {
  const form = (fields: Record<string, string>, origin = `http://${subdomain}.localhost`) => ({
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': origin.includes(subdomain) ? 'same-origin' : 'cross-site' },
  });

  it('shows the message next to the field with the value kept, then saves and redirects', async () => {
    const bad = await owner.request('/plugins/analytics', form({ enabled: 'on', measurement_id: 'UA-99', ga_tracking_id: '' }));
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('Invalid measurement ID');
    expect(bad.text).toContain('value="UA-99"');
    const good = await owner.request('/plugins/analytics', form({ enabled: 'on', measurement_id: ' G-FORM1234 ', ga_tracking_id: '' }));
    expect(good.status).toBe(303);
    expect(good.headers.location).toBe('/plugins/analytics?saved=1');
    const shown = await owner.request('/plugins/analytics?saved=1');
    expect(shown.text).toContain('value="G-FORM1234"');
    expect(shown.text).toContain('Your settings have been saved.');
  });

  it('has breadcrumbs Home → Plugins → the plugin, on the page and as a matching BreadcrumbList', async () => {
    const html = parseHtml((await owner.request('/plugins/analytics')).text);
    expect(html.all('.breadcrumbs li').map((crumb) => textContent(crumb).trim())).toEqual(['Home', 'Plugins', 'Google Analytics']);
    const list = html.jsonLd().find((item) => item['@type'] === 'BreadcrumbList')!.itemListElement as { name: string; item: string }[];
    expect(list.map((crumb) => [crumb.name, new URL(crumb.item).pathname])).toEqual([
      ['Home', '/'],
      ['Plugins', '/plugins/'],
      ['Google Analytics', '/plugins/analytics'],
    ]);
  });

  it('refuses a post from another site', async () => {
    const response = await owner.request('/plugins/analytics', form({ measurement_id: 'G-EVIL1234' }, 'http://evil.example'));
    expect(response.status).toBe(403);
    const read = await owner.request<{ settings: Record<string, unknown> }>(path('plugins/analytics/'));
    expect(read.json.settings.measurement_id).not.toBe('G-EVIL1234');
  });

  it('lists the plugins with their state', async () => {
    const list = await owner.request('/plugins/');
    expect(list.status).toBe(200);
    expect(list.text).toContain('href="/plugins/analytics"');
    expect(list.text).toContain('Site verification');
  });
});

describe('sitewide banner, images', () => {
  it('saves the banner and the storefront shows it', async () => {
    const response = await owner.request(path('sitewide-banner/'), {
      method: 'PUT',
      json: { enabled: true, text: 'Free delivery <this> week', href: '/collection/sale/', backgroundColor: '#112233', textColor: 'white' },
    });
    expect(response.status, response.text).toBe(200);
    const home = await storeRequest(subdomain, '/');
    expect(home.text).toContain('Free delivery &lt;this&gt; week');
    expect(home.text).toContain('href="/collection/sale/"');
  });

  it.each([
    [{ enabled: true, text: 'x', href: 'javascript:alert(1)' }, 'href', 'Please enter a valid url.'],
    [{ enabled: true, text: 'x', backgroundColor: 'red;}body{display:none' }, 'backgroundColor', 'Invalid colour'],
  ])('refuses %j with a 422', async (body, field, message) => {
    const response = await owner.request<{ errors: Record<string, string[]> }>(path('sitewide-banner/'), { method: 'PUT', json: body });
    expect(response.status).toBe(422);
    expect(response.json.errors[field]?.[0]).toContain(message);
  });

  it('saves the logo, favicon and share image, refusing unsafe addresses', async () => {
    const bad = await owner.request<{ errors: Record<string, string[]> }>(path('images/'), { method: 'PUT', json: { logo: 'javascript:alert(1)' } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.logo).toEqual(['Please enter a valid url.']);
    const saved = await owner.request<{ images: Record<string, string> }>(path('images/'), {
      method: 'PUT',
      json: { logo: '/media/logo.png', favicon: '/media/icon.png', ogImage: 'https://cdn.example.com/share.jpg' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.images).toEqual({ logo: '/media/logo.png', favicon: '/media/icon.png', ogImage: 'https://cdn.example.com/share.jpg' });
  });
});

describe('password protection and coming soon', () => {
  it('refuses a short password, then protects the store until it is cleared', async () => {
    const short = await owner.request<{ errors: Record<string, string[]> }>(path('store-password/'), { method: 'PUT', json: { password: 'abc' } });
    expect(short.status).toBe(422);
    expect(short.json.errors.password).toEqual(['Must contain at least 6 characters.']);
    expect((await owner.request(path('store-password/'), { method: 'PUT', json: { password: 'open sesame' } })).status).toBe(200);
    const visitor = await storeRequest(subdomain, '/');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toMatch(/^\/login\//);
    const entered = new SessionClient(subdomain);
    expect((await entered.post('/omnis/v3/dashboard/secure/store-password/', { password: 'open sesame' })).status).toBe(200);
    expect((await owner.request(path('store-password/'), { method: 'DELETE' })).status).toBe(200);
    expect((await storeRequest(subdomain, '/')).status).toBe(200);
  });

  it('sends visitors to the countdown while coming soon is on', async () => {
    const bad = await owner.request<{ errors: Record<string, string[]> }>(path('coming-soon/'), {
      method: 'PUT',
      json: { enabled: true, launchAt: 'next tuesday' },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.launchAt?.[0]).toBe('Please enter a valid date.');
    const saved = await owner.request(path('coming-soon/'), {
      method: 'PUT',
      json: { enabled: true, title: 'Opening soon', launchAt: '2030-01-01T09:00:00.000Z' },
    });
    expect(saved.status, saved.text).toBe(200);
    const visitor = await storeRequest(subdomain, '/');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe('/countdown/');
    expect((await owner.request(path('coming-soon/'), { method: 'PUT', json: { enabled: false } })).status).toBe(200);
    expect((await storeRequest(subdomain, '/')).status).toBe(200);
  });
});

describe('custom domain', () => {
  const domain = () => `shop-${division}.example.com`;

  it("refuses what is not a domain with the spec's message", async () => {
    const response = await owner.request<{ errors: Record<string, string[]> }>(path('custom-domain/'), {
      method: 'PUT',
      json: { customDomainName: 'not a domain' },
    });
    expect(response.status).toBe(422);
    expect(response.json.errors.customDomainName).toEqual(['Please enter a valid domain.']);
  });

  it("refuses one of the platform's own domains", async () => {
    const response = await owner.request<{ errors: Record<string, string[]> }>(path('custom-domain/'), {
      method: 'PUT',
      json: { customDomainName: `${otherSubdomain}.localhost` },
    });
    expect(response.status).toBe(422);
  });

  it('serves the store on its new domain, and refuses that domain to another store', async () => {
    const saved = await owner.request(path('custom-domain/'), { method: 'PUT', json: { customDomainName: domain().toUpperCase() } });
    expect(saved.status, saved.text).toBe(200);
    const onDomain = await storeRequest(domain(), '/omnis/v3/frontend/getStoreCoreData/json/');
    expect(onDomain.status).toBe(200);
    expect((onDomain.json as { state: { subdomain: { subdomain: string } } }).state.subdomain.subdomain).toBe(subdomain);
    const other = await newAccount();
    const otherOwner = await signIn(other, other.subdomain!);
    const taken = await otherOwner.request<{ errors: Record<string, string[]> }>(path('custom-domain/', await divisionId(other.subdomain!)), {
      method: 'PUT',
      json: { customDomainName: domain() },
    });
    expect(taken.status).toBe(422);
    expect(taken.json.errors.customDomainName).toEqual(['That domain is already used by another store.']);
    expect((await owner.request(path('custom-domain/'), { method: 'PUT', json: { customDomainName: '' } })).status).toBe(200);
    // Removed, the domain no longer serves the store.
    const gone = await storeRequest(domain(), '/omnis/v3/frontend/getStoreCoreData/json/');
    expect(gone.status).toBe(404);
  });
});

describe('search redirects', () => {
  it('adds a redirect that the store search follows, refuses duplicates and unsafe destinations, and removes it', async () => {
    const added = await owner.request<{ searchRedirect: { id: number } }>(path('search-redirects/'), {
      method: 'POST',
      json: { searchTerm: 'Summer', destinationUrl: '/collection/sale/' },
    });
    expect(added.status, added.text).toBe(201);
    const search = await storeRequest(subdomain, '/search/?search=summer');
    expect(search.status).toBeGreaterThanOrEqual(300);
    expect(search.headers.location).toBe('/collection/sale/');
    const duplicate = await owner.request<{ errors: Record<string, string[]> }>(path('search-redirects/'), {
      method: 'POST',
      json: { searchTerm: 'SUMMER', destinationUrl: '/' },
    });
    expect(duplicate.status).toBe(422);
    const unsafe = await owner.request<{ errors: Record<string, string[]> }>(path('search-redirects/'), {
      method: 'POST',
      json: { searchTerm: 'winter', destinationUrl: 'javascript:alert(1)' },
    });
    expect(unsafe.status).toBe(422);
    expect(unsafe.json.errors.destinationUrl).toEqual(['Please enter a valid url.']);
    const id = added.json.searchRedirect.id;
    expect((await intruder.request(path(`search-redirects/${id}/`), { method: 'DELETE' })).status).toBe(403);
    expect((await owner.request(path(`search-redirects/${id}/`), { method: 'DELETE' })).status).toBe(200);
    expect((await owner.request(path(`search-redirects/${id}/`), { method: 'DELETE' })).status).toBe(404);
    const list = await owner.request<{ searchRedirects: unknown[] }>(path('search-redirects/'));
    expect(list.json.searchRedirects).toEqual([]);
  });
});

describe('the dashboard home', () => {
  it("shows a new store's checklist from sign-up, its next step linked, and the badge gates", async () => {
    const fresh = await newAccount();
    const client = await signIn(fresh, fresh.subdomain!);
    const home = await client.request('/dashboard/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('1 of 8 steps done');
    expect(home.text).toContain('href="/dashboard/store/settings/" data-next-step="profile"');
    expect(home.text).toContain('data-gate="sign-up" data-done="true"');
    for (const gate of ['card', 'designer', 'profile', 'theme', 'homepage', 'entrepreneur'])
      expect(home.text).toContain(`data-gate="${gate}" data-done="false"`);
  });

  it('moves the profile gate once the store has a logo and a description', async () => {
    const { db } = await testDb();
    const row = await db.selectFrom('divisions').select('settings_json').where('id', '=', division).executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings_json) as { meta: Record<string, unknown> };
    await db
      .updateTable('divisions')
      .set({ logo: '/media/logo.png', settings_json: JSON.stringify({ ...settings, meta: { ...settings.meta, description: 'Organic tees' } }) })
      .where('id', '=', division)
      .execute();
    const home = await owner.request('/dashboard/');
    expect(home.text).toContain('data-gate="profile" data-done="true"');
  });
});

describe('operator modes', () => {
  it('hides the shell in kiosk mode and leaves header and sidebar out when headless', async () => {
    const normal = await storeRequest('demo', '/');
    expect(normal.text).toContain('<header');
    expect(normal.text).not.toContain('data-operator-hidden');
    const kiosk = await storeRequest('demo', '/?operator-mode=kiosk');
    expect(kiosk.text).toContain('data-operator-hidden');
    expect(kiosk.text).toContain('<header');
    const headless = await storeRequest('demo', '/?operator-mode=headless');
    expect(headless.text).toContain('data-operator-hidden');
    expect(headless.text).not.toContain('<header');
    expect(headless.headers['cache-control']).not.toContain('public');
    // The plain page afterwards is still the default one.
    expect((await storeRequest('demo', '/')).text).not.toContain('data-operator-hidden');
  });
});
