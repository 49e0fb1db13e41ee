import type { StoreScope } from '../../stores/index.ts';
import { logOrderChange } from '../orders/order-change-log.ts';
import { pickfaceFor } from '../orders/pickface.ts';
import { isOffered } from '../../../lib/after-sale/product-choices.ts';
import type { ProductOption } from '../../../schemas/product.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { changed, claimOrder, confirmByMail, openChange, refused, type ChangeContext, type ChangedOrder } from './change-context.ts';
import { CHANGE_MESSAGES, itemActiveQuantity } from './order-rules.ts';
import type { ChangeItemBody } from '../../../schemas/order-change.ts';

// Before anything is printed, a line may become another size or colour the
// product is sold in, at the price paid. The factory's labels follow (their pickface is
// where the new blank is picked), so what is printed is what the shopper now wants.

/** The option names as the product spells them (the form may send any case). */
function canonical(options: readonly ProductOption[], colour: string | null, size: string | null): { colour: string | null; size: string | null } {
  const option = options.find((candidate) => candidate.colour.name.toLowerCase() === colour?.toLowerCase());
  return {
    colour: option?.colour.name ?? colour,
    size: option?.sizes.find((candidate) => candidate.toLowerCase() === size?.toLowerCase()) ?? size,
  };
}

export async function changeItem(scope: StoreScope, hash: string, body: ChangeItemBody, context: ChangeContext): Promise<ChangedOrder> {
  const { order, allowances, at } = await openChange(scope, hash, body.version, context);
  if (!allowances.editItems) throw refused(allowances.itemsReason ?? CHANGE_MESSAGES.closed);
  const item = order.items.find((candidate) => candidate.id === body.itemId);
  if (!item) throw refused(CHANGE_MESSAGES.noItem, 'itemId');
  if (itemActiveQuantity(item) === 0) throw refused(CHANGE_MESSAGES.removed, 'itemId');
  if (item.options.length === 0) throw refused(CHANGE_MESSAGES.noOptions, 'itemId');
  const wanted = canonical(item.options, body.colour ?? item.colour, body.size ?? item.size);
  if (wanted.colour === item.colour && wanted.size === item.size) throw refused(CHANGE_MESSAGES.sameOptions, 'size');
  if (!isOffered(item.options, wanted.colour, wanted.size)) throw refused(CHANGE_MESSAGES.notOffered(wanted.colour ?? '', wanted.size ?? ''), 'size');

  const lines: string[] = [];
  if (wanted.size !== item.size) lines.push(`Size: ${item.size ?? 'none'} → ${wanted.size ?? 'none'}`);
  if (wanted.colour !== item.colour) lines.push(`Colour: ${item.colour ?? 'none'} → ${wanted.colour ?? 'none'}`);
  const version = await inTransaction(scope.db, async (trx) => {
    const version = await claimOrder(trx, order, at, { beforePrinting: true });
    await trx.updateTable('order_items').set({ colour: wanted.colour, size: wanted.size }).where('id', '=', item.id).execute();
    await trx
      .updateTable('factory_labels')
      .set({ pickface: pickfaceFor({ sku: item.sku, colour: wanted.colour, size: wanted.size }), updated_at: at.toISOString() })
      .where('order_item_id', '=', item.id)
      .where('cancelled', '=', 0)
      .execute();
    if (wanted.size !== item.size) {
      await logOrderChange(trx, {
        orderId: order.id,
        orderItemId: item.id,
        actor: 'shopper',
        userId: context.userId,
        kind: 'size',
        detail: { from: item.size, to: wanted.size },
        now: at,
      });
    }
    if (wanted.colour !== item.colour) {
      await logOrderChange(trx, {
        orderId: order.id,
        orderItemId: item.id,
        actor: 'shopper',
        userId: context.userId,
        kind: 'colour',
        detail: { from: item.colour, to: wanted.colour },
        now: at,
      });
    }
    await confirmByMail(trx, order, context, {
      subject: `Your order ${order.number} has been changed`,
      heading: 'Your order has been changed',
      paragraphs: [`We will print your ${item.name} as you asked. The price stays the same.`],
      changes: lines,
    });
    return version;
  });
  return changed(order, version, `Your ${item.name} is now ${[wanted.colour, wanted.size].filter(Boolean).join(', ')}.`);
}
