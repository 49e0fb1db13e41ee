// Pictures a store holds: its image library, studio uploads and design-library artwork.
import type { Insertable } from 'kysely';
import type { MediaItemTable } from '../../../src/platform/db/media-library-tables.ts';
import type { DesignLibraryItemTable } from '../../../src/platform/db/studio-upload-tables.ts';
import type { StoreScope } from '../../../src/server/stores/index.ts';
import { storeStudioUpload, type Uploader } from '../../../src/server/studio/uploads/store-upload.ts';
import type { StudioUpload } from '../../../src/schemas/studio-calls.ts';
import { TEST_MEDIA_DIR } from '../server.ts';

export type MediaItemOverrides = Partial<Omit<Insertable<MediaItemTable>, 'division_id'>>;

/**
 * A ready picture of the store's image library. addMedia keeps the upload and queues its
 * processing (the item is ready once the server's job has run); the tests need it ready.
 */
export async function makeMediaItem(store: StoreScope, overrides: MediaItemOverrides = {}): Promise<number> {
  const time = new Date().toISOString();
  const row = await store.db
    .insertInto('media_items')
    .values({
      division_id: store.division.id,
      kind: 'image',
      name: 'picture.png',
      content_type: 'image/png',
      bytes: 1,
      status: 'ready',
      content_hash: null,
      url: null,
      image_json: null,
      created_at: time,
      updated_at: time,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A studio upload of `bytes` by a visitor, stored (content-addressed) in the test server's media directory. */
export function makeStudioUpload(store: StoreScope, bytes: Buffer, uploader: Uploader = { userId: null, visitorHash: null }): Promise<StudioUpload> {
  return storeStudioUpload(store, uploader, bytes, TEST_MEDIA_DIR);
}

export type LibraryItemOverrides = Partial<Omit<Insertable<DesignLibraryItemTable>, 'division_id'>> & { slug: string; name: string };

/**
 * An artwork in the store's design library. addLibraryArtwork renders the artwork into the
 * app's own media directory; listing and search need only the row.
 */
export async function makeLibraryItem(store: StoreScope, overrides: LibraryItemOverrides): Promise<void> {
  await store.db
    .insertInto('design_library_items')
    .values({
      division_id: store.division.id,
      tags_json: '[]',
      url: '/media/0123456789abcdef-3000.png',
      small_url: '/media/0123456789abcdef-400.webp',
      pixel_width: 3000,
      pixel_height: 3000,
      position: 99,
      created_at: new Date().toISOString(),
      ...overrides,
    })
    .execute();
}
