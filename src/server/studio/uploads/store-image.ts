import type { StoreScope } from '../../stores/index.ts';

/**
 * True when `url` is a picture of this store's: uploaded to it through the studio, or an
 * artwork of its design library (the print file or the small copy). The render job checks an
 * image layer's src with this before reading the file, so a design cannot print another
 * store's upload or reach anything outside /media/.
 */
export async function isStoreImage(scope: StoreScope, url: string): Promise<boolean> {
  const divisionId = scope.division.id;
  const upload = await scope.db
    .selectFrom('studio_uploads')
    .select('id')
    .where('division_id', '=', divisionId)
    .where('url', '=', url)
    .limit(1)
    .executeTakeFirst();
  if (upload) return true;
  const artwork = await scope.db
    .selectFrom('design_library_items')
    .select('id')
    .where('division_id', '=', divisionId)
    .where((eb) => eb.or([eb('url', '=', url), eb('small_url', '=', url)]))
    .limit(1)
    .executeTakeFirst();
  return artwork !== undefined;
}
