// Consent-aware plugins on the storefront's HTML: the cookie banner (markup cached, nothing personal),
// pixels only as ids plus a loader when configured behind the banner (never the pixels'
// own scripts), the christmas banner, the subscriber offer's script, custom code only on
// the custom domain, and every content page still free of script files when nothing is on.
import { gzipSync } from 'node:zlib';
import { textContent } from 'domutils';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb, testStore } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { makeOwner } from '../support/factories/index.ts';
import { newAccount } from './accounts/accounts-support.ts';
import type { SessionClient } from '../support/session-client.ts';

/**
 * A module script as the browser runs it before anything is asked of it: its text and its
 * static imports' (one level is all Vite emits here). The list of what a later import()
 * preloads (__vite__mapDeps) is left out: those files load only when it runs.
 */
async function staticModule(host: string, src: string): Promise<string> {
  const source = (await storeRequest(host, src)).text.replace(/^const __vite__mapDeps=.*$/m, '');
  const files = [source];
  for (const match of source.matchAll(/(?:from|import)\s*"(\.\/[^"]+)"/g)) files.push((await storeRequest(host, `/_astro/${match[1]!.slice(2)}`)).text);
  return files.join('\n');
}

const PIXEL_HOSTS = /googletagmanager|google-analytics|connect\.facebook\.net|facebook\.com\/tr|pinimg|ct\.pinterest/;

let store = '';
let storeId = 0;
let owner: SessionClient;
/** The script files the store's home page has with nothing of this part configured (its blocks' own). */
let baseScripts: string[] = [];
const scriptFiles = (html: ReturnType<typeof parseHtml>) => html.all('script[src]').map((script) => script.attribs.src!);
const addedScripts = (html: ReturnType<typeof parseHtml>) => scriptFiles(html).filter((src) => !baseScripts.includes(src));

async function page(path = '/', host = store) {
  const response = await storeRequest(host, path);
  expect(response.status, `${host}${path}`).toBe(200);
  return { text: response.text, html: parseHtml(response.text) };
}

const setPlugin = async (code: string, settings: Record<string, unknown>) => {
  const saved = await owner.request(`/omnis/v3/divisions/${storeId}/settings/plugins/${code}/`, { method: 'PATCH', json: settings });
  expect(saved.status, saved.text).toBe(200);
};

async function setSettings(change: (settings: Record<string, unknown>) => Record<string, unknown>, customDomain?: string): Promise<void> {
  const { db } = await testDb();
  const row = await db.selectFrom('divisions').select('settings_json').where('id', '=', storeId).executeTakeFirstOrThrow();
  await db
    .updateTable('divisions')
    .set({
      settings_json: JSON.stringify(change(JSON.parse(row.settings_json) as Record<string, unknown>)),
      ...(customDomain ? { custom_domain: customDomain } : {}),
    })
    .where('id', '=', storeId)
    .execute();
  // Saved through the server, so it drops its copy of the store and the pages it rendered.
  await setPlugin('currency', {});
}

beforeAll(async () => {
  store = (await newAccount()).subdomain!;
  const own = await testStore(store);
  storeId = own.division.id;
  ({ client: owner } = await makeOwner(own, { session: true }));
  baseScripts = scriptFiles((await page()).html);
});

