import { z } from 'zod';
import { REPRINT_REASONS } from '../lib/after-sale/returns.ts';

// The bodies of the factory and returns desk calls (src/lib/factory-calls.ts), checked at the edge.

/** Longest badge id a reader types; longer input is not a badge. */
export const MAX_BADGE_LENGTH = 64;

const required = 'This field is required.';
const trimmed = (max: number, message = required) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string({ error: message }).max(max, `Max ${max} characters`));

/** POST …/factory/scan/ */
export const ScanBody = z.object({
  code: z.string({ error: 'Scan or type a code.' }).max(200, 'That is not a code this station knows.'),
  badge: z
    .string()
    .max(MAX_BADGE_LENGTH + 1)
    .nullish(),
});
export type ScanBody = z.infer<typeof ScanBody>;

/** POST …/factory/labels/print/: a factory's batch, or one order's labels. */
export const PrintBody = z.union(
  [z.object({ orderId: z.number({ error: required }).int().positive() }), z.object({ factory: z.string({ error: 'Choose a factory.' }) })],
  { error: 'Choose a factory or an order.' },
);
export type PrintBody = z.infer<typeof PrintBody>;

/** POST …/factory/picking/pick/ */
export const PickBody = z.object({
  labelIds: z
    .array(z.number().int().positive(), { error: 'Choose the labels that were picked.' })
    .min(1, 'Choose the labels that were picked.')
    .max(2000, 'Pick at most 2000 labels at once.'),
});
export type PickBody = z.infer<typeof PickBody>;

/** POST …/factory/labels/{id}/reprint/ */
export const LabelReprintBody = z.object({
  reason: z.enum(REPRINT_REASONS, { error: 'Choose why the item is reprinted.' }),
  badge: z
    .string()
    .max(MAX_BADGE_LENGTH + 1)
    .nullish(),
});
export type LabelReprintBody = z.infer<typeof LabelReprintBody>;

/** POST …/returns/receive/ */
export const ReceiveBody = z.object({ code: trimmed(40, 'Scan or type the return label code.') });
export type ReceiveBody = z.infer<typeof ReceiveBody>;

/** POST …/returns/{id}/inspect/ */
export const InspectBody = z.object({
  outcome: z.enum(['refund', 'exchange', 'rejected'], { error: 'Choose refund, exchange or rejected.' }),
  note: trimmed(1000).default(''),
  size: trimmed(40).nullish(),
  colour: trimmed(60).nullish(),
});
export type InspectBody = z.infer<typeof InspectBody>;
