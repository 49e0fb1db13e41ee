// GET /omnis/v3/frontend/{division?}/getStoreCoreData/json/: a store's pages and state, as the storefront reads them.
import { describe, expect, it } from 'vitest';
import { divisionId, storeRequest, testDb } from '../support/api.ts';
import { StoreCoreData } from '../../src/schemas/store-state.ts';
import { eventually } from '../support/eventually.ts';

const PATH = '/omnis/v3/frontend/getStoreCoreData/json/';

describe('getStoreCoreData', () => {
  it('returns pages and state in the spec shape', async () => {
    const response = await storeRequest<unknown>('demo', PATH);
    expect(response.status).toBe(200);
    const data = StoreCoreData.parse(response.json);
    expect(data.state.subdomain).toMatchObject({
      subdomain: 'demo',
      currency: 'GBP',
      customDomainName: 'shop.northwind.test',
      isNative: true,
      passwordProtected: false,
    });
    expect(data.state.subdomain.theme.name).toBe('nordic');
    expect(data.state.currency.code).toBe('GBP');
    expect(data.state.currency.available).toEqual(['GBP', 'USD', 'EUR']);
    expect(data.state.paymentProcessor.type).toBe('teemill');
    expect(data.state.subdomain.mainMenu.length).toBeGreaterThanOrEqual(4);
    expect(data.state.subdomain.searchRedirects).toContainEqual({ searchTerm: 'hoodie', destinationUrl: '/collection/hoodies/' });
    expect(Object.keys(data.state.subdomain.plugins)).toEqual(
      expect.arrayContaining(['currency', 'cookie-policy', 'christmas-banner', 'email-subscriber-offer']),
    );
  });

  it('lists published pages as routes named by the spec rule, unpublished ones left out', async () => {
    const data = StoreCoreData.parse((await storeRequest('demo', PATH)).json);
    const byPath = Object.fromEntries(data.pages.map((page) => [page.path, page]));
    expect(byPath['/']?.name).toBe('home');
    expect(byPath['/about/']?.name).toBe('about');
    expect(byPath['/terms-of-use/']?.name).toBe('terms-of-use');
    expect(byPath['/thank-you/']?.meta.sitemap).toBe(false);
    expect(byPath['/about/']?.meta.sitemap).toBe(true);
    expect(byPath['/winter-preview/']).toBeUndefined();
  });

  it('accepts the store named in the path by id or sub-domain, and refuses another store', async () => {
    expect((await storeRequest('demo', `/omnis/v3/frontend/${await divisionId('demo')}/getStoreCoreData/json/`)).status).toBe(200);
    expect((await storeRequest('demo', '/omnis/v3/frontend/demo/getStoreCoreData/json/')).status).toBe(200);
    const other = await storeRequest<{ message: string }>('demo', `/omnis/v3/frontend/${await divisionId('north')}/getStoreCoreData/json/`);
    expect(other.status).toBe(403);
    expect(other.json.message).toBe("Oops... Looks like you're trying to access a page from another store");
  });

  it('gives custom code only on the custom domain', async () => {
    const { db } = await testDb();
    const row = await db.selectFrom('divisions').select(['id', 'settings_json']).where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
    const settings = JSON.parse(row.settings_json) as Record<string, unknown>;
    await db
      .updateTable('divisions')
      .set({ settings_json: JSON.stringify({ ...settings, customCode: '<!-- owner code -->' }) })
      .where('id', '=', row.id)
      .execute();
    try {
      const read = async (host: string) => StoreCoreData.parse((await storeRequest(host, PATH)).json);
      const onCustom = await eventually(
        () => read('shop.northwind.test'),
        (data) => data.state.subdomain.customCode !== '',
      );
      const onSubdomain = await read('demo');
      expect(onSubdomain.state.subdomain.customCode).toBe('');
      expect(onCustom.state.subdomain.customCode).toBe('<!-- owner code -->');
    } finally {
      await db.updateTable('divisions').set({ settings_json: row.settings_json }).where('id', '=', row.id).execute();
    }
  });
});
