import type { Generated } from 'kysely';

// Storage shape of the store's image library (migration 0019-media-library).

export interface MediaItemTable {
  id: Generated<number>;
  division_id: number;
  kind: string;
  name: string;
  content_type: string;
  bytes: number;
  status: string;
  progress: Generated<number>;
  upload_file: string | null;
  content_hash: string | null;
  url: string | null;
  image_json: string | null;
  alt_text: Generated<string>;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface MediaLibraryTables {
  media_items: MediaItemTable;
}
