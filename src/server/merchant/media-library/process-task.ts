import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database.ts';
import { defineTask, type JobContext } from '../../../platform/jobs/task.ts';
import { now, toJson } from '../../../platform/db/json.ts';
import { storeImage } from '../../../platform/storage/media-store.ts';
import { removeServedFiles, removeUpload, uploadPath } from './media-files.ts';

/** How far processing has come once the upload has been read and sharp is at work. */
const STARTED = 10;
/** The share of the bar the image service's own progress fills; the last step to 100 is being marked ready. */
const RENDERING = 85;

async function setProgress(db: Db, mediaId: number, values: { progress: number; status?: string; error?: string | null }): Promise<void> {
  await db
    .updateTable('media_items')
    .set({ ...values, updated_at: now() })
    .where('id', '=', mediaId)
    .where('status', '=', 'processing')
    .execute();
}

/**
 * Turns an uploaded picture into the responsive widths (5 steps,
 * the smallest 256 px) through the content-addressed media store, then marks it ready.
 * A picture sharp cannot decode fails at once; other errors are retried by the queue.
 */
export async function processMedia(db: Db, mediaId: number, job: JobContext['job']): Promise<void> {
  // Only a row still processing: a rerun after success, or an item deleted meanwhile, does nothing.
  const row = await db.selectFrom('media_items').selectAll().where('id', '=', mediaId).where('status', '=', 'processing').executeTakeFirst();
  if (!row?.upload_file) return;
  let bytes: Buffer;
  try {
    bytes = await readFile(uploadPath(row.upload_file));
  } catch {
    return setProgress(db, mediaId, { progress: 0, status: 'failed', error: 'The upload was lost before it could be processed.' });
  }
  await setProgress(db, mediaId, { progress: STARTED });
  let image: Awaited<ReturnType<typeof storeImage>>;
  try {
    image = await storeImage(bytes, {
      altText: row.alt_text,
      onProgress: (fraction) => setProgress(db, mediaId, { progress: STARTED + Math.round(fraction * RENDERING) }),
    });
  } catch (error) {
    const lastAttempt = job.attempts >= job.maxAttempts;
    const undecodable = error instanceof Error && /unsupported image format|corrupt|bad seek|premature end|vips/i.test(error.message);
    if (!lastAttempt && !undecodable) throw error;
    await setProgress(db, mediaId, { progress: 0, status: 'failed', error: 'This picture could not be read. Please try another file.' });
    await removeUpload(row.upload_file);
    return;
  }
  const updated = await db
    .updateTable('media_items')
    .set({
      status: 'ready',
      progress: 100,
      image_json: toJson(image),
      url: image.original,
      content_hash: image.id,
      upload_file: null,
      error: null,
      updated_at: now(),
    })
    .where('id', '=', mediaId)
    .where('status', '=', 'processing')
    .executeTakeFirst();
  await removeUpload(row.upload_file);
  if (Number(updated.numUpdatedRows) === 0) {
    // Deleted while sharp worked: keep nothing no other item holds.
    const shared = await db.selectFrom('media_items').select('id').where('content_hash', '=', image.id).executeTakeFirst();
    if (!shared) await removeServedFiles(Object.values(image.sizes), image.id);
  }
}

export const processMediaTask = defineTask({
  name: 'media.process',
  payload: z.object({ mediaId: z.int().positive() }),
  maxAttempts: 3,
  run: ({ mediaId }, { db, job }) => processMedia(db, mediaId, job),
});
