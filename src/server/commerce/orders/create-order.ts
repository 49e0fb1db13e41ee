import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/database.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { randomToken } from '../../../platform/security/tokens.ts';
import type { Insertable } from 'kysely';
import type { BasketLine } from '../basket/lines.ts';
import type { OrderItemTable } from '../../../platform/db/commerce-tables.ts';
import { CHECKOUT_MESSAGES, type CheckoutInput } from '../checkout/checkout-input.ts';
import { countCouponUse } from '../checkout/coupons.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import type { TotalsResult } from '../checkout/totals.ts';
import { saveDetails } from '../checkout/saved-details.ts';
import { AWAITING_PAYMENT } from './order-status.ts';
import { attachPrintFiles } from '../../studio/index.ts';

/** 24 random bytes = 192 bits, base64url: the receipt's and invoice's unguessable address. */
export const ORDER_HASH_BYTES = 24;

export interface NewOrder {
  divisionId: number;
  userId: number | null;
  basketId: number;
  currency: string;
  input: CheckoutInput;
  couponCode: string | null;
  lines: readonly BasketLine[];
  priced: TotalsResult;
  /** The chosen delivery method's label, as the store names it now. */
  shippingLabel?: string | null;
  /** The business buyer's VAT number, when given. */
  buyerVatNumber?: string | null;
}

export interface CreatedOrder {
  id: number;
  uuid: string;
  hash: string;
  total: number;
}

/**
 * Master bundle items: each part of a bundle line is an order item of its own
 * under the bundle's (bundle_parent_id), so the factory prints every garment. The bundle line
 * carries the price and tax; its parts are priced 0 within it, and their quantity is the
 * garments of all the bundles bought (part quantity × bundle quantity).
 */
export function bundlePartItems(orderId: number, parentId: number, line: Pick<BasketLine, 'quantity' | 'bundleParts'>): Insertable<OrderItemTable>[] {
  return line.bundleParts.map((part) => ({
    order_id: orderId,
    product_id: part.productId,
    name: part.name,
    sku: part.sku,
    image: part.image,
    colour: part.options.Colour,
    size: part.options.Size,
    quantity: part.quantity * line.quantity,
    price: 0,
    tax: 0,
    bundle_parent_id: parentId,
  }));
}

/**
 * An order: its items (quantity, price, tax; a bundle's parts under it), its totals and addresses and
 * its first status log row, all in one transaction; a signed-in customer's details are
 * saved with it so the next checkout starts filled in.
 */
export async function createOrder(db: Db, order: NewOrder, now = new Date()): Promise<CreatedOrder> {
  const time = now.toISOString();
  const uuid = randomUUID();
  const hash = randomToken(ORDER_HASH_BYTES);
  const { totals } = order.priced;
  return inTransaction(db, async (trx) => {
    // A coupon's use is counted with the order (single-use coupons): when another
    // order took its last use since the checkout checked it, this one is refused, unwritten.
    if (order.couponCode !== null && !(await countCouponUse(trx, order.divisionId, order.couponCode, now))) {
      throw ApiError.validation({ couponCode: [CHECKOUT_MESSAGES.coupon] });
    }
    const { id } = await trx
      .insertInto('orders')
      .values({
        uuid,
        hash,
        division_id: order.divisionId,
        user_id: order.userId,
        basket_id: order.basketId,
        email: order.input.email,
        status: AWAITING_PAYMENT,
        currency: order.currency,
        subtotal: totals.subtotal,
        goods_tax: totals.goodsTax,
        discount: totals.discount,
        shipping: totals.shipping,
        shipping_tax: totals.shippingTax,
        total: totals.total,
        coupon_code: order.couponCode,
        tax_treatment: order.priced.treatment.kind,
        buyer_vat_number: order.buyerVatNumber ?? null,
        shipping_method: order.input.shippingMethod,
        shipping_label: order.shippingLabel ?? null,
        shipping_address_json: JSON.stringify(order.input.shippingAddress),
        billing_address_json: JSON.stringify(order.input.billingAddress),
        payment_method: null,
        transaction_id: null,
        paid_at: null,
        created_at: time,
        updated_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, line] of order.lines.entries()) {
      const parent = await trx
        .insertInto('order_items')
        .values({
          order_id: id,
          product_id: line.productId,
          name: line.name,
          sku: line.product.sku,
          image: line.image,
          colour: line.options.Colour,
          size: line.options.Size,
          quantity: line.quantity,
          price: order.priced.lines[index]!.unitPrice,
          tax: order.priced.lines[index]!.unitTax,
          tax_rate_bp: order.priced.lines[index]!.rateBp,
          bundle_parent_id: null,
          personalization_json: JSON.stringify(line.personalization),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (line.bundleParts.length > 0)
        await trx
          .insertInto('order_items')
          .values(bundlePartItems(id, parent.id, line))
          .execute();
      // A studio product's print files go with the order to the factory (copied: a re-render must not change them).
      if (line.product.designId !== null) await attachPrintFiles(trx, order.divisionId, id, parent.id, line.product.designId, time);
    }
    await trx.insertInto('order_status_logs').values({ order_id: id, status: AWAITING_PAYMENT, user_id: order.userId, created_at: time }).execute();
    if (order.userId !== null) await saveDetails(trx, order.divisionId, order.userId, order.input, time);
    return { id, uuid, hash, total: totals.total };
  });
}
