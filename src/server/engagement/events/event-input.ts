import { z } from 'zod';
import { CollectedBatch, CollectedEvent, LoggedList, type LoggedEvent } from '../../../schemas/event.ts';

/** The collector takes one event, or a batch of them (the client's flush on unload). */
export function parseCollectorBody(body: unknown): CollectedEvent[] {
  return Array.isArray(body) ? CollectedBatch.parse(body) : [CollectedEvent.parse(body)];
}

/** The list itself, or wrapped as { events: [...] }. */
export function parseLogEventBody(body: unknown): LoggedEvent[] {
  return Array.isArray(body) ? LoggedList.parse(body) : z.object({ events: LoggedList }).parse(body).events;
}
