import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../../../src/lib/identity.ts';
import type { AccountUser } from '../../../src/schemas/account.ts';
import type { StoreScope } from '../../../src/server/stores/scope.ts';
import { createStore } from '../../../src/server/stores/create-store.ts';
import { OUTBOX_PAGE_SIZE, findOutboxMail, listOutbox } from '../../../src/server/engagement/outbox/outbox-reader.ts';
import { canReadSmsOutbox, outboxViewer } from '../../../src/server/engagement/outbox/outbox-access.ts';
import { outboxFrameDocument } from '../../../src/server/engagement/outbox/outbox-frame.ts';
import { sendMail } from '../../../src/platform/mail/send-mail.ts';
import { verificationEmail } from '../../../src/server/accounts/mails/verification.ts';
import { openMessageDb } from './message-db.ts';

const user = (email: string, internal = false): AccountUser => ({
  id: 1,
  email,
  firstName: 'A',
  lastName: 'B',
  verified: true,
  eulaSigned: true,
  internal,
  dashboardAccess: false,
  twoFactorEnabled: false,
  twoFactorMethod: null,
  mobilePhoneNumber: null,
  mutedAt: null,
  permissions: [],
});
const identity = (account: AccountUser | null, storeRole: string | null = null): Identity => ({
  user: account,
  sessionId: account ? 'session' : null,
  confirmedUntil: null,
  storeRole,
  storeCount: storeRole ? 1 : 0,
  clientIp: '127.0.0.1',
  secure: false,
});

describe('who may read the outbox', () => {
  it('nobody without a signed-in user, including before the accounts middleware runs', () => {
    expect(outboxViewer(undefined, 1)).toBeNull();
    expect(outboxViewer(identity(null), 1)).toBeNull();
  });
  it('platform staff read everything; an internal member of the store reads the store view (not on division 12)', () => {
    expect(outboxViewer(identity(user('staff@printfront.test', true)), 1)).toEqual({ kind: 'platform' });
    expect(outboxViewer(identity(user('Member@Demo.Test'), 'internal'), 1)).toEqual({ kind: 'store', email: 'member@demo.test' });
    expect(outboxViewer(identity(user('member@demo.test'), 'internal'), 12)).toEqual({ kind: 'recipient', email: 'member@demo.test' });
  });
  it('anyone else signed in reads the mail sent to their own address', () => {
    expect(outboxViewer(identity(user('Sasha@Demo.Test'), 'owner'), 1)).toEqual({ kind: 'recipient', email: 'sasha@demo.test' });
  });
  it('the SMS outbox is for platform staff only', () => {
    expect(canReadSmsOutbox(undefined)).toBe(false);
    expect(canReadSmsOutbox(identity(user('member@demo.test'), 'internal'))).toBe(false);
    expect(canReadSmsOutbox(identity(user('staff@printfront.test', true)))).toBe(true);
  });
});

