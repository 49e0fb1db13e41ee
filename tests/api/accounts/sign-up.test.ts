// Sign up → verification link by e-mail → EULA → dashboard; store creation; validation.
import { describe, expect, it } from 'vitest';
import { SessionClient } from '../../support/session-client.ts';
import { latestMailTo, testDb } from '../../support/api.ts';

const linkIn = (text: string, path: string) => {
  const match = text.match(new RegExp(`https?://[^\\s"'<>]+${path.replace(/\//g, '\\/')}[^\\s"'<>]*`));
  if (!match) throw new Error(`No ${path} link in: ${text.slice(0, 500)}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
};

describe('sign-up', () => {
  it('creates an owner with a store on a free sub-domain, signed in but unverified', async () => {
    const client = new SessionClient();
    const email = `olivia.${Date.now()}@example.com`;
    const created = await client.post<{
      user: { verified: boolean; dashboardAccess: boolean };
      stores: { subdomain: string; role: string }[];
      redirect: string;
    }>('/omnis/v3/shop/customer/create/', {
      email,
      password: 'a long pass phrase 42',
      firstName: 'Olivia',
      should_have_store: 1,
      dashboard_access: 1,
      v3captchaToken: 'ignored-locally',
    });
    expect(created.status).toBe(201);
    expect(created.json.user).toMatchObject({ verified: false, dashboardAccess: true });
    expect(created.json.stores).toHaveLength(1);
    expect(created.json.stores[0]).toMatchObject({ role: 'owner' });
    expect(created.json.stores[0]!.subdomain).toMatch(/^olivia-\d+/);
    expect(created.json.redirect).toBe('/sign-up/verify/');
    // The guards now send this unverified user to verification.
    expect((await client.request('/dashboard/')).headers.location).toBe('/sign-up/verify/');
    // The new store answers on its own sub-domain; it waits for staff approval, so a visitor is told it is under review.
    const visitor = new SessionClient(created.json.stores[0]!.subdomain);
    expect((await visitor.request('/')).headers.location).toBe('/store-under-review/');
    const waiting = await visitor.request('/store-under-review/');
    expect(waiting.status).toBe(200);
    expect(waiting.text).toContain("Olivia's Store");
  });

  it('verifies through the e-mailed link, then asks for the EULA, then opens the dashboard', async () => {
    const client = new SessionClient();
    const email = `verify.${Date.now()}@example.com`;
    await client.post('/omnis/v3/shop/customer/create/', {
      email,
      password: 'a long pass phrase 42',
      firstName: 'Vera',
      should_have_store: 1,
      dashboard_access: 1,
    });
    const mail = await latestMailTo(email);
    const link = linkIn(mail.text, '/sign-up/verify/');
    const verified = await client.request(link.pathname + link.search);
    expect([302, 303]).toContain(verified.status);
    expect(verified.headers.location).toBe('/sign-up/eula/');
    const reused = await client.request(link.pathname + link.search);
    expect(reused.headers.location ?? '').not.toBe('/sign-up/eula/');
    expect((await client.request('/dashboard/')).headers.location).toBe('/sign-up/eula/');
    const refusedEula = await client.post('/omnis/v3/dashboard/secure/eula/', {});
    expect(refusedEula.status).toBe(422);
    expect((await client.post('/omnis/v3/dashboard/secure/eula/', { accept: true })).json).toEqual({ redirect: '/dashboard/' });
  });

  it('refuses the slower of two sign-ups racing with one address like any taken address', async () => {
    const { db } = await testDb();
    await db.deleteFrom('rate_limits').where('key', 'like', 'sign-up:%').execute();
    const email = `race.${Date.now()}@example.com`;
    const body = { email, password: 'a long pass phrase 42', firstName: 'Rae', should_have_store: 1, dashboard_access: 1 };
    const responses = await Promise.all([
      new SessionClient().post('/omnis/v3/shop/customer/create/', body),
      new SessionClient().post('/omnis/v3/shop/customer/create/', body),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 422]);
    expect(responses.find((response) => response.status === 422)!.json).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
    // The refused one left nothing behind: one account, one store.
    const stores = await db.selectFrom('projects').select('id').where('email', '=', email).execute();
    expect(stores).toHaveLength(1);
  });

  it('refuses a taken address and weak passwords with the catalogue’s messages', async () => {
    const client = new SessionClient();
    const taken = await client.post('/omnis/v3/shop/customer/create/', {
      email: 'owner@demo.test',
      password: 'a long pass phrase 42',
      should_have_store: 0,
      dashboard_access: 0,
    });
    expect(taken.status).toBe(422);
    expect(taken.json).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
    const cases: [string, string][] = [
      [' padded password 42 ', 'Password cannot start or end with spaces.'],
      ['short', 'Must contain at least 12 characters.'],
      ['password1234', 'That password is too common. Please choose another.'],
    ];
    for (const [password, message] of cases) {
      const response = await client.post('/omnis/v3/shop/customer/create/', {
        email: `weak.${Date.now()}@example.com`,
        password,
        should_have_store: 0,
        dashboard_access: 0,
      });
      expect(response.status, password).toBe(422);
      expect((response.json as { message: string }).message).toBe(message);
    }
    const badEmail = await client.post('/omnis/v3/shop/customer/create/', { email: 'not-an-email', password: 'a long pass phrase 42' });
    expect(badEmail.json).toMatchObject({ message: 'Please enter a valid email address.' });
  });

  it('answers a body that is not JSON with a 400, never a 500', async () => {
    const client = new SessionClient();
    const response = await client.request('/omnis/v3/shop/customer/create/', {
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });
});

describe('password reset', () => {
  it('mails a link, sets a new password from it once, and ends the other sessions', async () => {
    const owner = new SessionClient();
    const email = `reset.${Date.now()}@example.com`;
    await owner.post('/omnis/v3/shop/customer/create/', { email, password: 'a long pass phrase 42', should_have_store: 0, dashboard_access: 0 });
    const anonymous = new SessionClient();
    const asked = await anonymous.post('/omnis/v3/dashboard/secure/forgot-password/', { email });
    const unknown = await anonymous.post('/omnis/v3/dashboard/secure/forgot-password/', { email: `nobody.${Date.now()}@example.com` });
    expect(asked.json).toEqual(unknown.json);
    const link = linkIn((await latestMailTo(email)).text, '/password-reset/');
    // The reset call takes the token alone to name the account; the link carries nothing else.
    expect(link.search).toBe('');
    const token = decodeURIComponent(link.pathname.split('/')[2]!);
    const mismatch = await anonymous.post('/omnis/v3/dashboard/secure/reset-password/', {
      token,
      password: 'a brand new phrase 7',
      password_confirmation: 'something else 777',
    });
    expect(mismatch.json).toMatchObject({ errors: { password_confirmation: ['The passwords do not match.'] } });
    const reset = await anonymous.post('/omnis/v3/dashboard/secure/reset-password/', {
      token,
      password: 'a brand new phrase 7',
      password_confirmation: 'a brand new phrase 7',
    });
    expect(reset.status).toBe(200);
    expect((reset.json as { user: { email: string } }).user.email).toBe(email);
    const again = await anonymous.post('/omnis/v3/dashboard/secure/reset-password/', {
      token,
      password: 'another phrase 888',
      password_confirmation: 'another phrase 888',
    });
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({ errors: { token: ['This password reset link is invalid or has expired. Please ask for a new one.'] } });
    expect(((await owner.request('/omnis/v3/dashboard/secure/get/')).json as { user: unknown }).user).toBeNull();
    expect((await new SessionClient().login(email, 'a brand new phrase 7')).status).toBe(200);
  });
});
