import type { Generated } from 'kysely';
import type { PermissionReviewColumns } from './after-sale-tables.ts';

type IsoTime = string;

/** Columns the accounts migration adds to users (see migration 0005). */
export interface UserAccountColumns {
  dashboard_access: Generated<number>;
  permissions_json: Generated<string>;
  mobile_phone: string | null;
  muted_at: IsoTime | null;
  two_factor_method: string | null;
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  /** A phone number being enrolled for SMS codes, not yet confirmed with a code (migration 0007). */
  two_factor_pending_phone: string | null;
  two_factor_last_step: number | null;
  password_changed_at: IsoTime | null;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: IsoTime | null;
  created_at: IsoTime;
}

export interface SessionTable {
  id: string;
  user_id: number;
  created_at: IsoTime;
  last_seen_at: IsoTime;
  expires_at: IsoTime;
  confirmed_at: IsoTime | null;
  ip: string | null;
  user_agent: string | null;
}

export interface OneTimeTokenTable {
  id: Generated<number>;
  user_id: number | null;
  /** verify-email, reset-password, subscription… */
  purpose: string;
  token_hash: string;
  expires_at: IsoTime;
  used_at: IsoTime | null;
  created_at: IsoTime;
}

export interface RateLimitTable {
  key: string;
  count: number;
  window_started_ms: number;
  /** When the window ends (epoch ms): an ended window is deleted by a later attempt. */
  expires_ms: Generated<number>;
}

export interface PermissionRequestTable extends PermissionReviewColumns {
  id: Generated<number>;
  user_id: number;
  division_id: number | null;
  permissions: string;
  reason: string;
  status: Generated<string>;
  created_at: IsoTime;
}

export interface AccountTables {
  recovery_codes: RecoveryCodeTable;
  sessions: SessionTable;
  one_time_tokens: OneTimeTokenTable;
  rate_limits: RateLimitTable;
  permission_requests: PermissionRequestTable;
}
