import { z } from 'zod';
import { EVENT_LIMITS } from './limits.ts';

// The bodies of the two event calls, checked at the edge. Sizes: the storage limits of ./limits.ts.

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

const CollectedBatch = z
  .array(CollectedEvent)
  .min(1, 'This field is required.')
  .max(EVENT_LIMITS.batchSize, `Must contain no more than ${EVENT_LIMITS.batchSize} events.`);

/** The collector takes one event, or a batch of them (the client's flush on unload). */
export function parseCollectorBody(body: unknown): CollectedEvent[] {
  return Array.isArray(body) ? CollectedBatch.parse(body) : [CollectedEvent.parse(body)];
}

/** POST /omnis/v3/events/logEvent/: a list of { name, data }. */
export const LoggedEvent = z.object({ name: EventName, data: BoundedObject.default({}) });
const LoggedList = z
  .array(LoggedEvent)
  .min(1, 'This field is required.')
  .max(EVENT_LIMITS.batchSize, `Must contain no more than ${EVENT_LIMITS.batchSize} events.`);
export type LoggedEvent = z.infer<typeof LoggedEvent>;

/** The list itself, or wrapped as { events: [...] }. */
export function parseLogEventBody(body: unknown): LoggedEvent[] {
  return Array.isArray(body) ? LoggedList.parse(body) : z.object({ events: LoggedList }).parse(body).events;
}
