import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../src/platform/db/database.ts';
import { ApiError } from '../../../src/platform/errors/api-error.ts';
import { TwilioTransport, type TwilioClient } from '../../../src/platform/sms/twilio-transport.ts';
import { deliverSms } from '../../../src/platform/sms/deliver-sms.ts';
import { listSmsOutbox } from '../../../src/server/engagement/outbox/sms/outbox-reader.ts';
import { recordSms } from '../../../src/platform/sms/record-sms.ts';
import { sendSms } from '../../../src/platform/sms/send-sms.ts';
import { smsSettings, smsTransport } from '../../../src/platform/sms/sms-transport.ts';
import { sendSmsCode } from '../../../src/server/accounts/second-factor.ts';
import { openMessageDb } from '../mail/message-db.ts';

// The SDK is never reached from a unit test: every Twilio client here is a fake.
const TWILIO = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+447700900000' };

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await openMessageDb()));
afterAll(() => close());
afterEach(() => vi.unstubAllEnvs());

const row = (id: number | string) => db.selectFrom('sms_outbox').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
const jobsOf = (task: string) => db.selectFrom('jobs').selectAll().where('task', '=', task).execute();
const firstRun = { id: '1', attempts: 1, maxAttempts: 3 };

function fakeTwilio(): TwilioClient & { created: Parameters<TwilioClient['messages']['create']>[0][] } {
  const created: Parameters<TwilioClient['messages']['create']>[0][] = [];
  return {
    created,
    messages: {
      create: async (params) => {
        created.push(params);
        return { sid: `SM${created.length}` };
      },
    },
  };
}