describe('cookie banner and pixels', () => {
  it('puts the banner, hidden, in the cached page, with the plugin message and no pixel at all', async () => {
    await setPlugin('cookie-policy', { enabled: true, message: 'Cookies <help> us.', allowEssentialOnly: true });
    const { html, text } = await page();
    const banner = html.all('[data-consent-banner]');
    expect(banner).toHaveLength(1);
    expect(banner[0]!.attribs.hidden).toBeDefined();
    expect(text).toContain('Cookies &lt;help&gt; us.');
    expect(html.all('[data-consent-choice="all"]')).toHaveLength(1);
    expect(html.all('[data-consent-choice="essential"]')).toHaveLength(1);
    expect(html.all('#pf-pixels')).toHaveLength(0);
    expect(addedScripts(html)).toEqual([]);
    expect(text).not.toMatch(PIXEL_HOSTS);
  });

  it('offers no essential-only button on the first ask when the plugin does not allow it (Cookie settings shows it, to withdraw)', async () => {
    await setPlugin('cookie-policy', { allowEssentialOnly: false });
    const { html } = await page();
    const essential = html.all('[data-consent-choice="essential"]');
    expect(essential).toHaveLength(1);
    expect(essential[0]!.attribs.hidden).toBeDefined();
    expect(html.all('[data-consent-choice="all"]')[0]!.attribs.hidden).toBeUndefined();
    await setPlugin('cookie-policy', { allowEssentialOnly: true });
    expect((await page()).html.all('[data-consent-choice="essential"]')[0]!.attribs.hidden).toBeUndefined();
  });

  it('puts a "Cookie settings" button in the footer: the same for everyone, hidden until the shell script handles it, no script file', async () => {
    const first = await page('/');
    const settings = first.html.all('[data-consent-settings]');
    expect(settings).toHaveLength(1);
    expect(settings[0]!.name).toBe('button');
    expect(settings[0]!.attribs.hidden).toBeDefined();
    expect(textContent(settings[0]!)).toBe('Cookie settings');
    expect(first.html.all('.sub-footer [data-consent-settings]')).toHaveLength(1);
    expect(addedScripts(first.html)).toEqual([]);
    // A visitor who has chosen gets the very same cached HTML as one who has not.
    const chosen = await storeRequest(store, '/', { headers: { cookie: 'pf_consent=all' } });
    expect(chosen.headers['x-render-cache']).toBe('hit');
    expect(chosen.text).toBe(first.text);
  });

  it('with pixels configured, sends their ids and one small loader, never a pixel script', async () => {
    await setPlugin('analytics', { enabled: true, measurement_id: 'G-TEST1234' });
    await setPlugin('facebook-tracking-pixel', { enabled: true, pixel: '123456789012345', access_token: 'server-only-secret' });
    await setPlugin('pinterest', { enabled: true, pixel: '2612345678901' });
    await setPlugin('marketing', { enabled: true, conversion_id: '1234567', conversion_label: 'abcdefghijklmnopqr' });
    const { html, text } = await page('/');
    const data = html.all('#pf-pixels');
    expect(data).toHaveLength(1);
    expect(JSON.parse(html.text('#pf-pixels'))).toEqual({
      ga4: 'G-TEST1234',
      ads: { id: 'AW-1234567', label: 'abcdefghijklmnopqr' },
      facebook: '123456789012345',
      pinterest: '2612345678901',
    });
    expect(text).not.toContain('server-only-secret');
    expect(text).not.toMatch(PIXEL_HOSTS);
    const scripts = addedScripts(html);
    expect(scripts).toHaveLength(1);
    // The loader waits for consent; the pixels' own code is a separate file fetched only then.
    const loader = await staticModule(store, scripts[0]!);
    expect(loader).not.toMatch(PIXEL_HOSTS);
    expect(loader).not.toMatch(/react/i);
    expect(gzipSync(loader).length).toBeLessThan(2048);
  });

  it('turns the tag manager (the pixels loader) off for ?feature-gtm=false, on for true and by default', async () => {
    expect(parseHtml((await storeRequest(store, '/?feature-gtm=false')).text).all('#pf-pixels')).toHaveLength(0);
    expect(parseHtml((await storeRequest(store, '/?feature-gtm=true')).text).all('#pf-pixels')).toHaveLength(1);
    expect(parseHtml((await storeRequest(store, '/?feature-gtm=maybe')).text).all('#pf-pixels')).toHaveLength(1);
    // The flag's page is never the cached page: the plain address still has the pixels.
    expect((await page('/')).html.all('#pf-pixels')).toHaveLength(1);
  });

  it('loads no pixel when the banner is off: without it nobody can consent', async () => {
    await setPlugin('cookie-policy', { enabled: false });
    const { html } = await page('/');
    expect(html.all('[data-consent-banner]')).toHaveLength(0);
    expect(html.all('[data-consent-settings]')).toHaveLength(0);
    expect(html.all('#pf-pixels')).toHaveLength(0);
    expect(addedScripts(html)).toEqual([]);
    await setPlugin('cookie-policy', { enabled: true });
  });
});

describe('christmas banner', () => {
  it('shows the upcoming cut-off dates in the plugin colours when on and christmas content is shown', async () => {
    const year = new Date().getUTCFullYear() + 1;
    await setSettings((settings) => ({
      ...settings,
      christmas: {
        showContent: true,
        cutoffDates: [
          { service: 'Express', date: `${year}-12-21` },
          { service: 'Standard', date: `${year}-12-18` },
          { service: 'Old', date: '2020-12-18' },
        ],
      },
    }));
    expect((await page()).html.all('[data-christmas-banner]'), 'plugin off').toHaveLength(0);
    await setPlugin('christmas-banner', { enabled: true, backgroundColor: '#004d00', textColor: 'white' });
    const { html } = await page();
    const banner = html.all('[data-christmas-banner]');
    expect(banner).toHaveLength(1);
    expect(banner[0]!.attribs.style).toContain('--christmas-bg:#004d00');
    const lines = html.all('[data-christmas-banner] li').map((item) => textContent(item).trim());
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Order by \w+ 18 December for Christmas delivery \(Standard\)$/);
    expect(lines[1]).toMatch(/21 December .*\(Express\)$/);
  });

  it('hides it when christmas content is switched off', async () => {
    await setSettings((settings) => ({ ...settings, christmas: { ...(settings.christmas as object), showContent: false } }));
    expect((await page()).html.all('[data-christmas-banner]')).toHaveLength(0);
  });
});

describe('subscriber offer', () => {
  it('adds its script only for a native store with the plugin on', async () => {
    await setPlugin('analytics', { enabled: false });
    await setPlugin('facebook-tracking-pixel', { enabled: false });
    await setPlugin('pinterest', { enabled: false });
    await setPlugin('marketing', { enabled: false });
    expect(addedScripts((await page('/')).html)).toEqual([]);
    await setPlugin('email-subscriber-offer', { enabled: true });
    const { html } = await page('/');
    const scripts = addedScripts(html);
    expect(scripts).toHaveLength(1);
    const arm = await staticModule(store, scripts[0]!);
    expect(arm).not.toMatch(/react/i);
    expect(gzipSync(arm).length).toBeLessThan(2048);
    const { db } = await testDb();
    await db.updateTable('divisions').set({ is_native: 0 }).where('id', '=', storeId).execute();
    await setPlugin('currency', {});
    expect(addedScripts((await page('/')).html)).toEqual([]);
    await db.updateTable('divisions').set({ is_native: 1 }).where('id', '=', storeId).execute();
    await setPlugin('email-subscriber-offer', { enabled: false });
  });
});

describe('custom store code', () => {
  it('is in the page on the custom domain only', async () => {
    const domain = `${store}.custom-k.test`;
    await setSettings((settings) => ({ ...settings, customCode: '<meta name="owner-code" content="k-check">' }), domain);
    expect((await page('/')).html.all('meta[name="owner-code"]')).toHaveLength(0);
    expect((await page('/', domain)).html.all('meta[name="owner-code"]')).toHaveLength(1);
  });
});
