// Routing: 404s, redirects and the API's JSON conventions.
import { describe, expect, it } from 'vitest';
import { storeRequest, testDb, testServer } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { SessionClient } from '../support/session-client.ts';
import { TEST_PLATFORM_DOMAIN } from '../support/server.ts';
import { makeStore } from '../support/factories/index.ts';

describe('routing', () => {
  it.each(['/404/', '/no/such/page/', '/collection-of-nothing'])('answers %s with the not-found page and status 404', async (path) => {
    const response = await storeRequest('demo', path);
    expect(response.status).toBe(404);
    const html = parseHtml(response.text);
    expect(html.text('h1')).toBe('We were unable to find this page');
    expect(html.attr('meta[name="robots"]', 'content')).toBe('noindex');
  });

  it('redirects /learn/* to the matching /blog/* path', async () => {
    const response = await storeRequest('demo', '/learn/how-we-print/');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/blog/how-we-print/');
    const root = await storeRequest('demo', '/learn/');
    expect(root.headers.location).toBe('/blog/');
  });

  it('redirects /custom/ to the t-shirt studio', async () => {
    const response = await storeRequest('demo', '/custom/');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/design-your-own-t-shirt/');
  });

  it('lands /custom/ on the t-shirt studio page', async () => {
    const redirect = await storeRequest('demo', '/custom/');
    const studio = await storeRequest('demo', redirect.headers.location as string);
    expect(studio.status).toBe(200);
    expect(studio.text).toMatch(/<h1[^>]*>[^<]*(design|studio)/i);
  });

  it('answers unknown API paths with a JSON 404 in the API shape', async () => {
    const client = new SessionClient();
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await client.request<{ message: string; code: string }>('/omnis/v3/nothing/here/', { method });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json).toEqual({ message: 'Not found', code: 'notFound' });
    }
  });

  it('sets the currency cookie from the no-JavaScript form and returns only to a path on the store', async () => {
    const ok = await storeRequest('demo', '/omnis/v3/frontend/currency/?code=USD&return=/about/');
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/about/');
    expect(String(ok.headers['set-cookie'])).toMatch(/currency=USD/);
    for (const target of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const refused = await storeRequest('demo', `/omnis/v3/frontend/currency/?code=USD&return=${encodeURIComponent(target)}`);
      expect(refused.headers.location, target).toBe('/');
    }
    // A currency the store does not offer is not set.
    const north = await storeRequest('north', '/omnis/v3/frontend/currency/?code=USD&return=/');
    expect(String(north.headers['set-cookie'] ?? '')).not.toContain('currency=');
  });
});

describe("the platform's main site", () => {
  const mainSite = () => `${TEST_PLATFORM_DOMAIN}:${testServer().port}`;

  it('answers /404/ on the bare platform domain with its not-found page', async () => {
    const response = await storeRequest(mainSite(), '/404/');
    expect(response.status).toBe(404);
    expect(parseHtml(response.text).text('h1')).toBe('We were unable to find this page');
  });

  it("is where the URL sanitiser sends a blocked URL, not the store's own /404/", async () => {
    const { db } = await testDb();
    const { subdomain, division } = await makeStore(db, { prefix: 'blocked' });
    // Written by hand around the schema (addSearchRedirect refuses it), as old data might be: the sanitiser still guards it.
    await db.insertInto('search_redirects').values({ division_id: division.id, search_term: 'sneaky', destination_url: 'javascript:alert(1)' }).execute();
    const response = await storeRequest(subdomain, '/search/?search=sneaky');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe(`//${mainSite()}/404/`);
    const target = new URL(response.headers.location!, `http://${subdomain}.${mainSite()}/search/`);
    const followed = await storeRequest(target.host, target.pathname);
    expect(followed.status).toBe(404);
    expect(parseHtml(followed.text).text('h1')).toBe('We were unable to find this page');
  });
});
