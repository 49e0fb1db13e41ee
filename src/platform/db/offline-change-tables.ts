// Storage shape of the offline changes' idempotency keys (migration 0040-offline-changes).

export interface OfflineChangeKeyTable {
  division_id: number;
  /** The key the browser gave the change when it queued it (src/lib/offline-sync/). */
  idempotency_key: string;
  created_at: string;
}

export interface OfflineChangeTables {
  offline_change_keys: OfflineChangeKeyTable;
}
