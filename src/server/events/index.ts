// Events (the event-collector and logEvent calls) and what the analytics page reads of them.
export { recordEvents, type IncomingEvent, type EventSender, type RecordResult } from './record-events.ts';
export { parseCollectorBody, parseLogEventBody } from './event-input.ts';
export { EVENT_LIMITS, EVENT_RATE } from './limits.ts';
export { recordServerEvents, type ServerEvent, type ServerEventVisit } from './server-events.ts';
