// Issue 2: 404s, redirects and the API's JSON conventions.
import { describe, expect, it } from 'vitest';
import { storeRequest } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { SessionClient } from '../support/session-client.ts';

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
