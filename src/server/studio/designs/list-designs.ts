import type { StoreScope } from '../../stores/index.ts';
import type { SavedDesign } from '../../../schemas/studio-calls.ts';
import { savedDesignFromRow, userDesignRows } from './design-records.ts';

// Signed-in customers see their saved designs: a person's designs in one store
// (another store's are never listed), with their rendered files, in two queries.

/** Enough for any person's history; the studio lists the newest. */
const MAX_LISTED = 200;

/** The signed-in person's designs in this store, newest first. */
export async function listUserDesigns(scope: StoreScope, userId: number): Promise<SavedDesign[]> {
  const rows = await userDesignRows(scope, userId, MAX_LISTED);
  if (rows.length === 0) return [];
  const files = await scope.db
    .selectFrom('design_files')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where(
      'design_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('kind', 'desc')
    .orderBy('side')
    .orderBy('colour')
    .orderBy('width')
    .execute();
  return rows.map((row) =>
    savedDesignFromRow(
      row,
      files.filter((file) => file.design_id === row.id),
    ),
  );
}
