import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../platform/db/tables.ts';
import type { StoreScope } from '../../stores/index.ts';
import { lastPageOf } from '../../../lib/pagination.ts';
import { ACCOUNT_TOKEN_TEMPLATES, type OutboxViewer } from './outbox-access.ts';

/** Messages per page of /teemail/. */
export const OUTBOX_PAGE_SIZE = 20;

/** One message of the outbox as the pages show it. */
export interface OutboxMail {
  id: number;
  /** null for platform mail. */
  divisionId: number | null;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  template: string;
  transport: string;
  createdAt: string;
}

export type OutboxSummary = Omit<OutboxMail, 'html' | 'text' | 'replyTo'>;

export interface OutboxPage {
  mails: OutboxSummary[];
  total: number;
  lastPage: number;
}

type OutboxQuery<O> = SelectQueryBuilder<Database, 'mail_outbox', O>;

/**
 * The messages `viewer` may see on this store's host: the store's own mail and platform
 * mail (no division), never another store's. A store's internal member reads the store's
 * mail except account-token mail to other addresses, and platform mail only when sent to
 * them; recipients only their own address.
 */
function visibleTo<O>(query: OutboxQuery<O>, scope: StoreScope, viewer: OutboxViewer): OutboxQuery<O> {
  return query.where((eb: ExpressionBuilder<Database, 'mail_outbox'>) => {
    const store = eb('division_id', '=', scope.division.id);
    const platform = eb('division_id', 'is', null);
    if (viewer.kind === 'platform') return eb.or([store, platform]);
    const own = eb('to_address', '=', viewer.email);
    if (viewer.kind === 'recipient') return eb.and([own, eb.or([store, platform])]);
    return eb.or([eb.and([store, eb.or([own, eb('template', 'not in', [...ACCOUNT_TOKEN_TEMPLATES])])]), eb.and([platform, own])]);
  });
}

/** A page of the outbox, newest first; `page` beyond the last gives an empty list. */
export async function listOutbox(scope: StoreScope, viewer: OutboxViewer, page: number): Promise<OutboxPage> {
  const base = scope.db.selectFrom('mail_outbox');
  const [rows, count] = await Promise.all([
    visibleTo(base.select(['id', 'division_id', 'to_address', 'subject', 'template', 'transport', 'created_at']), scope, viewer)
      .orderBy('id', 'desc')
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE)
      .execute(),
    visibleTo(
      base.select((eb) => eb.fn.countAll<number>().as('count')),
      scope,
      viewer,
    ).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return {
    mails: rows.map((row) => ({
      id: row.id,
      divisionId: row.division_id,
      to: row.to_address,
      subject: row.subject,
      template: row.template,
      transport: row.transport,
      createdAt: row.created_at,
    })),
    total,
    lastPage: lastPageOf(total, OUTBOX_PAGE_SIZE),
  };
}

/** One message, or null when it does not exist or `viewer` may not see it (the same answer). */
export async function findOutboxMail(scope: StoreScope, viewer: OutboxViewer, id: number): Promise<OutboxMail | null> {
  const row = await visibleTo(scope.db.selectFrom('mail_outbox').selectAll(), scope, viewer).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    divisionId: row.division_id,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    template: row.template,
    transport: row.transport,
    createdAt: row.created_at,
  };
}
