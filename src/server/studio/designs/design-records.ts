import type { Selectable } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import type { DesignFileTable, DesignTable } from '../../../platform/db/studio-tables.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { DesignDocument } from '../../../schemas/design-document.ts';
import { DesignFile, type SavedDesign } from '../../../schemas/studio-calls.ts';
import { designShareUrl } from '../../../lib/studio-links.ts';

// The read side of saved designs, shared by the save call, the render job, the
// basket and products made from designs, and the account's list. Every read is scoped to the
// store: another store's share id is simply not found.

export type DesignRow = Selectable<DesignTable>;
export type DesignFileRow = Selectable<DesignFileTable>;

export function designFileFromRow(row: DesignFileRow): DesignFile {
  return DesignFile.parse({ kind: row.kind, side: row.side, colour: row.colour, width: row.width, height: row.height, dpi: row.dpi, url: row.url });
}

export function savedDesignFromRow(row: DesignRow, files: DesignFileRow[]): SavedDesign {
  return {
    uuid: row.uuid,
    status: row.status,
    error: row.error,
    price: row.price,
    shareUrl: designShareUrl(row.uuid),
    document: DesignDocument.parse(fromJson(row.document_json, 'designs.document_json')),
    files: files.map(designFileFromRow),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A person's designs in this store (never another store's), newest first, at most `limit`. */
export function userDesignRows(scope: StoreScope, userId: number, limit: number): Promise<DesignRow[]> {
  return scope.db
    .selectFrom('designs')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The store's design with this share id, or undefined. */
export async function findDesignRow(scope: StoreScope, uuid: string): Promise<DesignRow | undefined> {
  return scope.db.selectFrom('designs').selectAll().where('division_id', '=', scope.division.id).where('uuid', '=', uuid).executeTakeFirst();
}

/** The files rendered for a design, print files first, then mockups by side, colour and width. */
export async function designFileRows(scope: StoreScope, designId: number): Promise<DesignFileRow[]> {
  return scope.db
    .selectFrom('design_files')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('design_id', '=', designId)
    .orderBy('kind', 'desc')
    .orderBy('side')
    .orderBy('colour')
    .orderBy('width')
    .execute();
}

/** The store's saved design with its files, or undefined. */
export async function findSavedDesign(scope: StoreScope, uuid: string): Promise<SavedDesign | undefined> {
  const row = await findDesignRow(scope, uuid);
  return row ? savedDesignFromRow(row, await designFileRows(scope, row.id)) : undefined;
}
