import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import type { Db } from '../../../src/platform/db/database.ts';
import { SmtpTransport, type SmtpSender } from '../../../src/platform/mail/smtp-transport.ts';
import { deliverMail } from '../../../src/platform/mail/deliver-mail.ts';
import { mailSettings, mailTransport } from '../../../src/platform/mail/mail-transport.ts';
import { recordMail } from '../../../src/platform/mail/record-mail.ts';
import { sendMail } from '../../../src/platform/mail/send-mail.ts';
import { subscriptionEmail } from '../../../src/server/engagement/newsletter/subscription-mail.ts';
import type { MailMessage } from '../../../src/platform/mail/message.ts';
import { startFakeSmtp, type FakeSmtp } from '../../support/fake-smtp.ts';
import { openMessageDb } from './message-db.ts';

let db: Db;
let close: () => Promise<void>;
let smtp: FakeSmtp;
beforeAll(async () => {
  ({ db, close } = await openMessageDb());
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
  await close();
});
afterEach(() => vi.unstubAllEnvs());

const message = (to: string): MailMessage => ({
  to,
  ...subscriptionEmail({ storeName: 'Northwind Tees', firstName: 'Olivia', link: 'https://demo.test/subscription-verified?token=t' }),
  template: 'subscription',
});

const outboxRow = (id: number | string) => db.selectFrom('mail_outbox').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
const count = async (table: 'mail_outbox' | 'jobs') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const firstRun = { id: '1', attempts: 1, maxAttempts: 10 };

describe('the mail outbox and its transports', () => {
  it('recordMail keeps the whole message in mail_outbox', async () => {
    const id = await recordMail(db, { ...message('Olivia@Demo.Test'), replyTo: 'help@demo.test' }, { transport: 'outbox', status: 'sent' });
    const row = await outboxRow(id);
    expect(row).toMatchObject({
      division_id: null,
      to_address: 'olivia@demo.test',
      reply_to: 'help@demo.test',
      subject: 'Please confirm your subscription to Northwind Tees',
      template: 'subscription',
      transport: 'outbox',
      provider_id: null,
      status: 'sent',
      last_error: null,
    });
    expect(row.html).toContain('Confirm subscription');
    expect(row.text).toContain('https://demo.test/subscription-verified?token=t');
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('the SMTP transport hands the message to nodemailer and answers its Message-ID', async () => {
    const handed: Parameters<SmtpSender['sendMail']>[0][] = [];
    const sender: SmtpSender = {
      sendMail: async (options) => {
        handed.push(options);
        return { messageId: '<abc@smtp.test>' };
      },
    };
    const sent = await new SmtpTransport({ url: 'smtp://unused.test', from: 'Northwind <no-reply@demo.test>', sender }).deliver(message('sasha@demo.test'));
    expect(sent).toEqual({ providerId: '<abc@smtp.test>' });
    expect(handed).toHaveLength(1);
    expect(handed[0]).toMatchObject({
      from: 'Northwind <no-reply@demo.test>',
      to: 'sasha@demo.test',
      subject: 'Please confirm your subscription to Northwind Tees',
    });
    expect(handed[0]?.html).toContain('<table');
    expect(handed[0]?.text).toContain('Confirm subscription:');
    expect(handed[0]).not.toHaveProperty('replyTo');
  });

  it('real nodemailer delivers to an SMTP server (a fake one on the loopback)', async () => {
    const transport = new SmtpTransport({ url: smtp.url, from: 'Shop <shop@demo.test>' });
    const sent = await transport.deliver({ ...message('wire@demo.test'), replyTo: 'help@demo.test' });
    expect(sent.providerId).toMatch(/^<.+@.+>$/);
    const received = smtp.received.at(-1)!;
    expect(received).toMatchObject({ from: 'shop@demo.test', to: ['wire@demo.test'] });
    expect(received.data).toContain('Subject: Please confirm your subscription to Northwind Tees');
    expect(received.data).toContain('Reply-To: help@demo.test');
  });

  it('chooses SMTP only when SMTP_URL is set', () => {
    expect(mailTransport(mailSettings({}))).toBeUndefined();
    expect(mailTransport(mailSettings({ SMTP_URL: '  ' }))).toBeUndefined();
    expect(mailTransport(mailSettings({ SMTP_URL: 'smtp://mail.test:587' }))?.name).toBe('smtp');
    expect(mailSettings({ MAIL_FROM: 'Shop <shop@demo.test>' }).from).toBe('Shop <shop@demo.test>');
    expect(mailSettings({}).from).toMatch(/^Printfront <no-reply@.+>$/);
  });
});

describe('sendMail', () => {
  it('refuses a malformed message before anything is written', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    const before = [await count('mail_outbox'), await count('jobs')];
    await expect(sendMail(db, message('not an address'))).rejects.toBeInstanceOf(ZodError);
    await expect(sendMail(db, { ...message('a@demo.test'), subject: 'Hi\r\nBcc: x@evil.test' })).rejects.toBeInstanceOf(ZodError);
    expect([await count('mail_outbox'), await count('jobs')]).toEqual(before);
  });

  it('without SMTP the outbox row is the delivery: sent at once, no job', async () => {
    vi.stubEnv('SMTP_URL', '');
    const jobs = await count('jobs');
    const sent = await sendMail(db, message('default@demo.test'));
    expect(await outboxRow(sent.id)).toMatchObject({ transport: 'outbox', status: 'sent' });
    expect(await count('jobs')).toBe(jobs);
  });

  it('with SMTP it writes the row as queued and a mail.deliver job, never calling the server itself', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    const received = smtp.received.length;
    const sent = await sendMail(db, message('queued@demo.test'));
    expect(await outboxRow(sent.id)).toMatchObject({ transport: 'smtp', status: 'queued', provider_id: null });
    const job = await db.selectFrom('jobs').selectAll().where('task', '=', 'mail.deliver').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(job.payload)).toEqual({ mailId: Number(sent.id) });
    expect(smtp.received).toHaveLength(received);
  });

  it('inside a transaction that rolls back leaves neither the row nor the job', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    const before = [await count('mail_outbox'), await count('jobs')];
    await expect(
      db.transaction().execute(async (trx) => {
        await sendMail(trx, message('rolled-back@demo.test'));
        throw new Error('the write that caused it failed');
      }),
    ).rejects.toThrow('the write that caused it failed');
    expect([await count('mail_outbox'), await count('jobs')]).toEqual(before);
  });
});