describe('SMS transports', () => {
  it('recordSms writes an outbox row', async () => {
    const id = await recordSms(db, { to: '+447400900123', body: '123 456 is your code' }, { transport: 'outbox', status: 'sent' });
    expect(await row(id)).toMatchObject({ to_number: '+447400900123', body: '123 456 is your code', transport: 'outbox', provider_id: null, status: 'sent' });
  });

  it('Twilio gets to, from and body and answers the message SID', async () => {
    const client = fakeTwilio();
    expect(
      await new TwilioTransport({ accountSid: 'AC1', authToken: 't', from: '+447700900000', client }).deliver({ to: '+447400900123', body: 'Hello' }),
    ).toEqual({ providerId: 'SM1' });
    expect(client.created).toEqual([{ to: '+447400900123', body: 'Hello', from: '+447700900000' }]);
  });

  it('a Messaging Service SID is sent as one', async () => {
    const client = fakeTwilio();
    await new TwilioTransport({ accountSid: 'AC1', authToken: 't', from: 'MG123', client }).deliver({ to: '+447400900123', body: 'Hi' });
    expect(client.created[0]).toEqual({ to: '+447400900123', body: 'Hi', messagingServiceSid: 'MG123' });
  });

  it('chooses Twilio only when all three settings are there', () => {
    expect(smsTransport(smsSettings({}))).toBeUndefined();
    expect(smsTransport(smsSettings({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' }))).toBeUndefined();
    expect(smsTransport(smsSettings(TWILIO))?.name).toBe('twilio');
  });

  it('the real SDK builds a client with the messages API this adapter calls', async () => {
    const { default: twilio } = await import('twilio');
    const client = twilio('AC00000000000000000000000000000000', 'token');
    expect(typeof client.messages.create).toBe('function');
  });
});

describe('sendSms', () => {
  it('writes the number in E.164 and refuses one that is not a number, writing nothing', async () => {
    const { id } = await sendSms(db, { to: '07400 900123', body: 'Hi' });
    expect(await row(id)).toMatchObject({ to_number: '+447400900123', body: 'Hi', transport: 'outbox', status: 'sent' });
    const before = (await listSmsOutbox(db, 1)).total;
    const refused = await sendSms(db, { to: 'call me', body: 'Hi' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422, fieldErrors: { to: ['Please enter a valid UK phone number.'] } });
    // A typo, and a landline (a real number, but no text reaches it), are refused the same way.
    for (const to of ['07400 90012', '020 7946 0018']) {
      await expect(sendSms(db, { to, body: 'Hi' })).rejects.toMatchObject({ status: 422, fieldErrors: { to: ['Please enter a valid UK phone number.'] } });
    }
    expect((await listSmsOutbox(db, 1)).total).toBe(before);
  });

  it('with Twilio it queues the text and an sms.deliver job instead of calling Twilio', async () => {
    for (const [key, value] of Object.entries(TWILIO)) vi.stubEnv(key, value);
    const { id } = await sendSms(db, { to: '07400 900124', body: 'Queued' });
    expect(await row(id)).toMatchObject({ transport: 'twilio', status: 'queued' });
    expect((await jobsOf('sms.deliver')).map((job) => JSON.parse(job.payload))).toContainEqual({ smsId: Number(id) });
  });

  it('lists the outbox newest first', async () => {
    const page = await listSmsOutbox(db, 1);
    expect(page.texts.map((text) => text.id)).toEqual([...page.texts.map((text) => text.id)].sort((a, b) => b - a));
    expect(page.total).toBeGreaterThanOrEqual(3);
  });
});

describe('deliverSms (the sms.deliver job)', () => {
  it('hands a queued text to Twilio and marks it sent with its SID, once', async () => {
    for (const [key, value] of Object.entries(TWILIO)) vi.stubEnv(key, value);
    const { id } = await sendSms(db, { to: '07400 900125', body: 'Deliver me' });
    const client = fakeTwilio();
    const twilio = new TwilioTransport({ ...smsSettings().twilio!, client });
    await deliverSms(db, Number(id), firstRun, twilio);
    expect(await row(id)).toMatchObject({ status: 'sent', transport: 'twilio', provider_id: 'SM1', last_error: null });
    await deliverSms(db, Number(id), { ...firstRun, attempts: 2 }, twilio);
    expect(client.created).toHaveLength(1);
  });

  it('a refusal keeps its error for the retry and fails the text on the last attempt', async () => {
    for (const [key, value] of Object.entries(TWILIO)) vi.stubEnv(key, value);
    const { id } = await sendSms(db, { to: '07400 900126', body: 'Refused' });
    const twilio = new TwilioTransport({
      ...smsSettings().twilio!,
      client: { messages: { create: async () => Promise.reject(new Error('21211 invalid To')) } },
    });
    await expect(deliverSms(db, Number(id), firstRun, twilio)).rejects.toThrow('21211');
    expect(await row(id)).toMatchObject({ status: 'queued', last_error: '21211 invalid To' });
    await expect(deliverSms(db, Number(id), { ...firstRun, attempts: 3 }, twilio)).rejects.toThrow('21211');
    expect(await row(id)).toMatchObject({ status: 'failed' });
  });
});

describe('sendSmsCode during login', () => {
  it('writes the code, the text and its job together, and never talks to Twilio in the request', async () => {
    for (const [key, value] of Object.entries(TWILIO)) vi.stubEnv(key, value);
    const user = await db
      .insertInto('users')
      .values({
        email: 'sms@demo.test',
        password_hash: 'x',
        first_name: 'S',
        last_name: 'M',
        status: 0,
        verified_at: null,
        eula_signed_at: null,
        created_at: new Date().toISOString(),
        username: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobs = (await jobsOf('sms.deliver')).length;
    await sendSmsCode(db, { id: user.id, mobile_phone: '07400 900127' }, 'Northwind Tees');
    const text = await db.selectFrom('sms_outbox').selectAll().where('to_number', '=', '+447400900127').executeTakeFirstOrThrow();
    expect(text).toMatchObject({ status: 'queued', transport: 'twilio' });
    expect(text.body).toMatch(/^\d{6} is your Northwind Tees login code\. It expires in 5 minutes\.$/);
    expect(await jobsOf('sms.deliver')).toHaveLength(jobs + 1);
  });

  it('a number that is not one leaves no code behind (one transaction)', async () => {
    const user = await db.selectFrom('users').select('id').where('email', '=', 'sms@demo.test').executeTakeFirstOrThrow();
    const codes = async () =>
      (await db.selectFrom('one_time_tokens').select('id').where('user_id', '=', user.id).where('used_at', 'is', null).execute()).length;
    const before = await codes();
    await expect(sendSmsCode(db, { id: user.id, mobile_phone: 'not a phone' }, 'Northwind Tees')).rejects.toBeInstanceOf(ApiError);
    expect(await codes()).toBe(before);
  });
});
