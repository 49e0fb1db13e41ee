import type { Db } from '../../../platform/db/database.ts';
import { config } from '../../../platform/config/config.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { settlePaid } from './pay.ts';
import { findDivisionById } from '../../stores/index.ts';
import type { PaymentProvider, WebhookPayload } from './provider.ts';

export type WebhookResult = 'paid' | 'failed' | 'ignored';

/** The store's public origin, for links in mails sent outside a request. */
async function storeOrigin(db: Db, divisionId: number): Promise<string> {
  const division = await findDivisionById(db, divisionId);
  const host = division?.customDomainName ?? `${division?.subdomain ?? 'www'}.${config.platformDomain}`;
  return `https://${host}`;
}

/**
 * A provider's event about a payment (Stripe: payment_intent.succeeded / payment_failed),
 * verified by the provider on the raw body. It settles the attempt with that reference and,
 * on success, marks its order paid (a bespoke order bespoke_paid), unless a request already did
 * (settlePaid moves only once).
 */
export async function handlePaymentWebhook(db: Db, provider: PaymentProvider, payload: WebhookPayload, now = new Date()): Promise<WebhookResult> {
  const event = await provider.getWebhookActionAndData(payload);
  if (event.action === 'not_supported') return 'ignored';
  const attempt = await db
    .selectFrom('payment_attempts')
    .innerJoin('orders', 'orders.id', 'payment_attempts.order_id')
    .select([
      'payment_attempts.id as attemptId',
      'orders.id as orderId',
      'orders.division_id as divisionId',
      'orders.uuid as orderUuid',
      'payment_attempts.method_name as methodName',
    ])
    .where('payment_attempts.provider', '=', provider.name)
    .where('payment_attempts.provider_reference', '=', event.reference)
    .executeTakeFirst();
  if (!attempt || (event.orderUuid !== null && event.orderUuid !== attempt.orderUuid)) return 'ignored';
  const time = now.toISOString();
  if (event.action === 'failed') {
    await db
      .updateTable('payment_attempts')
      .set({ status: 'failed', successful: 0, message: event.message, updated_at: time })
      .where('id', '=', attempt.attemptId)
      .where('successful', '=', 0)
      .execute();
    return 'failed';
  }
  const origin = await storeOrigin(db, attempt.divisionId);
  await inTransaction(db, async (trx) => {
    await trx.updateTable('payment_attempts').set({ status: 'captured', successful: 1, updated_at: time }).where('id', '=', attempt.attemptId).execute();
    await settlePaid(trx, attempt.orderId, { transactionId: event.reference, paymentMethod: attempt.methodName, origin, userId: null }, now);
  });
  return 'paid';
}
