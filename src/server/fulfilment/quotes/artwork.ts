import type { StoreScope } from '../../stores/index.ts';
import { storeStudioUpload, takeStudioUploadSlot } from '../../studio/index.ts';
import type { QuoteArtwork } from '../../../schemas/quotes.ts';

// Artwork and mockups go through the studio's upload pipeline (src/server/studio/uploads/):
// the bytes decide the type (PNG, JPEG, SVG; anything else is the spec's ext message),
// rasters are re-encoded, SVGs sanitised, and a refusal (422 on `file`) writes nothing.

export interface ArtworkUploader {
  userId: number | null;
  visitorHash: string | null;
  clientIp: string;
}

export async function storeArtwork(scope: StoreScope, uploader: ArtworkUploader, file: { bytes: Buffer; name: string }): Promise<QuoteArtwork> {
  await takeStudioUploadSlot(scope, uploader.clientIp);
  const stored = await storeStudioUpload(scope, { userId: uploader.userId, visitorHash: uploader.visitorHash }, file.bytes);
  const row = await scope.db
    .selectFrom('studio_uploads')
    .select('id')
    .where('division_id', '=', scope.division.id)
    .where('url', '=', stored.url)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { uploadId: row.id, url: stored.url, name: file.name.trim() || stored.url.slice(stored.url.lastIndexOf('/') + 1) };
}
