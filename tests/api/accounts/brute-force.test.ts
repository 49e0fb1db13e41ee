// Brute-force protection per account and per address, 429 with a clear message.
import { describe, expect, it } from 'vitest';
import { SessionClient } from '../../support/session-client.ts';
import { testDb } from '../../support/api.ts';
import { newAccount } from './accounts-support.ts';
import { totp } from '../../support/totp.ts';

async function clearLimits(pattern: string) {
  const { db } = await testDb();
  await db.deleteFrom('rate_limits').where('key', 'like', pattern).execute();
}

describe('brute-force protection', () => {
  it('locks an account for a while after 5 wrong passwords, even against the right one', async () => {
    const account = await newAccount({ store: false });
    const client = new SessionClient();
    for (let attempt = 0; attempt < 5; attempt++) expect((await client.login(account.email, 'wrong password 000')).status).toBe(422);
    const locked = await client.login(account.email, account.password);
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ code: 'tooManyRequests' });
    expect(String((locked.json as { message: string }).message)).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    await clearLimits(`login:account:${account.email}`);
    expect((await client.login(account.email, account.password)).status).toBe(200);
    await clearLimits('login:address:%');
  });

  it('limits one address trying many accounts', async () => {
    await clearLimits('login:address:%');
    const client = new SessionClient();
    for (let attempt = 0; attempt < 20; attempt++) await client.login(`nobody-${attempt}@example.com`, 'wrong password 000');
    const blocked = await client.login('someone-else@example.com', 'wrong password 000');
    expect(blocked.status).toBe(429);
    await clearLimits('login:address:%');
  });

  it('limits wrong second-factor codes', async () => {
    const account = await newAccount({ store: false });
    await account.client.post('/omnis/v3/dashboard/secure/confirm-password/', { password: account.password });
    const setup = await account.client.post<{ secret: string }>('/omnis/v3/dashboard/secure/two-factor/setup/');
    await account.client.post('/omnis/v3/dashboard/secure/two-factor/enable/', { code: totp(setup.json.secret) });
    const client = new SessionClient();
    for (let attempt = 0; attempt < 5; attempt++) expect((await client.login(account.email, account.password, '111111')).status).toBe(422);
    expect((await client.login(account.email, account.password, '111111')).status).toBe(429);
  });

  it('limits sign-ups from one address', async () => {
    await clearLimits('sign-up:%');
    const client = new SessionClient();
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = (
        await client.post('/omnis/v3/shop/customer/create/', {
          email: `flood-${Date.now()}-${attempt}@example.com`,
          password: 'a long pass phrase 42',
          should_have_store: 0,
          dashboard_access: 0,
        })
      ).status;
    }
    expect(last).toBe(429);
    await clearLimits('sign-up:%');
  });
});
