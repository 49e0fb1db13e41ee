import type { Division } from '../../../schemas/division.ts';
import type { Order, OrderItem, OrderTotals } from './order-reader.ts';
import type { Seller } from './seller.ts';
import { addressLines } from './order-address.ts';
import { orderNumber } from '../../../lib/order-number.ts';

// The invoice of an order, one shape for the printable page and the PDF so the
// two never disagree: number and date, seller, addresses, lines with their tax, tax lines
// and totals. Amounts stay integer minor units of the order's currency.

/** A part of a bundle line: described under it, priced within it. */
export interface InvoicePart {
  description: string;
  options: string;
  sku: string;
  quantity: number;
}

export interface InvoiceLine {
  description: string;
  options: string;
  sku: string;
  quantity: number;
  /** Unit price and line total, tax included. */
  unitPrice: number;
  lineTotal: number;
  /** Tax included in the line total. */
  lineTax: number;
  /** A bundle's parts, empty for other lines. */
  parts: InvoicePart[];
}

export interface InvoiceTaxLine {
  label: string;
  amount: number;
}

export interface Invoice {
  number: string;
  /** The order's number ("#42"), as the receipt, the mails and the back office name it. */
  orderNumber: string;
  /** ISO time the invoice is dated: when the order was paid, else placed. */
  date: string;
  orderHash: string;
  currency: string;
  seller: Seller;
  billTo: string[];
  shipTo: string[];
  email: string;
  paymentMethod: string | null;
  shippingMethod: string;
  couponCode: string | null;
  lines: InvoiceLine[];
  taxLines: InvoiceTaxLine[];
  totals: OrderTotals;
  paid: boolean;
}

/** A part as one line of text under its bundle: "2 × Organic Tee (Black / M)". */
export function partText(part: InvoicePart): string {
  return `${part.quantity} × ${part.description}${part.options ? ` (${part.options})` : ''}`;
}

/** Invoice numbers: the store's code and the order's id, e.g. NORTHWIND-000042. */
export function invoiceNumber(division: Pick<Division, 'code'>, orderId: number): string {
  const prefix =
    division.code
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'INV';
  return `${prefix}-${String(orderId).padStart(6, '0')}`;
}

export function optionText(item: Pick<OrderItem, 'options'>): string {
  return [item.options.Colour, item.options.Size].filter(Boolean).join(' / ');
}

/** A file name a download may carry: the invoice number, nothing a header could misread. */
export function invoiceFileName(invoice: Pick<Invoice, 'number'>): string {
  return `invoice-${invoice.number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
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

export function buildInvoice(division: Pick<Division, 'code'>, seller: Seller, order: Order): Invoice {
  return {
    number: invoiceNumber(division, order.id),
    orderNumber: orderNumber(order.id),
    date: order.paidAt ?? order.createdAt,
    orderHash: order.hash,
    currency: order.currency,
    seller,
    billTo: addressLines(order.billingAddress),
    shipTo: addressLines(order.shippingAddress),
    email: order.email,
    paymentMethod: order.paymentMethod,
    shippingMethod: order.shippingMethod,
    couponCode: order.couponCode,
    lines: order.items.map((item) => ({
      description: item.name,
      options: optionText(item),
      sku: item.sku,
      quantity: item.quantity,
      unitPrice: item.price,
      lineTotal: item.price * item.quantity,
      lineTax: item.tax * item.quantity,
      parts: item.parts.map((part) => ({ description: part.name, options: optionText(part), sku: part.sku, quantity: part.quantity })),
    })),
    taxLines: [
      { label: 'Tax on goods (included)', amount: order.totals.goodsTax },
      { label: 'Tax on shipping (included)', amount: order.totals.shippingTax },
    ],
    totals: order.totals,
    paid: order.paidAt !== null || PAID_STATUSES.has(order.status),
  };
}
