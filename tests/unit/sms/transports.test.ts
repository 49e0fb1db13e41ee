import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/database.ts';
import { ApiError } from '../../../src/server/errors/api-error.ts';
import { SmsOutboxTransport, TwilioTransport, listSmsOutbox, sendSms, smsSettings, smsTransport, type SmsMessage, type TwilioClient } from '../../../src/server/sms/index.ts';
import { openMessageDb } from '../mail/message-db.ts';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await openMessageDb()));
afterAll(() => close());

const row = (id: string) => db.selectFrom('sms_outbox').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

function fakeTwilio(): TwilioClient & { created: Parameters<TwilioClient['messages']['create']>[0][] } {
  const created: Parameters<TwilioClient['messages']['create']>[0][] = [];
  return { created, messages: { create: async (params) => (created.push(params), { sid: `SM${created.length}` }) } };
}

describe('SMS transports', () => {
  it('the outbox transport writes a row', async () => {
    const sent = await new SmsOutboxTransport(db).send({ to: '+447700900123', body: '123 456 is your code' });
    expect(await row(sent.id)).toMatchObject({ to_number: '+447700900123', body: '123 456 is your code', transport: 'outbox', provider_id: null });
  });

  it('Twilio gets to, from and body; the outbox records its message SID', async () => {
    const client = fakeTwilio();
    const sent = await new TwilioTransport(db, { accountSid: 'AC1', authToken: 't', from: '+447700900000', client }).send({ to: '+447700900123', body: 'Hello' });
    expect(client.created).toEqual([{ to: '+447700900123', body: 'Hello', from: '+447700900000' }]);
    expect(await row(sent.id)).toMatchObject({ transport: 'twilio', provider_id: 'SM1' });
  });

  it('a Messaging Service SID is sent as one', async () => {
    const client = fakeTwilio();
    await new TwilioTransport(db, { accountSid: 'AC1', authToken: 't', from: 'MG123', client }).send({ to: '+447700900123', body: 'Hi' });
    expect(client.created[0]).toEqual({ to: '+447700900123', body: 'Hi', messagingServiceSid: 'MG123' });
  });

  it('records nothing when Twilio refuses', async () => {
    const client: TwilioClient = { messages: { create: async () => Promise.reject(new Error('21211 invalid To')) } };
    const before = (await listSmsOutbox(db, 1)).total;
    await expect(new TwilioTransport(db, { accountSid: 'AC1', authToken: 't', from: '+447700900000', client }).send({ to: '+447700900123', body: 'x' })).rejects.toThrow('21211');
    expect((await listSmsOutbox(db, 1)).total).toBe(before);
  });

  it('chooses Twilio only when all three settings are there', () => {
    expect(smsTransport(db, smsSettings({})).name).toBe('outbox');
    expect(smsTransport(db, smsSettings({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' })).name).toBe('outbox');
    expect(smsTransport(db, smsSettings({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+447700900000' })).name).toBe('twilio');
  });

  it('the real SDK builds a client with the messages API this adapter calls', async () => {
    const { default: twilio } = await import('twilio');
    const client = twilio('AC00000000000000000000000000000000', 'token');
    expect(typeof client.messages.create).toBe('function');
  });

  it('sendSms writes the number in E.164 and refuses one that is not a number', async () => {
    const seen: SmsMessage[] = [];
    const spy = { name: 'spy', send: async (message: SmsMessage) => (seen.push(message), { id: '1' }) };
    await sendSms(db, { to: '07700 900123', body: 'Hi' }, spy);
    expect(seen).toEqual([{ to: '+447700900123', body: 'Hi' }]);
    const refused = await sendSms(db, { to: 'call me', body: 'Hi' }, spy).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422, fieldErrors: { to: ['Please enter a valid UK phone number.'] } });
    expect(seen).toHaveLength(1);
  });

  it('lists the outbox newest first', async () => {
    const page = await listSmsOutbox(db, 1);
    expect(page.texts.map((text) => text.id)).toEqual([...page.texts.map((text) => text.id)].sort((a, b) => b - a));
    expect(page.total).toBeGreaterThanOrEqual(3);
  });
});
