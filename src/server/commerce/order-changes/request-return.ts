import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { logOrderChange } from '../orders/order-change-log.ts';
import { newLabelCode } from '../orders/label-codes.ts';
import { returnLabelPdf } from './return-label-pdf.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { toJson } from '../../../platform/db/json.ts';
import { addressLines } from '../receipts/order-address.ts';
import { isOffered } from '../../../lib/after-sale/product-choices.ts';
import { claimOrder, confirmByMail, openChange, refused, type ChangeContext } from './change-context.ts';
import { loadOrderForChanges } from './load-order.ts';
import { CHANGE_MESSAGES, dayName, returnableQuantity, type ChangeableItem } from './order-rules.ts';
import type { ReturnBody } from '../../../schemas/order-change.ts';
import { apiPath } from '../../../schemas/api.ts';

// After delivery, within the store's return window, delivered items may be sent
// back for money (a return) or for another size or colour (an exchange). The request is a
// return log with a prepaid label's code; the factory's returns desk receives and
// inspects the parcel, then refunds or sends the exchange.

export interface RequestedReturn {
  order: { hash: string; version: number; status: string };
  message: string;
  labelCode: string;
  /** The label PDF to print, on this store. */
  labelUrl: string;
}

/** The colour and size an exchange asks for (the item's own where left out), spelt as the product offers them; refused when the same or not offered. */
function exchangeWanted(item: ChangeableItem, asked: { colour?: string; size?: string }): { colour?: string; size?: string } {
  const colour = asked.colour ?? item.colour;
  const size = asked.size ?? item.size;
  if (item.options.length === 0) throw refused(CHANGE_MESSAGES.noOptions, 'wanted.size');
  const option = item.options.find((candidate) => candidate.colour.name.toLowerCase() === colour?.toLowerCase());
  const canonical = {
    colour: option?.colour.name ?? colour,
    size: option?.sizes.find((candidate) => candidate.toLowerCase() === size?.toLowerCase()) ?? size,
  };
  if (canonical.colour === item.colour && canonical.size === item.size) throw refused(CHANGE_MESSAGES.sameOptions, 'wanted.size');
  if (!isOffered(item.options, canonical.colour, canonical.size))
    throw refused(CHANGE_MESSAGES.notOffered(canonical.colour ?? '', canonical.size ?? ''), 'wanted.size');
  return { ...(canonical.colour ? { colour: canonical.colour } : {}), ...(canonical.size ? { size: canonical.size } : {}) };
}

export async function requestReturn(scope: StoreScope, hash: string, body: ReturnBody, context: ChangeContext): Promise<RequestedReturn> {
  const { order, allowances, at } = await openChange(scope, hash, body.version, context);
  if (!allowances.requestReturn) throw refused(allowances.returnReason ?? CHANGE_MESSAGES.notDelivered);
  const item = order.items.find((candidate) => candidate.id === body.itemId && candidate.bundleParentId === null);
  if (!item) throw refused(CHANGE_MESSAGES.noItem, 'itemId');
  const most = returnableQuantity(item);
  if (body.quantity > most) throw refused(CHANGE_MESSAGES.tooMany(most), 'quantity');

  const wanted = body.kind === 'exchange' ? exchangeWanted(item, body.wanted) : {};

  const what = `${body.quantity} × ${item.name}`;
  const labelCode = newLabelCode('RT');
  const labelUrl = apiPath('orderChanges.returnLabel', { hash: order.hash, code: labelCode });
  const version = await inTransaction(scope.db, async (trx) => {
    const version = await claimOrder(trx, order, at);
    await trx
      .insertInto('return_logs')
      .values({
        order_id: order.id,
        order_item_id: item.id,
        quantity: body.quantity,
        kind: body.kind,
        reason: body.reason,
        wanted_json: toJson(wanted),
        status: 'requested',
        label_code: labelCode,
        user_id: context.userId,
        created_at: at.toISOString(),
      })
      .execute();
    await logOrderChange(trx, {
      orderId: order.id,
      orderItemId: item.id,
      actor: 'shopper',
      userId: context.userId,
      kind: body.kind === 'exchange' ? 'exchange_requested' : 'return_requested',
      detail: { quantity: body.quantity, reason: body.reason, wanted, labelCode },
      now: at,
    });
    const exchangeFor = [wanted.colour, wanted.size].filter(Boolean).join(', ');
    await confirmByMail(trx, order, context, {
      subject: body.kind === 'exchange' ? `Your exchange for order ${order.number}` : `Your return for order ${order.number}`,
      heading: body.kind === 'exchange' ? 'Your exchange is booked' : 'Your return is booked',
      paragraphs: [
        body.kind === 'exchange'
          ? `Send back ${what} and we will send you ${exchangeFor} instead.`
          : `Send back ${what} and we will refund you once it reaches us.`,
        `Print the prepaid return label, stick it on the parcel and post it by ${dayName(allowances.returnClosesAt ?? at.toISOString())}. Its reference is ${labelCode}.`,
      ],
      button: { label: 'Print your return label', href: labelUrl },
    });
    return version;
  }).catch((error: unknown) => {
    // Ten random digits repeating is rare; the shopper simply asks again.
    if (isUniqueViolation(error)) throw new ApiError('conflict', 'Please try again.');
    throw error;
  });
  return {
    order: { hash: order.hash, version, status: order.status },
    message:
      body.kind === 'exchange'
        ? `Your exchange of ${what} is booked. Print your return label and post the parcel.`
        : `Your return of ${what} is booked. Print your return label and post the parcel.`,
    labelCode,
    labelUrl,
  };
}

/** GET …/return-labels/{code}.pdf: the label of one of THIS order's return requests, else undefined (404). */
export async function returnLabelFor(
  scope: StoreScope,
  hash: string | undefined,
  code: string | undefined,
): Promise<{ pdf: Buffer; code: string } | undefined> {
  if (!code || !/^RT\d{10}$/.test(code)) return undefined;
  const order = await loadOrderForChanges(scope, hash);
  const request = order?.returns.find((candidate) => candidate.labelCode === code);
  if (!order || !request) return undefined;
  const [name = '', ...lines] = addressLines(order.shippingAddress);
  const pdf = await returnLabelPdf({
    code,
    storeName: scope.division.companyName,
    from: { name, lines },
    note: `Order ${order.number}: ${request.quantity} × ${request.itemName} (${request.kind})`,
  });
  return { pdf, code };
}
