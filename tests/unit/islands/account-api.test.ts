import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountRequestError, accountCall, failureOf } from '../../../islands/account/account-api.ts';

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

afterEach(() => vi.unstubAllGlobals());

describe('accountCall', () => {
  it('sends JSON with the XSRF cookie echoed in the header, and resolves 202 like 200', async () => {
    vi.stubGlobal('document', { cookie: 'pf_other=1; XSRF-TOKEN=abc%3D' });
    const fetchMock = vi.fn().mockResolvedValue(respond(202, { twoFactorRequired: true }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await accountCall('account.login', { email: 'a@b.co', password: 'pw' });
    expect(result).toEqual({ status: 202, data: { twoFactorRequired: true } });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/omnis/v3/dashboard/secure/login/');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc=');
    expect(init.body).toBe('{"email":"a@b.co","password":"pw"}');
  });

  it('asks the API for a cookie first when the page has none', async () => {
    let cookie = '';
    vi.stubGlobal('document', {
      get cookie() {
        return cookie;
      },
    });
    const fetchMock = vi.fn(async (path: string) => {
      if (path === '/omnis/v3/dashboard/secure/get/') {
        cookie = 'XSRF-TOKEN=fresh';
        return respond(200, { user: null });
      }
      return respond(200, { redirect: '/dashboard/' });
    });
    vi.stubGlobal('fetch', fetchMock);
    await accountCall('account.storePassword', { password: 'open sesame' });
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/omnis/v3/dashboard/secure/get/', '/omnis/v3/dashboard/secure/store-password/']);
    expect((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers).toMatchObject({ 'X-XSRF-TOKEN': 'fresh' });
  });

  it('keeps Retry-After of a 429 and the field errors of a 422', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          respond(429, { message: 'Too many attempts. Please wait a moment and try again.', code: 'tooManyRequests' }, { 'retry-after': '42' }),
        ),
    );
    const limited = await accountCall('account.forgotPassword', { email: 'a@b.co' }).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(AccountRequestError);
    expect(failureOf(limited)).toMatchObject({ status: 429, retryAfterSeconds: 42, message: 'Too many attempts. Please wait a moment and try again.' });

    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(respond(422, { message: 'The given data was invalid.', errors: { twoFactorAuthCode: ['Invalid authentication code'] } })),
    );
    const invalid = failureOf(await accountCall('account.confirmPassword', { password: 'pw' }).catch((error: unknown) => error));
    expect(invalid).toMatchObject({
      status: 422,
      message: 'Invalid authentication code',
      errors: { twoFactorAuthCode: ['Invalid authentication code'] },
      retryAfterSeconds: null,
    });
  });

  it('reports a failed network request as status 0', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(failureOf(await accountCall('account.twoFactorSetup', {}).catch((error: unknown) => error))).toMatchObject({ status: 0, message: 'cancel' });
  });

  it('gives the generic text for anything that is not an API failure', () => {
    expect(failureOf(new Error('boom'))).toMatchObject({ status: 0 });
  });
});
