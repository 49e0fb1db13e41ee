import type { Generated } from 'kysely';

// Storage shapes of migration 0037-events. Same conventions as tables.ts.

type IsoTime = string;
type JsonText = string;

export interface EventTable {
  id: Generated<number>;
  division_id: number;
  name: string;
  path: string | null;
  visitor: string;
  user_id: number | null;
  /** 'server': recorded by the server itself (a split test's start, src/server/engagement/events/server-events.ts). */
  source: 'collector' | 'api' | 'server';
  payload_json: JsonText;
  metadata_json: JsonText;
  /** UTC YYYY-MM-DD. */
  day: string;
  created_at: IsoTime;
}

/** One random salt per UTC day for the visitor hash; older ones are deleted. */
export interface EventSaltTable {
  day: string;
  salt: string;
}

export interface EventTables {
  events: EventTable;
  event_salts: EventSaltTable;
}
