import type { Generated } from 'kysely';

// Storage shapes of migration 0021-studio-designs. Same conventions as
// tables.ts: flags are 0/1, times ISO-8601 text, structured data JSON text.

type Flag = number;
type IsoTime = string;
type JsonText = string;

export type DesignStatus = 'rendering' | 'ready' | 'failed';
export type DesignFileKind = 'print' | 'mockup';

export interface DesignTable {
  id: Generated<number>;
  uuid: string;
  division_id: number;
  blank_product_id: number;
  user_id: number | null;
  document_json: JsonText;
  price: number;
  status: DesignStatus;
  error: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface DesignFileTable {
  id: Generated<number>;
  design_id: number;
  division_id: number;
  kind: DesignFileKind;
  side: string;
  colour: string | null;
  width: number;
  height: number;
  dpi: number | null;
  url: string;
  bytes: number;
  created_at: IsoTime;
}

/** Columns 0021 adds to `products` (ProductTable extends this). */
export interface ProductStudioColumns {
  design_id: number | null;
  base_product_id: number | null;
  approval_status: Generated<string>;
  denial_reason: string | null;
  min_price: number | null;
  max_price: number | null;
  personalizable: Generated<Flag>;
  personalization_template_json: Generated<JsonText>;
}

export interface StudioTables {
  designs: DesignTable;
  design_files: DesignFileTable;
}
