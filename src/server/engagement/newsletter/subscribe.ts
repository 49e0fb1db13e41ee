import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { sendMail } from '../../../platform/mail/send-mail.ts';
import { subscriptionEmail } from './subscription-mail.ts';
import type { SubscribeInput } from '../../../schemas/newsletter.ts';
import { newToken } from '../../../platform/security/token-hash.ts';

/** How long a verification link works. */
export const SUBSCRIPTION_LINK_DAYS = 7;
/** A pending subscriber gets at most one e-mail per minute, however often the form is sent. */
export const RESEND_INTERVAL_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SubscribeOptions {
  /** The store's origin as the visitor reached it; the link goes back to it. */
  origin: string;
  now?: Date;
}

/**
 * What happened. The caller answers every case the same way, so the form never tells
 * whether an address is already on the list.
 */
export type SubscribeResult = { kind: 'sent'; mailId: string } | { kind: 'already-verified' } | { kind: 'recently-sent' };

/** `division` in the request, when sent, must name the store the host resolved to. */
function assertSameStore(scope: StoreScope, division: SubscribeInput['division']): void {
  if (division === undefined || division === '') return;
  const { id, subdomain, code } = scope.division;
  const same = typeof division === 'number' ? division === id : [String(id), subdomain, code].includes(division);
  if (!same) throw new ApiError('otherStore');
}

/** The mailing-list subscription: a pending subscriber and a double opt-in e-mail. */
export async function subscribe(scope: StoreScope, input: SubscribeInput, options: SubscribeOptions): Promise<SubscribeResult> {
  assertSameStore(scope, input.division);
  const { db, division } = scope;
  const now = options.now ?? new Date();
  const existing = await db
    .selectFrom('mailing_list_subscribers')
    .select(['status', 'token_sent_at'])
    .where('division_id', '=', division.id)
    .where('mailing_list', '=', input.mailingList)
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (existing?.status === 'verified') return { kind: 'already-verified' };
  if (existing?.status === 'pending' && existing.token_sent_at && now.getTime() - Date.parse(existing.token_sent_at) < RESEND_INTERVAL_MS) {
    return { kind: 'recently-sent' };
  }

  const { token, hash } = newToken();
  const time = now.toISOString();
  const pending = {
    first_name: input.firstName,
    status: 'pending',
    token_hash: hash,
    token_expires_at: new Date(now.getTime() + SUBSCRIPTION_LINK_DAYS * DAY_MS).toISOString(),
    token_used_at: null,
    token_sent_at: time,
    updated_at: time,
  };
  // Upsert: two quick submits of the same address end as one row with the later link.
  await db
    .insertInto('mailing_list_subscribers')
    .values({ division_id: division.id, mailing_list: input.mailingList, email: input.email, created_at: time, ...pending })
    .onConflict((conflict) => conflict.columns(['division_id', 'mailing_list', 'email']).doUpdateSet(pending))
    .execute();

  const link = `${options.origin}/subscription-verified?token=${token}`;
  const mail = subscriptionEmail({ storeName: division.companyName, firstName: input.firstName, link, expiresInDays: SUBSCRIPTION_LINK_DAYS });
  const sent = await sendMail(db, { to: input.email, ...mail, template: 'subscription', divisionId: division.id });
  return { kind: 'sent', mailId: sent.id };
}