describe('outbox pages', () => {
  let close: () => Promise<void>;
  let shop: StoreScope;
  let other: StoreScope;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const opened = await openMessageDb();
    close = opened.close;
    const { db } = opened;
    const store = (subdomain: string) =>
      createStore(db, { project: { name: subdomain }, subdomain, name: subdomain, companyName: subdomain, themeName: 'naked' });
    shop = { db, division: await store('shop') };
    other = { db, division: await store('other') };
    const send = async (key: string, to: string, divisionId?: number, template = 'verification') => {
      const mail = verificationEmail({ storeName: key, firstName: 'A', link: 'https://x.test/' });
      ids[key] = Number((await sendMail(db, { ...mail, to, template, ...(divisionId ? { divisionId } : {}) })).id);
    };
    for (let index = 0; index < OUTBOX_PAGE_SIZE + 3; index += 1) await send(`shop-${index}`, 'many@shop.test', shop.division.id, 'subscription');
    await send('mine', 'me@shop.test', shop.division.id);
    await send('platform', 'me@shop.test');
    await send('elsewhere', 'me@shop.test', other.division.id);
    await send('reset', 'staff@printfront.test', shop.division.id, 'password-reset');
    await send('verify', 'staff@printfront.test', shop.division.id, 'verification');
  });
  afterAll(() => close());

  const internal = { kind: 'platform' } as const;
  const me = { kind: 'recipient', email: 'me@shop.test' } as const;

  it('lists newest first, a page at a time, with the total', async () => {
    const first = await listOutbox(shop, internal, 1);
    expect(first.total).toBe(OUTBOX_PAGE_SIZE + 7);
    expect(first.lastPage).toBe(2);
    expect(first.mails).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(first.mails[0]?.id).toBe(ids.verify);
    expect(first.mails.map((mail) => mail.id)).toEqual([...first.mails.map((mail) => mail.id)].sort((a, b) => b - a));
    expect((await listOutbox(shop, internal, 2)).mails).toHaveLength(7);
  });

  it("never shows another store's mail on this store, even to staff; platform mail shows everywhere", async () => {
    const everything = (await listOutbox(shop, internal, 1)).mails.concat((await listOutbox(shop, internal, 2)).mails);
    expect(everything.map((mail) => mail.id)).not.toContain(ids.elsewhere);
    expect(await findOutboxMail(shop, internal, ids.elsewhere!)).toBeNull();
    expect((await findOutboxMail(other, internal, ids.elsewhere!))?.subject).toBe('Verify your email address for elsewhere');
    expect((await findOutboxMail(other, me, ids.platform!))?.divisionId).toBeNull();
  });

  it("shows a recipient only their own mail, and someone else's message is simply not found", async () => {
    const mine = await listOutbox(shop, me, 1);
    expect(mine.mails.map((mail) => mail.id)).toEqual([ids.platform, ids.mine]);
    expect(mine.total).toBe(2);
    expect(await findOutboxMail(shop, me, ids['shop-0']!)).toBeNull();
    expect((await findOutboxMail(shop, me, ids.mine!))?.html).toContain('Verify email address');
    expect(await findOutboxMail(shop, me, 999_999)).toBeNull();
  });
});

describe("a store's internal member in the outbox", () => {
  let close: () => Promise<void>;
  let shop: StoreScope;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const opened = await openMessageDb();
    close = opened.close;
    const { db } = opened;
    shop = { db, division: await createStore(db, { project: { name: 'shop' }, subdomain: 'shop', name: 'shop', companyName: 'shop', themeName: 'naked' }) };
    const send = async (key: string, to: string, template: string, divisionId?: number) => {
      const mail = verificationEmail({ storeName: 'shop', firstName: 'A', link: 'https://x.test/token' });
      ids[key] = Number((await sendMail(db, { ...mail, to, template, ...(divisionId ? { divisionId } : {}) })).id);
    };
    await send('subscription', 'someone@shop.test', 'subscription', shop.division.id);
    await send('othersReset', 'staff@printfront.test', 'password-reset', shop.division.id);
    await send('othersVerification', 'someone@shop.test', 'verification', shop.division.id);
    await send('ownReset', 'member@shop.test', 'password-reset', shop.division.id);
    await send('othersPlatform', 'someone@shop.test', 'welcome');
    await send('ownPlatform', 'member@shop.test', 'welcome');
  });
  afterAll(() => close());

  const member = { kind: 'store', email: 'member@shop.test' } as const;

  it("reads the store's mail and their own, never another address's reset or verification link", async () => {
    const page = await listOutbox(shop, member, 1);
    expect(page.mails.map((mail) => mail.id)).toEqual([ids.ownPlatform, ids.ownReset, ids.subscription]);
    expect(page.total).toBe(3);
    expect(await findOutboxMail(shop, member, ids.othersReset!)).toBeNull();
    expect(await findOutboxMail(shop, member, ids.othersVerification!)).toBeNull();
    expect(await findOutboxMail(shop, member, ids.othersPlatform!)).toBeNull();
    expect((await findOutboxMail(shop, member, ids.ownReset!))?.to).toBe('member@shop.test');
    expect((await findOutboxMail(shop, { kind: 'platform' }, ids.othersReset!))?.to).toBe('staff@printfront.test');
  });
});

describe('the outbox frame', () => {
  it('makes links leave the frame', () => {
    expect(outboxFrameDocument('<html><head><title>x</title></head><body></body></html>')).toBe(
      '<html><head><base target="_top"><title>x</title></head><body></body></html>',
    );
    expect(outboxFrameDocument('<HEAD lang="en">')).toBe('<HEAD lang="en"><base target="_top">');
    expect(outboxFrameDocument('<p>bare</p>')).toBe('<base target="_top"><p>bare</p>');
    expect(outboxFrameDocument('<header>no head</header>')).toBe('<base target="_top"><header>no head</header>');
  });
});
