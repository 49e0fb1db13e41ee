import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { Db } from '../../../src/server/db/database.ts';
import {
  OutboxTransport,
  SmtpTransport,
  mailSettings,
  mailTransport,
  sendMail,
  subscriptionEmail,
  type MailMessage,
  type SmtpSender,
} from '../../../src/server/mail/index.ts';
import { openMessageDb } from './message-db.ts';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await openMessageDb()));
afterAll(() => close());

const message = (to: string): MailMessage => ({
  to,
  ...subscriptionEmail({ storeName: 'Northwind Tees', firstName: 'Olivia', link: 'https://demo.test/subscription-verified?token=t' }),
  template: 'subscription',
});

const outboxRow = (id: string) => db.selectFrom('mail_outbox').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

describe('mail transports', () => {
  it('the outbox transport keeps the whole message in mail_outbox', async () => {
    const sent = await new OutboxTransport(db).send({ ...message('Olivia@Demo.Test'), replyTo: 'help@demo.test' });
    const row = await outboxRow(sent.id);
    expect(row).toMatchObject({
      division_id: null,
      to_address: 'olivia@demo.test',
      reply_to: 'help@demo.test',
      subject: 'Please confirm your subscription to Northwind Tees',
      template: 'subscription',
      transport: 'outbox',
      provider_id: null,
    });
    expect(row.html).toContain('Confirm subscription');
    expect(row.text).toContain('https://demo.test/subscription-verified?token=t');
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('the SMTP transport hands the message to nodemailer, then records it with transport "smtp"', async () => {
    const handed: Parameters<SmtpSender['sendMail']>[0][] = [];
    const sender: SmtpSender = {
      sendMail: async (options) => {
        handed.push(options);
        return { messageId: '<abc@smtp.test>' };
      },
    };
    const transport = new SmtpTransport(db, { url: 'smtp://unused.test', from: 'Northwind <no-reply@demo.test>', sender });
    const sent = await transport.send(message('sasha@demo.test'));
    expect(handed).toHaveLength(1);
    expect(handed[0]).toMatchObject({ from: 'Northwind <no-reply@demo.test>', to: 'sasha@demo.test', subject: 'Please confirm your subscription to Northwind Tees' });
    expect(handed[0]?.html).toContain('<table');
    expect(handed[0]?.text).toContain('Confirm subscription:');
    expect(handed[0]).not.toHaveProperty('replyTo');
    expect(await outboxRow(sent.id)).toMatchObject({ transport: 'smtp', provider_id: '<abc@smtp.test>', to_address: 'sasha@demo.test' });
  });

  it('records nothing when the SMTP server refuses the message', async () => {
    const before = await db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const transport = new SmtpTransport(db, { url: 'smtp://unused.test', from: 'x@demo.test', sender: { sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')) } });
    await expect(transport.send(message('nobody@demo.test'))).rejects.toThrow('550');
    const after = await db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('chooses SMTP only when SMTP_URL is set', () => {
    expect(mailTransport(db, mailSettings({})).name).toBe('outbox');
    expect(mailTransport(db, mailSettings({ SMTP_URL: '  ' })).name).toBe('outbox');
    expect(mailTransport(db, mailSettings({ SMTP_URL: 'smtp://mail.test:587' })).name).toBe('smtp');
    expect(mailSettings({ MAIL_FROM: 'Shop <shop@demo.test>' }).from).toBe('Shop <shop@demo.test>');
    expect(mailSettings({}).from).toMatch(/^Printfront <no-reply@.+>$/);
  });

  it('sendMail refuses a malformed message before any transport sees it', async () => {
    const seen: MailMessage[] = [];
    const spy = { name: 'spy', send: async (sent: MailMessage) => (seen.push(sent), { id: '1' }) };
    await expect(sendMail(db, message('not an address'), spy)).rejects.toBeInstanceOf(ZodError);
    await expect(sendMail(db, { ...message('a@demo.test'), subject: 'Hi\r\nBcc: x@evil.test' }, spy)).rejects.toBeInstanceOf(ZodError);
    expect(seen).toHaveLength(0);
    expect(await sendMail(db, message('a@demo.test'), spy)).toEqual({ id: '1' });
  });

  it('a real nodemailer transporter fits the adapter (JSON transport: nothing leaves the machine)', async () => {
    const { default: nodemailer } = await import('nodemailer');
    const transport = new SmtpTransport(db, { url: 'smtp://unused.test', from: 'Shop <shop@demo.test>', sender: nodemailer.createTransport({ jsonTransport: true }) });
    const sent = await transport.send({ ...message('json@demo.test'), replyTo: 'help@demo.test' });
    const row = await outboxRow(sent.id);
    expect(row.transport).toBe('smtp');
    expect(row.provider_id).toMatch(/^<.+@.+>$/);
  });

  it.skipIf(Boolean(process.env.SMTP_URL))('sendMail uses the outbox by default', async () => {
    const sent = await sendMail(db, { ...message('default@demo.test') });
    expect((await outboxRow(sent.id)).transport).toBe('outbox');
  });
});
