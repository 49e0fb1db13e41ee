import { z } from 'zod';

// An issued invoice or credit note as it is kept: a snapshot written once when the number is
// given, read back for the page and the PDF, never rebuilt from the order or the store's
// current settings. Amounts are integer minor units of `currency`; rates are basis points
// (20% = 2000).

const money = z.number().int();

/** Who sells, as the document prints it. */
export const InvoiceSeller = z.object({
  /** The store's name. */
  storeName: z.string(),
  /** The legal name printed as the seller. */
  companyName: z.string(),
  /** The store's logo address when the document was issued. */
  logo: z.string().nullable(),
  email: z.string().nullable(),
  /** The seller's postal address, one line each. */
  addressLines: z.array(z.string()),
  /** The UK VAT number. */
  vatNumber: z.string().nullable(),
  /** The EU import one-stop-shop number. */
  iossNumber: z.string().nullable().default(null),
});
export type InvoiceSeller = z.infer<typeof InvoiceSeller>;

/** A part of a bundle line: described under it, priced within it. */
export const InvoicePart = z.object({
  description: z.string(),
  options: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
});
export type InvoicePart = z.infer<typeof InvoicePart>;

/** One line: its figures before tax, the rate charged, the tax and the price with tax. */
export const InvoiceLine = z.object({
  description: z.string(),
  options: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  /** Unit price, tax included. */
  unitPrice: money,
  rateBp: z.number().int(),
  net: money,
  tax: money,
  gross: money,
  /** A bundle's parts, empty for other lines. */
  parts: z.array(InvoicePart),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** The goods and shipping charged at one rate, the discount's share taken off. */
export const RateSummary = z.object({
  rateBp: z.number().int(),
  net: money,
  tax: money,
  gross: money,
});
export type RateSummary = z.infer<typeof RateSummary>;

export const InvoiceTotals = z.object({
  subtotal: money,
  goodsTax: money,
  discount: money,
  shipping: money,
  shippingTax: money,
  total: money,
});

/** An invoice as issued. */
export const InvoiceDocument = z.object({
  /** The store's sequential invoice number ("NORTHWIND-000123"). */
  number: z.string(),
  /** The order's number ("#42"). */
  orderNumber: z.string(),
  orderHash: z.string(),
  /** ISO time the invoice was issued. */
  issuedAt: z.string(),
  /** ISO time of supply: when the order was paid. */
  suppliedAt: z.string(),
  currency: z.string(),
  seller: InvoiceSeller,
  billTo: z.array(z.string()),
  shipTo: z.array(z.string()),
  email: z.string(),
  /** A business buyer's VAT number (reverse charge, or a UK business). */
  buyerVatNumber: z.string().nullable().default(null),
  /** What the invoice says about how the order was taxed (reverse charge, IOSS, export…), when anything. */
  taxNote: z.string().nullable().default(null),
  paymentMethod: z.string().nullable(),
  shippingMethod: z.string(),
  couponCode: z.string().nullable(),
  lines: z.array(InvoiceLine),
  /** Shipping as its own taxed line. */
  shippingLine: RateSummary,
  summary: z.array(RateSummary),
  totals: InvoiceTotals,
});
export type InvoiceDocument = z.infer<typeof InvoiceDocument>;

/** A credit note as issued: a refund of an invoiced order, split by the invoice's rates. */
export const CreditNoteDocument = z.object({
  /** The store's sequential credit-note number ("NORTHWIND-CN-000007"). */
  number: z.string(),
  /** The invoice this credit note corrects. */
  invoiceNumber: z.string(),
  invoiceIssuedAt: z.string(),
  orderNumber: z.string(),
  orderHash: z.string(),
  issuedAt: z.string(),
  currency: z.string(),
  seller: InvoiceSeller,
  billTo: z.array(z.string()),
  email: z.string(),
  /** The buyer's VAT number, as on the invoice. */
  buyerVatNumber: z.string().nullable().default(null),
  /** The invoice's words on how the order was taxed, repeated. */
  taxNote: z.string().nullable().default(null),
  reason: z.string(),
  /** What was given back, tax included. */
  amount: money,
  summary: z.array(RateSummary),
});
export type CreditNoteDocument = z.infer<typeof CreditNoteDocument>;
