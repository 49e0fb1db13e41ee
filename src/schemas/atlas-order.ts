import { z } from 'zod';
import { ORDER_STATUSES } from '../lib/order-flows/index.ts';
import { FACTORIES } from '../lib/after-sale/factories.ts';
import { PRIORITIES } from '../lib/after-sale/priorities.ts';
import { REPRINT_REASONS } from '../lib/after-sale/returns.ts';
import { messages } from '../lib/validation/messages.ts';

// The bodies of the back office's order actions (POST /omnis/v3/atlas/orders/{id}/…). The
// same schema reads the JSON call and the HTML form (src/api/atlas-order-action.ts
// turns form fields into the same object): numbers may arrive as the form's strings.

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A whole number, from JSON or from a form field's text. */
const whole = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  );

const STATUS_CODES = ORDER_STATUSES.map((status) => status.code) as [string, ...string[]];
const status = (message: string) => z.preprocess(trimmed, z.enum(STATUS_CODES, { error: message }));

/** Move along the flow: `from` is the status the screen showed (stale → 409). */
export const MoveBody = z.object({
  to: status('Unknown order status.'),
  from: z.preprocess(blankToUndefined, status('Unknown order status.').optional()),
});
export type MoveBody = z.infer<typeof MoveBody>;

/** The order's version the screen showed: when someone changed it since, the change is a 409. */
const version = z.preprocess(blankToUndefined, whole(0, 1_000_000_000, 'Invalid version.').optional());

export const PriorityBody = z.object({
  priority: whole(0, Math.max(...PRIORITIES.map((entry) => entry.value)), 'Unknown priority.'),
  version,
});
export type PriorityBody = z.infer<typeof PriorityBody>;

const FACTORY_CODES = FACTORIES.map((factory) => factory.code) as [string, ...string[]];
export const FactoryBody = z.object({
  factory: z.preprocess(trimmed, z.enum(FACTORY_CODES, { error: 'Unknown factory.' })),
  version,
});
export type FactoryBody = z.infer<typeof FactoryBody>;

export const REFUND_REASON_MAX = 500;

/**
 * A refund: `amount` in minor units as JSON sends it (a whole number), or as a person types
 * it into the form ("12.50", major units of the order's currency) — see refundAmount.
 * `idempotencyKey`: the same key twice is one refund (double click, replayed request).
 */
export const RefundBody = z.object({
  amount: z.union([z.number(), z.string().trim().max(20)], { error: 'Please enter an amount.' }),
  reason: z.preprocess(
    trimmed,
    z
      .string({ error: messages.required })
      .min(1, { error: messages.required })
      .max(REFUND_REASON_MAX, { error: `Must contain no more than ${REFUND_REASON_MAX} characters.` }),
  ),
  idempotencyKey: z.preprocess(trimmed, z.string({ error: messages.required }).regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'Invalid idempotency key.' })),
  /** After a full refund, also move the order to its flow's refunded status. */
  moveToRefunded: z.preprocess((value) => value === true || value === 'true' || value === '1' || value === 'on', z.boolean()).optional(),
});
export type RefundBody = z.infer<typeof RefundBody>;

const SIZE_OR_COLOUR = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string().max(60, { error: 'Must contain no more than 60 characters.' }).optional(),
);

/** One line of an exchange or reprint. Lines with quantity 0 are left out (a form lists every item). */
const ChildLine = z.object({
  parentItemId: whole(1, 2_000_000_000, 'Unknown item.'),
  quantity: whole(0, 1000, 'Must be a number from 0 to 1000.'),
  size: SIZE_OR_COLOUR,
  colour: SIZE_OR_COLOUR,
});

const lines = z
  .preprocess(
    (value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value),
    z.array(ChildLine, { error: 'Choose at least one item.' }).max(100),
  )
  .transform((items) => items.filter((item) => item.quantity > 0))
  .refine((items) => items.length > 0, { error: 'Choose at least one item.' });

export const ExchangeBody = z.object({ items: lines });
export type ExchangeBody = z.infer<typeof ExchangeBody>;

export const ReprintBody = z.object({
  reason: z.preprocess(trimmed, z.enum(REPRINT_REASONS, { error: 'Choose a reprint reason.' })),
  items: lines,
});
export type ReprintBody = z.infer<typeof ReprintBody>;
