import type { Generated } from 'kysely';

// Storage shapes of migration 0022-studio-uploads (studio images). Same conventions as
// tables.ts: times ISO-8601 text, structured data JSON text.

export type StudioUploadFormat = 'png' | 'jpeg' | 'svg';

export interface StudioUploadTable {
  id: Generated<number>;
  division_id: number;
  user_id: number | null;
  visitor_hash: string | null;
  url: string;
  format: StudioUploadFormat;
  pixel_width: number;
  pixel_height: number;
  bytes: number;
  sha256: string;
  created_at: string;
}

export interface DesignLibraryItemTable {
  id: Generated<number>;
  division_id: number;
  slug: string;
  name: string;
  tags_json: Generated<string>;
  url: string;
  small_url: string;
  pixel_width: number;
  pixel_height: number;
  position: number;
  created_at: string;
}

export interface StudioUploadTables {
  studio_uploads: StudioUploadTable;
  design_library_items: DesignLibraryItemTable;
}
