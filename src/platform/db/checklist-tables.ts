// Storage shape of the store completion checklist (migration 0015-store-checklist).

export interface StoreChecklistTable {
  division_id: number;
  current_step: string;
  /** JSON list of completed step names. */
  completed_json: string;
  updated_at: string;
}

export interface ChecklistTables {
  store_checklists: StoreChecklistTable;
}