describe('deliverMail (the mail.deliver job)', () => {
  it('hands a queued message to SMTP and marks it sent, once', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    const { id } = await sendMail(db, message('deliver@demo.test'));
    await deliverMail(db, Number(id), firstRun);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', transport: 'smtp', last_error: null });
    expect((await outboxRow(id)).provider_id).toMatch(/^<.+>$/);
    expect(smtp.received.filter((mail) => mail.to.includes('deliver@demo.test'))).toHaveLength(1);
    // The job running again (after a crash before it was marked done) sends nothing twice.
    await deliverMail(db, Number(id), { ...firstRun, attempts: 2 });
    expect(smtp.received.filter((mail) => mail.to.includes('deliver@demo.test'))).toHaveLength(1);
  });

  it('a refused message keeps its error and stays queued for the retry, then fails on the last attempt', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    const { id } = await sendMail(db, message('refused@demo.test'));
    smtp.refuseNext(2);
    await expect(deliverMail(db, Number(id), firstRun)).rejects.toThrow('550');
    expect(await outboxRow(id)).toMatchObject({ status: 'queued', provider_id: null });
    expect((await outboxRow(id)).last_error).toContain('550 5.2.0 Mailbox unavailable');
    await expect(deliverMail(db, Number(id), { ...firstRun, attempts: 10 })).rejects.toThrow('550');
    expect(await outboxRow(id)).toMatchObject({ status: 'failed' });
    expect(smtp.received.some((mail) => mail.to.includes('refused@demo.test'))).toBe(false);
  });

  it('with SMTP switched off since it was queued, the outbox is its delivery', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    const { id } = await sendMail(db, message('switched-off@demo.test'));
    vi.stubEnv('SMTP_URL', '');
    await deliverMail(db, Number(id), firstRun);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', transport: 'outbox' });
  });
});
