import type { StoreScope } from '../../stores/index.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { toJson } from '../../../platform/db/json.ts';
import { fieldErrors } from '../../../lib/validation/index.ts';
import { moveOrder } from '../../commerce/index.ts';
import { PurchaseOrderInput, QUOTE_MESSAGES, type QuoteArtwork, type QuoteView } from '../../../schemas/quotes.ts';
import type { QuoteBody } from './quote-body.ts';
import { contactOf, parseQuoteFields, type QuoteRequester } from './create-quote.ts';
import { storeArtwork } from './artwork.ts';
import { EDITABLE_STATUSES, quoteView, requireQuote } from './find-quote.ts';
import { mailBespokeUpdate } from '../../commerce/index.ts';

// What the customer does on their bespoke order's page: change the quote until
// staff answer it, authorise the terms, approve the mockup, or give a purchase-order number
// instead of paying. Each step only from the status that asks for it (422 otherwise), moved
// through moveOrder (a 409 when someone moved it first) with its mail, in one transaction.

export interface CustomerContext {
  origin: string;
  userId: number | null;
  now?: Date;
}

/** Replaces the quote's lines, deadline, contact and notes (and adds artwork) while it waits for an answer. */
export async function updateQuote(scope: StoreScope, hash: string, body: QuoteBody, requester: QuoteRequester, now = new Date()): Promise<QuoteView> {
  const found = await requireQuote(scope, hash);
  if (!EDITABLE_STATUSES.includes(found.order.status)) throw ApiError.validation({ status: [QUOTE_MESSAGES.notEditable] });
  const { request, lines } = await parseQuoteFields(scope, body.fields, now);
  const added: QuoteArtwork[] = body.file ? [await storeArtwork(scope, requester, body.file)] : [];
  const time = now.toISOString();
  const contact = contactOf(request);
  await inTransaction(scope.db, async (trx) => {
    // Compare-and-set on the status: an answer that arrived since wins, and this edit is refused.
    const updated = await trx
      .updateTable('orders')
      .set((eb) => ({ email: contact.email, updated_at: time, version: eb('version', '+', 1) }))
      .where('id', '=', found.order.id)
      .where('status', 'in', EDITABLE_STATUSES)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw ApiError.validation({ status: [QUOTE_MESSAGES.notEditable] });
    const artwork = [...(JSON.parse(found.quote.artwork_json) as QuoteArtwork[]), ...added];
    await trx
      .updateTable('quotes')
      .set({
        contact_json: toJson(contact),
        deadline: request.deadline,
        lines_json: toJson(lines),
        artwork_json: toJson(artwork),
        notes: request.notes,
        updated_at: time,
      })
      .where('order_id', '=', found.order.id)
      .execute();
  });
  return quoteView(await requireQuote(scope, hash));
}

type Step = { from: string; to: string; refused: string; mail: { subject: string; heading: string; paragraphs: string[] } };

const STEPS = {
  authorise: {
    from: 'bespoke_requested_terms',
    to: 'bespoke_authorised_terms',
    refused: QUOTE_MESSAGES.noTerms,
    mail: {
      subject: 'You authorised the terms',
      heading: 'Terms authorised',
      paragraphs: ['Thank you for authorising the terms of your bespoke order. We are preparing your mockup and will send it for your approval.'],
    },
  },
  approve: {
    from: 'bespoke_mockup',
    to: 'bespoke_approved',
    refused: QUOTE_MESSAGES.noMockup,
    mail: {
      subject: 'You approved the mockup',
      heading: 'Mockup approved',
      paragraphs: ['Thank you for approving the mockup. The last step is yours: pay for the order, or give us a purchase-order number.'],
    },
  },
} satisfies Record<string, Step>;

async function takeStep(
  scope: StoreScope,
  hash: string,
  step: Step,
  context: CustomerContext,
  extra?: (orderId: number, trx: StoreScope['db']) => Promise<void>,
): Promise<QuoteView> {
  const found = await requireQuote(scope, hash);
  if (found.order.status !== step.from) throw ApiError.validation({ status: [step.refused] });
  await inTransaction(scope.db, async (trx) => {
    await moveOrder({ ...scope, db: trx }, found.order.id, step.to, context.userId, { from: step.from, now: context.now });
    await extra?.(found.order.id, trx);
    await mailBespokeUpdate(trx, scope, found.order.email, hash, context.origin, { ...step.mail, linkLabel: 'View your order' });
  });
  return quoteView(await requireQuote(scope, hash));
}

/** bespoke_requested_terms → bespoke_authorised_terms. */
export const authoriseTerms = (scope: StoreScope, hash: string, context: CustomerContext) => takeStep(scope, hash, STEPS.authorise, context);

/** bespoke_mockup → bespoke_approved. */
export const approveMockup = (scope: StoreScope, hash: string, context: CustomerContext) => takeStep(scope, hash, STEPS.approve, context);

/** bespoke_approved → po_confirmed, with the customer's purchase-order number. */
export async function givePurchaseOrder(scope: StoreScope, hash: string, input: unknown, context: CustomerContext): Promise<QuoteView> {
  const parsed = PurchaseOrderInput.safeParse(input);
  if (!parsed.success) throw ApiError.validation(fieldErrors(parsed.error));
  const { poNumber } = parsed.data;
  const step: Step = {
    from: 'bespoke_approved',
    to: 'po_confirmed',
    refused: QUOTE_MESSAGES.notPayable,
    mail: {
      subject: 'Purchase order received',
      heading: 'Purchase order received',
      paragraphs: [`Thank you: we have your purchase order ${poNumber}. Your order goes into production and we will invoice against it.`],
    },
  };
  const time = (context.now ?? new Date()).toISOString();
  return takeStep(scope, hash, step, context, async (orderId, trx) => {
    await trx.updateTable('quotes').set({ po_number: poNumber, updated_at: time }).where('order_id', '=', orderId).execute();
  });
}
