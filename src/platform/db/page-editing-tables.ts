// Storage shapes of page drafts, versions and scheduled publishes (migration 0016-page-drafts).
import type { Generated } from 'kysely';

export interface PageDraftTable {
  page_id: number;
  division_id: number;
  /** JSON of the page object as saved. */
  page_json: string;
  saved_by: number | null;
  saved_at: string;
}

export interface PageVersionTable {
  id: Generated<number>;
  page_id: number;
  division_id: number;
  number: number;
  /** JSON of the page object that went live. */
  page_json: string;
  published_by: number | null;
  published_at: string;
}

export type PageScheduleState = 'pending' | 'published' | 'cancelled';

export interface PageScheduleTable {
  id: Generated<number>;
  page_id: number;
  division_id: number;
  publish_at: string;
  state: PageScheduleState;
  scheduled_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface PageEditingTables {
  page_drafts: PageDraftTable;
  page_versions: PageVersionTable;
  page_schedules: PageScheduleTable;
}
