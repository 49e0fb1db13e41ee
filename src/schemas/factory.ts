import { z } from 'zod';
import { REPRINT_REASONS, RETURN_STATUSES } from '../lib/after-sale/returns.ts';

// The bodies of the factory and returns desk calls (factory.* and returns.* in src/schemas/api.ts), checked at the edge.

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

/** POST …/factory/orders/{id}/dispatch/: who packs it, when a badge was scanned. */
export const DispatchBody = LabelReprintBody.pick({ badge: true });
export type DispatchBody = z.infer<typeof DispatchBody>;

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

// What the factory and returns desk calls answer, and what their screens start from.

/** A label waiting at a pickface. */
export const PickLabel = z.object({
  labelId: z.number(),
  barcode: z.string(),
  pickface: z.string(),
  priority: z.number(),
  orderId: z.number(),
  orderCreatedAt: z.string(),
  itemName: z.string(),
  sku: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
});
export type PickLabel = z.infer<typeof PickLabel>;

export const PickGroup = z.object({
  pickface: z.string(),
  count: z.number(),
  /** The highest priority of the group's labels. */
  priority: z.number(),
  labels: z.array(PickLabel),
});
export type PickGroup = z.infer<typeof PickGroup>;

export const PigeonholeView = z.object({
  number: z.number(),
  orderId: z.number(),
  orderStatus: z.string(),
  placed: z.number(),
  of: z.number(),
});
export type PigeonholeView = z.infer<typeof PigeonholeView>;

export const PackingOrder = z.object({
  orderId: z.number(),
  status: z.string(),
  priority: z.number(),
  pigeonhole: z.number().nullable(),
  items: z.number(),
});
export type PackingOrder = z.infer<typeof PackingOrder>;

/** What /atlas/factory/ shows beside its scan field (GET /omnis/v3/atlas/factory/?factory=). */
export const FactoryView = z.object({
  factory: z.string(),
  factories: z.array(z.object({ code: z.string(), name: z.string(), toPrint: z.number() })),
  picking: z.array(PickGroup),
  pigeonholes: z.array(PigeonholeView),
  packing: z.array(PackingOrder),
  reprintReasons: z.array(z.string()).readonly(),
});
export type FactoryView = z.infer<typeof FactoryView>;

export const FactoryOrderLabel = z.object({
  id: z.number(),
  barcode: z.string(),
  itemName: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  counter: z.number(),
  of: z.number(),
  pickface: z.string(),
  cancelled: z.boolean(),
  toBePicked: z.boolean(),
  timesPrinted: z.number(),
  garmentPrinted: z.boolean(),
  placed: z.boolean(),
  reprinted: z.boolean(),
  logs: z.array(z.object({ kind: z.string(), note: z.string().nullable(), at: z.string(), by: z.string().nullable() })),
});
export type FactoryOrderLabel = z.infer<typeof FactoryOrderLabel>;

/** One order's labels and their logs (GET /omnis/v3/atlas/factory/orders/{id}/). */
export const FactoryOrderView = z.object({
  orderId: z.number(),
  status: z.string(),
  factory: z.string().nullable(),
  priority: z.number(),
  parentOrderId: z.number().nullable(),
  reprintReason: z.string().nullable(),
  pigeonhole: z.number().nullable(),
  labels: z.array(FactoryOrderLabel),
  children: z.array(z.object({ orderId: z.number(), reprintReason: z.string().nullable(), status: z.string() })),
  reprintReasons: z.array(z.string()).readonly(),
});
export type FactoryOrderView = z.infer<typeof FactoryOrderView>;

export const SCAN_TONES = ['success', 'info', 'warning'] as const;
export type ScanTone = (typeof SCAN_TONES)[number];

/** What a scan did (POST /omnis/v3/atlas/factory/scan/). */
export const ScanResult = z.object({
  kind: z.enum(['label', 'return', 'badge']),
  tone: z.enum(SCAN_TONES),
  message: z.string(),
  code: z.string(),
  /** Who the station scans as from now on (a badge scan), else who this scan was logged for. */
  scanner: z.object({ userId: z.number(), name: z.string() }).nullable(),
  label: z
    .object({
      id: z.number(),
      barcode: z.string(),
      orderId: z.number(),
      itemName: z.string(),
      colour: z.string().nullable(),
      size: z.string().nullable(),
      counter: z.number(),
      of: z.number(),
    })
    .optional(),
  orderId: z.number().optional(),
  orderStatus: z.string().optional(),
  pigeonhole: z.number().nullable().optional(),
  /** The scan finished gathering the order (or sent its only item to packing). */
  complete: z.boolean().optional(),
});
export type ScanResult = z.infer<typeof ScanResult>;

/** POST …/factory/picking/pick/ */
export const PickAnswer = z.object({ picked: z.number() });
export type PickAnswer = z.infer<typeof PickAnswer>;

/** POST …/factory/orders/{id}/dispatch/: the order is packed and dispatched; its pigeonhole is emptied. */
export const Dispatched = z.object({ orderId: z.number(), status: z.string(), pigeonhole: z.number().nullable() });
export type Dispatched = z.infer<typeof Dispatched>;

/** POST …/factory/labels/{id}/reprint/: the damaged label's item is reprinted in a child order. */
export const Reprinted = z.object({ labelId: z.number(), orderId: z.number(), childOrderId: z.number(), childHash: z.string() });
export type Reprinted = z.infer<typeof Reprinted>;

/** A return as the returns desk lists it. */
export const ReturnRow = z.object({
  id: z.number(),
  orderId: z.number(),
  orderHash: z.string(),
  storeName: z.string(),
  orderItemId: z.number(),
  itemName: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number(),
  kind: z.enum(['return', 'exchange']),
  reason: z.string(),
  wanted: z.object({ size: z.string().optional(), colour: z.string().optional() }),
  status: z.enum(RETURN_STATUSES),
  outcome: z.enum(['refunded', 'exchanged', 'rejected']).nullable(),
  labelCode: z.string(),
  refundId: z.number().nullable(),
  refundAmount: z.number().nullable(),
  currency: z.string(),
  exchangeOrderId: z.number().nullable(),
  inspectionNote: z.string().nullable(),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  inspectedAt: z.string().nullable(),
});
export type ReturnRow = z.infer<typeof ReturnRow>;

/** GET /omnis/v3/atlas/returns/?status=&page= */
export const ReturnsPage = z.object({
  returns: z.array(ReturnRow),
  status: z.enum(RETURN_STATUSES).nullable(),
  page: z.number(),
  lastPage: z.number(),
  total: z.number(),
  counts: z.record(z.enum(RETURN_STATUSES), z.number()),
});
export type ReturnsPage = z.infer<typeof ReturnsPage>;

/** POST …/returns/receive/ and …/returns/{id}/inspect/ */
export const ReturnLogAnswer = z.object({ returnLog: ReturnRow });
export type ReturnLogAnswer = z.infer<typeof ReturnLogAnswer>;

/** GET …/factory/picking/?factory=: to-be-picked labels by pickface. */
export const PickingAnswer = z.object({ groups: z.array(PickGroup) });
export type PickingAnswer = z.infer<typeof PickingAnswer>;
