import type { Selectable } from 'kysely';
import type { MediaItemTable } from '../../../platform/db/media-library-tables.ts';
import type { StoreScope } from '../../stores/index.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { MediaItem, type MediaList, type MediaListQuery } from '../../../schemas/media-library.ts';
import { removeServedFiles, removeUpload } from './media-files.ts';
import { nameContains } from '../../../platform/db/name-search.ts';
import { shownByStore } from './media-in-use.ts';

// A store's library: read, list and delete, always within the store the call acts for.

type MediaRow = Selectable<MediaItemTable>;

export function mediaItemFromRow(row: MediaRow): MediaItem {
  return MediaItem.parse({
    id: row.id,
    kind: row.kind,
    name: row.name,
    contentType: row.content_type,
    bytes: row.bytes,
    status: row.status,
    progress: row.progress,
    url: row.url,
    image: fromJson(row.image_json, 'media_items.image_json'),
    altText: row.alt_text,
    error: row.error,
    createdAt: row.created_at,
  });
}

/** The newest items first, a bounded page at a time. */
export async function listMedia(scope: StoreScope, query: MediaListQuery): Promise<MediaList> {
  let base = scope.db.selectFrom('media_items').where('division_id', '=', scope.division.id);
  if (query.kind) base = base.where('kind', '=', query.kind);
  if (query.search) base = base.where(nameContains('name', query.search));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(mediaItemFromRow), total: Number(count.total), page: query.page, perPage: query.perPage };
}

/** One item of this store: another store's item is a 403, an unknown id a 404. */
export async function findMedia(scope: StoreScope, id: number): Promise<MediaRow> {
  const row = await scope.db.selectFrom('media_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('notFound');
  if (row.division_id !== scope.division.id) throw new ApiError('otherStore');
  return row;
}

/**
 * Removes an item from the library and its files, unless another item (of any store) holds
 * the same content or the store still shows the picture somewhere (then the files stay, so
 * no published page loses it). Answers whether the files were kept.
 */
export async function deleteMedia(scope: StoreScope, id: number): Promise<{ filesKept: boolean }> {
  const row = await findMedia(scope, id);
  await scope.db.deleteFrom('media_items').where('id', '=', row.id).where('division_id', '=', scope.division.id).execute();
  await removeUpload(row.upload_file);
  if (!row.content_hash) return { filesKept: false };
  const shared = await scope.db.selectFrom('media_items').select('id').where('content_hash', '=', row.content_hash).executeTakeFirst();
  if (shared || (await shownByStore(scope.db, scope.division.id, row.content_hash))) return { filesKept: true };
  const item = mediaItemFromRow(row);
  const addresses = item.image ? Object.values(item.image.sizes).concat(item.image.original) : item.url ? [item.url] : [];
  await removeServedFiles(addresses, item.kind === 'image' ? row.content_hash : null);
  return { filesKept: false };
}
