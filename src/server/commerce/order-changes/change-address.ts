import type { StoreScope } from '../../stores/index.ts';
import { logOrderChange } from '../orders/order-change-log.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { toJson } from '../../../platform/db/json.ts';
import { addressLines, type OrderAddress } from '../receipts/order-address.ts';
import { geographyOf } from '../../../lib/geography.ts';
import { changed, claimOrder, confirmByMail, openChange, refused, type ChangeContext, type ChangedOrder } from './change-context.ts';
import { CHANGE_MESSAGES } from './order-rules.ts';
import type { AddressBody } from '../../../schemas/order-change.ts';

// /update-address/: the shipping address may change until the order is packed,
// checked exactly as checkout checks it. Delivery was charged (and taxed) for the original
// region, so the new address stays in it (UK, EU or the rest of the world).

/** The address as checkout stores it (orders.shipping_address_json), so every reader agrees. */
function stored(address: AddressBody['address']): Record<string, string> {
  return {
    name: address.name,
    company: address.company,
    street: address.street,
    city: address.city,
    state: address.state,
    country: address.country,
    zip: address.zip,
    eori: address.eori,
  };
}

function asOrderAddress(address: AddressBody['address']): OrderAddress {
  return {
    name: address.name,
    company: address.company,
    street: address.street,
    city: address.city,
    state: address.state,
    country: address.country,
    zip: address.zip,
    eoriNumber: address.eori,
  };
}

export async function changeAddress(scope: StoreScope, hash: string, body: AddressBody, context: ChangeContext): Promise<ChangedOrder> {
  const { order, allowances, at } = await openChange(scope, hash, body.version, context);
  if (!allowances.editAddress) throw refused(allowances.addressReason ?? CHANGE_MESSAGES.packed);
  if (geographyOf(body.address.country) !== geographyOf(order.shippingAddress.country)) throw refused(CHANGE_MESSAGES.otherRegion, 'address.country');
  const from = addressLines(order.shippingAddress);
  const to = addressLines(asOrderAddress(body.address));
  if (from.join('\n') === to.join('\n')) throw refused('This is the address the order already ships to.', 'address.street');

  const version = await inTransaction(scope.db, async (trx) => {
    const version = await claimOrder(trx, order, at);
    await trx
      .updateTable('orders')
      .set({ shipping_address_json: toJson(stored(body.address)) })
      .where('id', '=', order.id)
      .execute();
    await logOrderChange(trx, {
      orderId: order.id,
      actor: 'shopper',
      userId: context.userId,
      kind: 'address',
      detail: { from: order.shippingAddress, to: asOrderAddress(body.address) },
      now: at,
    });
    await confirmByMail(trx, order, context, {
      subject: `Your order ${order.number} has a new delivery address`,
      heading: 'Your delivery address has been changed',
      paragraphs: [`We will deliver your order to: ${to.join(', ')}.`, `It was going to: ${from.join(', ')}.`],
    });
    return version;
  });
  return changed(order, version, 'Your delivery address has been changed.');
}
