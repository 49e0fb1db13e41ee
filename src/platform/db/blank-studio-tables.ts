// Storage shape of a blank's studio data (migration 0020-blank-studios).

export interface BlankStudioTable {
  product_id: number;
  division_id: number;
  studio_json: string;
  updated_at: string;
}

export interface BlankStudioTables {
  blank_studios: BlankStudioTable;
}
