// Storage shape of split tests (migration 0036-split-tests).
import type { Generated } from 'kysely';

export interface SplitTestTable {
  id: Generated<number>;
  division_id: number;
  code: string;
  name: string;
  active: number;
  created_at: string;
  ended_at: string | null;
}

export interface SplitTestVariationTable {
  id: Generated<number>;
  split_test_id: number;
  name: string;
  is_default: number;
  position: number;
}

export interface SplitTestSessionTable {
  id: Generated<number>;
  split_test_id: number;
  variation_id: number;
  visitor: string;
  started_at: string;
  converted_at: string | null;
  order_id: number | null;
}

export interface SplitTestTables {
  split_tests: SplitTestTable;
  split_test_variations: SplitTestVariationTable;
  split_test_sessions: SplitTestSessionTable;
}
