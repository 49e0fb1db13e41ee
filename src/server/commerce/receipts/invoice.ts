import type { Division } from '../../../schemas/division.ts';
import type { InvoiceDocument, InvoicePart } from '../../../schemas/invoice-document.ts';
import type { Order, OrderItem } from './order-reader.ts';
import type { Seller } from './seller.ts';
import { inferRateBp, summaryByRate } from './rate-summary.ts';
import { TAX_NOTES } from '../tax/tax-treatment.ts';
import { addressLines } from './order-address.ts';
import { orderNumber } from '../../../lib/order-number.ts';

// The invoice of an order, one shape for the printable page and the PDF so the
// two never disagree: number and dates, seller, addresses, lines with net, rate, tax and
// gross, the summary by rate and totals. Amounts stay integer minor units of the order's
// currency.

export type { InvoicePart };

/**
 * An invoice as the page and the PDF draw it: the document as issued, or, for an order not
 * paid yet, the same figures without a number (nothing is issued before payment).
 */
export type Invoice = Omit<InvoiceDocument, 'number'> & { number: string | null; paid: boolean };

/** A part as one line of text under its bundle: "2 × Organic Tee (Black / M)". */
export function partText(part: InvoicePart): string {
  return `${part.quantity} × ${part.description}${part.options ? ` (${part.options})` : ''}`;
}

/** The prefix of a store's invoice numbers: its code in capitals ("NORTHWIND"), INV when it has none. */
export function invoicePrefix(division: Pick<Division, 'code'>): string {
  return (
    division.code
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'INV'
  );
}

/** A number as printed: the counter's prefix and the number, zero-padded, e.g. NORTHWIND-000042. */
export function documentNumber(prefix: string, sequenceNumber: number): string {
  return `${prefix}-${String(sequenceNumber).padStart(6, '0')}`;
}

export function optionText(item: Pick<OrderItem, 'options'>): string {
  return [item.options.Colour, item.options.Size].filter(Boolean).join(' / ');
}

/** A file name a download may carry: the invoice number, nothing a header could misread. */
export function invoiceFileName(invoice: Pick<Invoice, 'number'>, kind = 'invoice'): string {
  return `${kind}-${(invoice.number ?? 'pro-forma').replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

const PAID_STATUSES = new Set([
  'paid',
  'processing',
  'label_printed',
  'printed',
  'consolidated',
  'packing',
  'complete',
  'exchanged',
  'refunded',
  'bespoke_paid',
]);

/** Whether the order has been paid for, so has (or is due) an invoice. */
export function isPaidOrder(order: Pick<Order, 'paidAt' | 'status'>): boolean {
  return order.paidAt !== null || PAID_STATUSES.has(order.status);
}

/** The invoice's words on how the order was taxed: none for UK VAT. */
function taxNote(treatment: string): string | null {
  return Object.hasOwn(TAX_NOTES, treatment) ? TAX_NOTES[treatment as keyof typeof TAX_NOTES] : null;
}

/**
 * The invoice document of an order as it stands: each line's rate (worked out from its price
 * and the tax charged in it), net, tax and gross; shipping as a taxed line; the summary by rate.
 */
export function buildInvoiceDocument(number: string, seller: Seller, order: Order, issuedAt: string): InvoiceDocument {
  const lines = order.items.map((item) => {
    const gross = item.price * item.quantity;
    const tax = item.tax * item.quantity;
    return {
      description: item.name,
      options: optionText(item),
      sku: item.sku,
      quantity: item.quantity,
      unitPrice: item.price,
      // The rate checkout kept; items kept before rates were have it worked out from their tax.
      rateBp: item.rateBp > 0 || item.tax === 0 ? item.rateBp : inferRateBp(item.price, item.tax),
      net: gross - tax,
      tax,
      gross,
      parts: item.parts.map((part) => ({ description: part.name, options: optionText(part), sku: part.sku, quantity: part.quantity })),
    };
  });
  const { totals } = order;
  const shippingRate = inferRateBp(totals.shipping, totals.shippingTax);
  const shippingLine = { rateBp: shippingRate, net: totals.shipping - totals.shippingTax, tax: totals.shippingTax, gross: totals.shipping };
  const linesTax = lines.reduce((sum, line) => sum + line.tax, 0);
  return {
    number,
    orderNumber: orderNumber(order.id),
    orderHash: order.hash,
    issuedAt,
    suppliedAt: order.paidAt ?? issuedAt,
    currency: order.currency,
    seller,
    billTo: addressLines(order.billingAddress),
    shipTo: addressLines(order.shippingAddress),
    email: order.email,
    buyerVatNumber: order.buyerVatNumber,
    taxNote: taxNote(order.taxTreatment),
    paymentMethod: order.paymentMethod,
    shippingMethod: order.shippingMethod,
    couponCode: order.couponCode,
    lines,
    shippingLine,
    summary: summaryByRate(lines, totals.discount, linesTax - totals.goodsTax, shippingLine),
    totals,
  };
}

/** The figures of an order not paid yet: no number, dated when it was placed. */
export function proFormaInvoice(seller: Seller, order: Order): Invoice {
  return { ...buildInvoiceDocument('', seller, order, order.createdAt), number: null, paid: false };
}
