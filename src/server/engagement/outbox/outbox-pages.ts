import type { StoreScope } from '../../stores/index.ts';
import type { Identity } from '../../../lib/identity.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { outboxViewer, canReadSmsOutbox, type OutboxViewer } from './outbox-access.ts';
import { listOutbox, findOutboxMail, type OutboxMail, type OutboxPage } from './outbox-reader.ts';
import { listSmsOutbox, type OutboxSms } from './sms/outbox-reader.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';

// /teemail/ (mail layout): the outbox. Platform staff see the store's and the
// platform's mail, the store's internal members the store's (see outbox-access.ts); a
// signed-in user sees what was sent to them; anyone else the not-found page, which says
// nothing about whether a message exists. Personal by nature: never cached, never indexed.

const OUTBOX_HEADERS = { ...PERSONAL_PAGE_HEADERS, 'x-robots-tag': 'noindex' };
const NOT_FOUND = { kind: 'not-found', headers: OUTBOX_HEADERS } as const;

export interface OutboxPageView {
  viewer: OutboxViewer;
  outbox: OutboxPage;
  page: number;
  /** Platform staff also have the SMS outbox. */
  sms: boolean;
}

/** /teemail/?page=: the outbox, newest first (`page` undefined when ?page= named none). */
export async function outboxPage(
  scope: StoreScope,
  shell: ShellData,
  origin: string,
  identity: Identity,
  page: number | undefined,
): Promise<StorefrontPage<OutboxPageView>> {
  const viewer = outboxViewer(identity, scope.division.id);
  const outbox = viewer && page !== undefined ? await listOutbox(scope, viewer, page) : undefined;
  if (!viewer || !outbox || page === undefined || page > outbox.lastPage) return NOT_FOUND;
  const head = {
    title: page > 1 ? `Outbox (page ${page})` : 'Outbox',
    description: 'Messages sent by the store.',
    path: '/teemail/',
    loginState: 'logged-in' as const,
  };
  return unlistedPage(shell, origin, head, { viewer, outbox, page, sms: canReadSmsOutbox(identity) }, { layout: 'mail', headers: OUTBOX_HEADERS });
}

export interface OutboxMailView {
  mail: OutboxMail;
  /** Template and transport are for the store's people, not the recipient. */
  showDelivery: boolean;
  sms: boolean;
}

/** /teemail/{id}: one message, its HTML in a sandboxed frame; one the viewer may not see answers like one that does not exist. */
export async function outboxMailPage(
  scope: StoreScope,
  shell: ShellData,
  origin: string,
  identity: Identity,
  id: string | undefined,
): Promise<StorefrontPage<OutboxMailView>> {
  const viewer = outboxViewer(identity, scope.division.id);
  const mailId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : undefined;
  const mail = viewer && mailId !== undefined ? await findOutboxMail(scope, viewer, mailId) : null;
  if (!viewer || !mail) return NOT_FOUND;
  const head = { title: mail.subject, description: 'A message sent by the store.', path: `/teemail/${mail.id}/`, loginState: 'logged-in' as const };
  const view = { mail, showDelivery: viewer.kind !== 'recipient', sms: canReadSmsOutbox(identity) };
  return unlistedPage(shell, origin, head, view, { layout: 'mail', headers: OUTBOX_HEADERS });
}

export interface SmsOutboxView {
  texts: OutboxSms[];
  total: number;
  page: number;
  lastPage: number;
}

/** /teemail/sms/: the text messages the platform sent (sign-in codes among them), for platform staff only. */
export async function smsOutboxPage(
  scope: StoreScope,
  shell: ShellData,
  origin: string,
  identity: Identity,
  page: number | undefined,
): Promise<StorefrontPage<SmsOutboxView>> {
  const outbox = canReadSmsOutbox(identity) && page !== undefined ? await listSmsOutbox(scope.db, page) : undefined;
  if (!outbox || page === undefined || page > outbox.lastPage) return NOT_FOUND;
  const head = { title: 'SMS outbox', description: 'Text messages sent by the platform.', path: '/teemail/sms/', loginState: 'logged-in' as const };
  return unlistedPage(shell, origin, head, { ...outbox, page }, { layout: 'mail', headers: OUTBOX_HEADERS });
}
