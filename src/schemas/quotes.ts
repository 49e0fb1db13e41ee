import { z } from 'zod';
import { maxLength, messages, rules, v } from '../lib/validation/index.ts';

// The get-a-quote and advanced-quote pages and the bespoke flow.
// Browser-safe: the forms, the API and the tests read the same shapes and messages.
// Field names are flat and dotted ("lines.0.quantities.M", "email"), the same in the HTML
// forms, the API's multipart bodies and the 422's errors, so a refusal lands on its field.

export const QUOTE_MESSAGES = {
  product: 'Please choose a product.',
  quantity: 'Please enter a quantity for at least one size, or a total.',
  sizesAndTotal: 'Give quantities per size or a total, not both.',
  deadlinePast: 'The deadline cannot be in the past.',
  deadlineFormat: 'Please enter a date.',
  tooManyLines: 'A quote may have at most 10 lines.',
  notEditable: 'This quote can no longer be changed: we have already answered it.',
  noTerms: 'There are no terms waiting for your authorisation.',
  noMockup: 'There is no mockup waiting for your approval.',
  notPayable: 'This order is not waiting for payment.',
  price: 'Please enter a price greater than zero.',
  terms: 'Please write the terms.',
  needsMockup: 'Please upload a mockup first.',
  notAnswerable: 'Only a quote that has not been answered yet can be answered.',
  mockupNotDue: 'The mockup is sent once the customer has authorised the terms.',
  notInProduction: 'Only a paid bespoke order (or one with a purchase order) moves through production here.',
} as const;

export const MAX_QUOTE_LINES = 10;
export const MAX_LINE_QUANTITY = 100_000;

/** The print sides a line can ask for. */
export const PRINT_SIDES = ['front', 'back', 'front-and-back'] as const;
export const PRINT_SIDE_LABELS: Record<(typeof PRINT_SIDES)[number], string> = { front: 'Front', back: 'Back', 'front-and-back': 'Front and back' };

const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);
const optionalText = (length: number) => trimmed(v.text(maxLength(length)).optional()).transform((value) => value ?? '');

/** A quantity typed into a field: blank is none, digits only ('Must contain only numbers.'). */
const quantity = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : typeof value === 'number' ? String(value) : value),
  z
    .string({ error: messages.numeric })
    .refine((value) => rules.numeric.test(value), { error: messages.numeric, abort: true })
    .refine((value) => Number(value) <= MAX_LINE_QUANTITY, messages.maxValue(MAX_LINE_QUANTITY))
    .transform(Number)
    .optional(),
);

export const QuoteLineInput = z
  .object(
    {
      productId: z.preprocess(
        (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
        z.int({ error: QUOTE_MESSAGES.product }).positive({ error: QUOTE_MESSAGES.product }),
      ),
      colour: optionalText(60),
      /** Size → quantity; blank sizes are left out. */
      quantities: z.record(z.string().min(1).max(20), quantity).default({}),
      /** A total when the sizes are not known yet. */
      total: quantity,
      printSides: z.enum(PRINT_SIDES, { error: messages.required }).default('front'),
      methodNotes: optionalText(500),
    },
    { error: messages.required },
  )
  .transform((line, context) => {
    const quantities = Object.fromEntries(Object.entries(line.quantities).filter((entry): entry is [string, number] => entry[1] !== undefined && entry[1] > 0));
    const sum = Object.values(quantities).reduce((total, count) => total + count, 0);
    const total = line.total ?? 0;
    if (sum > 0 && total > 0 && total !== sum) context.addIssue({ code: 'custom', path: ['total'], message: QUOTE_MESSAGES.sizesAndTotal });
    else if (sum === 0 && total === 0) context.addIssue({ code: 'custom', path: ['quantities'], message: QUOTE_MESSAGES.quantity });
    return {
      productId: line.productId,
      colour: line.colour,
      quantities,
      total: sum > 0 ? sum : total,
      options: { printSides: line.printSides, methodNotes: line.methodNotes },
    };
  });
export type QuoteLineInput = z.output<typeof QuoteLineInput>;

/** YYYY-MM-DD of `now` in UTC: the day deadlines are compared with. */
export const isoDay = (now: Date): string => now.toISOString().slice(0, 10);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A quote request (both forms): its lines, the deadline (today or later), contact details and notes. */
export const QuoteRequest = (now: Date) =>
  z.object({
    lines: z
      .array(QuoteLineInput, { error: messages.required })
      .min(1, { error: QUOTE_MESSAGES.product })
      .max(MAX_QUOTE_LINES, { error: QUOTE_MESSAGES.tooManyLines }),
    deadline: trimmed(
      v
        .text(rules.required)
        .refine(isRealDay, { error: QUOTE_MESSAGES.deadlineFormat, abort: true })
        .refine((day) => day >= isoDay(now), QUOTE_MESSAGES.deadlinePast),
    ),
    name: trimmed(v.text(rules.required, maxLength(120))),
    email: trimmed(v.text(rules.required, rules.email, maxLength(254))),
    phone: trimmed(v.text(rules.required, rules.ukPhone)),
    company: optionalText(120),
    notes: optionalText(2000),
  });
export type QuoteRequest = z.output<ReturnType<typeof QuoteRequest>>;

/** Staff's answer: the terms and the price (minor units, tax included, in the store currency). */
export const QuoteAnswer = z.object({
  terms: trimmed(v.text(rules.required, maxLength(5000))).refine((terms) => terms.length > 0, QUOTE_MESSAGES.terms),
  price: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
    z
      .int({ error: QUOTE_MESSAGES.price })
      .positive({ error: QUOTE_MESSAGES.price })
      .max(100_000_000, { error: messages.maxValue(100_000_000) }),
  ),
});
export type QuoteAnswer = z.output<typeof QuoteAnswer>;

/** A purchase-order number the customer gives instead of paying by card (po_confirmed). */
export const PurchaseOrderInput = z.object({ poNumber: trimmed(v.text(rules.required, maxLength(60))) });

/** A staff move along the bespoke flow's production groups. */
export const BespokeMoveInput = z.object({ to: z.string().min(1).max(40), from: z.string().min(1).max(40) });

// — What the pages and the API answer with —

export interface QuoteContact {
  name: string;
  email: string;
  phone: string;
  company: string;
}

export interface QuoteLine {
  productId: number;
  name: string;
  colour: string;
  quantities: Record<string, number>;
  total: number;
  options: { printSides: (typeof PRINT_SIDES)[number]; methodNotes: string };
}

export interface QuoteArtwork {
  uploadId: number;
  url: string;
  name: string;
}

/** One step the customer takes on the bespoke flow, when it is theirs to take. */
export type CustomerStep = 'edit' | 'authorise-terms' | 'approve-mockup' | 'pay-or-po' | 'none';

export interface QuoteView {
  orderId: number;
  hash: string;
  uuid: string;
  status: string;
  statusName: string;
  /** 0 to 1 along the bespoke flow. */
  percentage: number;
  createdAt: string;
  deadline: string | null;
  contact: QuoteContact;
  lines: QuoteLine[];
  artwork: QuoteArtwork[];
  notes: string;
  terms: string | null;
  mockupUrl: string | null;
  /** Tax included, minor units; null until staff price it. */
  price: number | null;
  currency: string;
  poNumber: string | null;
  step: CustomerStep;
}
