import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, callWithStatus, send } from '../../../src/lib/client/api.ts';
import { ApiRequestError } from '../../../src/lib/client/api-client.ts';
import { api, apiPath } from '../../../src/schemas/api.ts';

// The islands' calls through the table: each sends the method, path, body and headers its
// entry says, through the shared client (credentials, the XSRF header on writes).

function respond(status: number, body: unknown) {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fetchAnswering(status: number, body: unknown) {
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t0k' });
  const fetchMock = vi.fn(async () => respond(status, body));
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls as unknown as [string, RequestInit][];
}

afterEach(() => vi.unstubAllGlobals());

describe('the call table', () => {
  it('gives every call a method and an API path; reads send no body', () => {
    const entries = Object.entries(api);
    expect(entries.length).toBeGreaterThan(100);
    for (const [name, entry] of entries) {
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], name).toContain(entry.method);
      if (entry.method === 'GET' || entry.method === 'DELETE') expect(entry.sendsBody, name).toBe(false);
    }
    expect(apiPath('basket.update')).toBe('/omnis/v3/basket/update/');
    expect(apiPath('pages.restore', { division: 2, id: 3, version: 4 })).toBe('/omnis/v3/divisions/2/pages/3/versions/4/restore/');
  });

  it('fills a path from its params, leaving out the optional ones not given', () => {
    expect(apiPath('people.customers')).toBe('/omnis/v3/atlas/customers/');
    expect(apiPath('people.customers', { search: 'a b', page: 2 })).toBe('/omnis/v3/atlas/customers/?search=a+b&page=2');
    expect(apiPath('liveChat.events', { chatId: 7 })).toBe('/omnis/v3/live-chat/chat/7/events');
    expect(apiPath('liveChat.events', { chatId: 7, token: 'x/y' })).toBe('/omnis/v3/live-chat/chat/7/events?token=x%2Fy');
    expect(apiPath('account.requestPermissions', { permissions: ['dashboard.pages', 'dashboard.themes'] })).toBe(
      '/omnis/v3/atlas/permissions/request/dashboard.pages,dashboard.themes/',
    );
  });
});

describe('call', () => {
  it('posts the body as JSON with the XSRF header and resolves with the answer', async () => {
    const requests = fetchAnswering(200, { items: [] });
    expect(await call('basket.update', { key: 'k1', quantity: 2 })).toEqual({ items: [] });
    const [path, init] = requests()[0]!;
    expect(path).toBe('/omnis/v3/basket/update/');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ accept: 'application/json', 'content-type': 'application/json', 'X-XSRF-TOKEN': 't0k' });
    expect(init.body).toBe('{"key":"k1","quantity":2}');
  });

  it('sends params to the path and the body after them, with the entry’s method', async () => {
    const requests = fetchAnswering(200, { id: 3 });
    await call('pages.save', { division: 2, id: 3 }, { id: 3, blocks: [] });
    expect(requests()[0]![0]).toBe('/omnis/v3/divisions/2/pages/3/?imageType=object');
    expect(requests()[0]![1].method).toBe('PATCH');
    expect(requests()[0]![1].body).toBe('{"id":3,"blocks":[]}');
  });

  it('reads without a body or an XSRF header', async () => {
    const requests = fetchAnswering(200, { id: 3 });
    await call('pages.load', { division: 2, id: 3 });
    const [, init] = requests()[0]!;
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ accept: 'application/json' });
  });

  it('sends no body for a write that takes none, and extra headers when asked', async () => {
    const requests = fetchAnswering(200, {});
    await call('notifications.markAsOpened');
    expect(requests()[0]![1]).toMatchObject({ method: 'POST', body: undefined });
    expect(requests()[0]![1].headers).toEqual({ accept: 'application/json', 'X-XSRF-TOKEN': 't0k' });
    await call('basket.add', { item: { productId: 4 }, name: 'main' }, { headers: { 'Idempotency-Key': 'key-1' } });
    expect(requests()[1]![1].headers).toMatchObject({ 'Idempotency-Key': 'key-1', 'X-XSRF-TOKEN': 't0k' });
  });

  it('keeps the status for the callers that read it', async () => {
    fetchAnswering(202, { message: 'Enter the code', twoFactorRequired: true, method: 'app' });
    expect(await callWithStatus('account.login', { email: 'a@b.co', password: 'pw' })).toEqual({
      status: 202,
      data: { message: 'Enter the code', twoFactorRequired: true, method: 'app' },
    });
  });

  it('rejects a refusal with the spec’s message and the field messages', async () => {
    fetchAnswering(422, { message: 'The given data was invalid.', errors: { key: ['This field is required.'] } });
    const refused = await call('basket.remove', { key: '', name: 'main' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect((refused as ApiRequestError).failure).toMatchObject({ status: 422, message: 'This field is required.' });
  });
});

describe('send', () => {
  it('sends a multipart body as the browser encodes it and resolves with any response', async () => {
    const requests = fetchAnswering(415, { message: 'Must upload the following formats: PNG, JPEG, SVG.' });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const response = await send('studio.upload', form);
    expect(response.status).toBe(415);
    const [path, init] = requests()[0]!;
    expect(path).toBe('/omnis/v3/studio/uploads/');
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ accept: 'application/json', 'X-XSRF-TOKEN': 't0k' });
  });
});
