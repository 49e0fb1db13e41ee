// TOTP enrolment with a locally drawn QR code, the ±1 step window, replay refusal, recovery codes.
import { describe, expect, it } from 'vitest';
import { SessionClient } from '../../support/session-client.ts';
import { newAccount } from './accounts-support.ts';
import { testDb } from '../../support/api.ts';
import { totp } from '../../support/totp.ts';

async function enrol(client: SessionClient, password: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const refused = await client.post('/omnis/v3/dashboard/secure/two-factor/setup/');
  // Logging in confirms the password for 15 minutes; an old confirmation would answer 423.
  expect([200, 423]).toContain(refused.status);
  if (refused.status === 423) await client.post('/omnis/v3/dashboard/secure/confirm-password/', { password });
  const setup = await client.post<{ secret: string; otpauthUrl: string; qrSvg: string }>('/omnis/v3/dashboard/secure/two-factor/setup/');
  expect(setup.status).toBe(200);
  expect(setup.json.qrSvg).toMatch(/^<svg/);
  expect(setup.json.otpauthUrl).toContain(`secret=${setup.json.secret}`);
  const wrong = await client.post('/omnis/v3/dashboard/secure/two-factor/enable/', { code: '000000' });
  expect(wrong.status).toBe(422);
  // Enrolled with the previous step's code (accepted: ±1 step), leaving now's code unused.
  const enabled = await client.post<{ recoveryCodes: string[] }>('/omnis/v3/dashboard/secure/two-factor/enable/', {
    code: totp(setup.json.secret, Date.now() / 1000 - 30),
  });
  expect(enabled.status).toBe(200);
  return { secret: setup.json.secret, recoveryCodes: enabled.json.recoveryCodes };
}

describe('two-factor authentication', () => {
  it('asks for the code after the password, accepts it once, and refuses it on replay', async () => {
    const account = await newAccount();
    const { secret } = await enrol(account.client, account.password);
    const next = new SessionClient();
    const step = await next.login(account.email, account.password);
    expect(step.status).toBe(202);
    expect(step.json).toMatchObject({ twoFactorRequired: true, method: 'app' });
    expect(next.cookies.has('pf_session')).toBe(false);
    const current = totp(secret);
    const ok = await next.login(account.email, account.password, current);
    expect(ok.status).toBe(200);
    const replay = await new SessionClient().login(account.email, account.password, current);
    expect(replay.status).toBe(422);
    expect(replay.json).toMatchObject({ errors: { twoFactorAuthCode: ['Invalid authentication code'] } });
    // The next step's code is within the window (clock drift) and not yet used.
    expect((await new SessionClient().login(account.email, account.password, totp(secret, Date.now() / 1000 + 30))).status).toBe(200);
    const tooOld = await new SessionClient().login(account.email, account.password, totp(secret, Date.now() / 1000 - 90));
    expect(tooOld.status).toBe(422);
  });

  it('lets a recovery code stand in for the second factor, once', async () => {
    const account = await newAccount();
    const { recoveryCodes } = await enrol(account.client, account.password);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{8}-[a-z0-9]{8}$/);
    const body = { email: account.email, password: account.password, recoveryCode: recoveryCodes[0] };
    const first = await new SessionClient().post('/omnis/v3/dashboard/secure/recovery-login/', body);
    expect(first.status).toBe(200);
    const again = await new SessionClient().post('/omnis/v3/dashboard/secure/recovery-login/', body);
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({ errors: { recoveryCode: ['Invalid recovery code'] } });
    const malformed = await new SessionClient().post('/omnis/v3/dashboard/secure/recovery-login/', { ...body, recoveryCode: 'nope' });
    expect(malformed.json).toMatchObject({ errors: { recoveryCode: ['Invalid recovery code'] } });
  });

  it('needs a fresh password confirmation (with the second factor) for sensitive changes', async () => {
    const account = await newAccount();
    const { secret } = await enrol(account.client, account.password);
    const later = new SessionClient();
    expect((await later.login(account.email, account.password, totp(secret))).status).toBe(200);
    const { db } = await testDb();
    await db
      .updateTable('sessions')
      .set({ confirmed_at: new Date(Date.now() - 20 * 60_000).toISOString() })
      .where('user_id', '=', account.id)
      .execute();
    const locked = await later.post('/omnis/v3/dashboard/secure/two-factor/disable/');
    expect(locked.status).toBe(423);
    expect(locked.json).toMatchObject({ code: 'passwordConfirmationRequired' });
    const noCode = await later.post('/omnis/v3/dashboard/secure/confirm-password/', { password: account.password });
    expect(noCode.json).toMatchObject({ errors: { twoFactorAuthCode: ['Invalid authentication code'] } });
    const wrongPassword = await later.post('/omnis/v3/dashboard/secure/confirm-password/', { password: 'wrong-password-123' });
    expect(wrongPassword.status).toBe(422);
  });

  it('enrols for SMS only the number the code was texted to, and counts wrong codes', async () => {
    const account = await newAccount();
    const enable = '/omnis/v3/dashboard/secure/two-factor/enable/';
    const first = await account.client.post(enable, { method: 'sms', mobilePhoneNumber: '07400 900101' });
    if (first.status === 423) await account.client.post('/omnis/v3/dashboard/secure/confirm-password/', { password: account.password });
    const sent = first.status === 423 ? await account.client.post(enable, { method: 'sms', mobilePhoneNumber: '07400 900101' }) : first;
    expect(sent.status, sent.text).toBe(202);
    const { db } = await testDb();
    const user = () => db.selectFrom('users').select(['mobile_phone', 'two_factor_method']).where('id', '=', account.id).executeTakeFirstOrThrow();
    // A landline, or a mobile number with a typo, is refused on its field and texted nothing.
    for (const mobilePhoneNumber of ['020 7946 0018', '07400 90010']) {
      const refused = await account.client.post(enable, { method: 'sms', mobilePhoneNumber });
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ errors: { mobilePhoneNumber: ['Please enter a valid UK phone number.'] } });
    }
    expect(await db.selectFrom('sms_outbox').select('id').where('to_number', 'in', ['+442079460018', '+44740090010']).execute()).toEqual([]);
    // Nothing proven yet: the account's phone is left alone.
    expect(await user()).toEqual({ mobile_phone: null, two_factor_method: null });
    const text = await db.selectFrom('sms_outbox').select(['to_number', 'body']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(text.to_number).toBe('+447400900101');
    const code = /\d{6}/.exec(text.body)![0];
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 4; attempt++) {
      const refused = await account.client.post(enable, { method: 'sms', code: wrong });
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ errors: { code: ['Invalid authentication code'] } });
    }
    // The code texted to one number confirms that number, whatever number the call names.
    const enabled = await account.client.post<{ recoveryCodes: string[] }>(enable, { method: 'sms', mobilePhoneNumber: '07400 900999', code });
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.json.recoveryCodes).toHaveLength(10);
    expect(await user()).toEqual({ mobile_phone: '07400 900101', two_factor_method: 'sms' });
    // Four wrong codes were counted (and cleared by the right one): five more reach the limit.
    await account.client.post(enable, { method: 'sms', mobilePhoneNumber: '07400 900101' });
    for (let attempt = 0; attempt < 5; attempt++) expect((await account.client.post(enable, { method: 'sms', code: wrong })).status).toBe(422);
    expect((await account.client.post(enable, { method: 'sms', code: wrong })).status).toBe(429);
  });
});
