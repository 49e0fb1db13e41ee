import { z } from 'zod';

// The bodies of the two event calls (POST /event-collector/ and /omnis/v3/events/logEvent/), checked at the edge.

// Events are stored bounded. Sizes follow the storage limits (keys up
// to 256 characters, values 16384); rates and counts keep one visitor (or one script gone
// wrong) from filling the table.
export const EVENT_LIMITS = {
  /** Storage keys up to 256 characters. */
  nameLength: 256,
  /** Storage values up to 16384 characters — the payload's JSON, and the metadata's. */
  valueLength: 16_384,
  /** Events in one call (a 30 s batch of a busy page fits easily). */
  batchSize: 50,
  /** The body of one call: a full batch of full events would be refused long before this. */
  bodyBytes: 64 * 1024,
  /** A stored page path. */
  pathLength: 512,
  /** Days events are kept; older rows are pruned when a day's salt is made. */
  retentionDays: 400,
} as const;

const NAME = /^[A-Za-z0-9_.:\-/ ]+$/;
const TOO_BIG = `Must contain no more than ${EVENT_LIMITS.valueLength} characters.`;

export const EventName = z
  .string({ error: 'This field is required.' })
  .trim()
  .min(1, 'This field is required.')
  .max(EVENT_LIMITS.nameLength, `Must contain no more than ${EVENT_LIMITS.nameLength} characters.`)
  .regex(NAME, 'Must contain only letters, digits, spaces and _ . : - /');

/** Any JSON object, whose JSON text stays within the storage value limit. */
const BoundedObject = z.record(z.string(), z.unknown()).refine((value) => JSON.stringify(value).length <= EVENT_LIMITS.valueLength, TOO_BIG);

/** Metadata: environment, location, userAgent, currency, division id and name. */
export const EventMetadata = z.object({
  environment: z.string().max(32).optional(),
  location: z.string().max(2048).optional(),
  userAgent: z.string().max(512).optional(),
  currency: z.string().max(8).optional(),
  division: z
    .object({ id: z.number().int(), name: z.string().max(256) })
    .partial()
    .optional(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

/** POST /event-collector/: { event, payload, metadata }. */
export const CollectedEvent = z.object({
  event: EventName,
  payload: BoundedObject.default({}),
  metadata: EventMetadata.default({}),
});
export type CollectedEvent = z.infer<typeof CollectedEvent>;

export const CollectedBatch = z
  .array(CollectedEvent)
  .min(1, 'This field is required.')
  .max(EVENT_LIMITS.batchSize, `Must contain no more than ${EVENT_LIMITS.batchSize} events.`);

/** POST /omnis/v3/events/logEvent/: a list of { name, data }. */
export const LoggedEvent = z.object({ name: EventName, data: BoundedObject.default({}) });
export const LoggedList = z
  .array(LoggedEvent)
  .min(1, 'This field is required.')
  .max(EVENT_LIMITS.batchSize, `Must contain no more than ${EVENT_LIMITS.batchSize} events.`);
export type LoggedEvent = z.infer<typeof LoggedEvent>;
