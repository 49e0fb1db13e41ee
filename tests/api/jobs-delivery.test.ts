// Mail and SMS leave the request. The outbox row is written at once; with SMTP
// or Twilio configured a job delivers it. On both databases, against a fake SMTP server on
// the loopback and a fake Twilio client (nothing reaches the network).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listJobs, runDueJobs, type RunnerOptions } from '../../src/platform/jobs/index.ts';
import { deliverMailTask } from '../../src/platform/mail/deliver-mail.ts';
import { sendMail } from '../../src/platform/mail/send-mail.ts';
import { verificationEmail } from '../../src/server/accounts/mails/verification.ts';
import { deliverSmsTask } from '../../src/platform/sms/deliver-sms.ts';
import { sendSms } from '../../src/platform/sms/send-sms.ts';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp.ts';
import { freshDatabase, type FreshDatabase } from '../support/fresh-database.ts';

const twilioCalls: { to: string; body: string }[] = [];
vi.mock('twilio', () => ({
  default: () => ({
    messages: {
      create: async (params: { to: string; body: string }) => {
        twilioCalls.push(params);
        return { sid: `SM${twilioCalls.length}` };
      },
    },
  }),
}));

let database: FreshDatabase;
let smtp: FakeSmtp;
const errors: string[] = [];
beforeAll(async () => {
  database = await freshDatabase('delivery');
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

const run = () =>
  runDueJobs({
    connection: database.connection,
    databaseUrl: database.url,
    tasks: [deliverMailTask, deliverSmsTask],
    logger: { info: () => {}, error: (line) => errors.push(line) },
  } satisfies RunnerOptions);
const mailRow = (id: string) => database.connection.db.selectFrom('mail_outbox').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
const smsRow = (id: string) => database.connection.db.selectFrom('sms_outbox').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
const mail = (to: string) => ({
  ...verificationEmail({ storeName: 'Northwind Tees', firstName: 'Sasha', link: 'https://demo.test/sign-up/verify/?token=t' }),
  to,
  template: 'verification',
});

describe('mail through the mail.deliver job', () => {
  it('is in the outbox at once, and on the SMTP server once the job has run', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    const { id } = await sendMail(database.connection.db, mail('sasha@demo.test'));
    expect(await mailRow(id)).toMatchObject({ status: 'queued', transport: 'smtp' });
    expect(smtp.received.filter((message) => message.to.includes('sasha@demo.test'))).toHaveLength(0);
    await run();
    expect(smtp.received.filter((message) => message.to.includes('sasha@demo.test'))).toHaveLength(1);
    expect(await mailRow(id)).toMatchObject({ status: 'sent', last_error: null });
    expect(await listJobs(database.connection)).toEqual([]);
  });

  it('a refusal is retried after the backoff, its error visible meanwhile', async () => {
    vi.stubEnv('SMTP_URL', smtp.url);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const { id } = await sendMail(database.connection.db, mail('later@demo.test'));
    smtp.refuseNext(1, '451 4.3.0 Try again later');
    await run();
    expect(await mailRow(id)).toMatchObject({ status: 'queued', last_error: expect.stringContaining('451 4.3.0 Try again later') });
    const [job] = await listJobs(database.connection);
    expect(job).toMatchObject({ task: 'mail.deliver', state: 'retrying', attempts: 1, maxAttempts: 10 });
    expect(errors.at(-1)).toMatch(/^\[jobs\] mail\.deliver #\d+ failed \(attempt 1 of 10\): .*451 4\.3\.0 Try again later/);
    vi.setSystemTime(new Date(Date.parse(job!.runAt) + 1));
    await run();
    expect(await mailRow(id)).toMatchObject({ status: 'sent', last_error: null });
    expect(smtp.received.filter((message) => message.to.includes('later@demo.test'))).toHaveLength(1);
  });

  it('without SMTP the outbox is the delivery and no job is queued', async () => {
    const { id } = await sendMail(database.connection.db, mail('outbox@demo.test'));
    expect(await mailRow(id)).toMatchObject({ status: 'sent', transport: 'outbox' });
    expect(await listJobs(database.connection)).toEqual([]);
  });
});

describe('SMS through the sms.deliver job', () => {
  it('is in the SMS outbox at once, and handed to Twilio once the job has run', async () => {
    for (const [key, value] of Object.entries({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+447700900000' })) vi.stubEnv(key, value);
    const { id } = await sendSms(database.connection.db, { to: '07400 900123', body: '123 456 is your login code' });
    expect(await smsRow(id)).toMatchObject({ status: 'queued', transport: 'twilio' });
    expect(twilioCalls).toEqual([]);
    await run();
    expect(twilioCalls).toEqual([{ to: '+447400900123', body: '123 456 is your login code', from: '+447700900000' }]);
    expect(await smsRow(id)).toMatchObject({ status: 'sent', provider_id: 'SM1' });
  });
});
