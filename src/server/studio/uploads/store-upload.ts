import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { StoreScope } from '../../stores/index.ts';
import { config } from '../../../platform/config/config.ts';
import { now } from '../../../platform/db/json.ts';
import { MEDIA_PREFIX } from '../../../platform/front/media.ts';
import { takeAttempt, type Limit } from '../../../platform/security/rate-limit.ts';
import type { StudioUpload } from '../../../schemas/studio-calls.ts';
import { prepareUpload } from './prepare-upload.ts';
import { writeOnce } from '../../../platform/storage/atomic-file.ts';

// POST /omnis/v3/studio/uploads/: anyone on the store may upload (shoppers design signed
// out), so each client address has an allowance per store, counted before the body is read.

/** Uploads one client address may make to one store in a window: plenty for designing, too few to fill a disk. */
export const STUDIO_UPLOAD_LIMIT: Limit = { max: 30, windowMs: 10 * 60_000 };

export const studioUploadLimitKey = (divisionId: number, clientIp: string) => `studio-upload:${divisionId}:${clientIp || 'unknown'}`;

/** Counts the upload against the client's allowance (429 with Retry-After once used up). */
export function takeStudioUploadSlot(scope: StoreScope, clientIp: string, at = Date.now()): Promise<void> {
  return takeAttempt(scope.db, studioUploadLimitKey(scope.division.id, clientIp), STUDIO_UPLOAD_LIMIT, at);
}

export interface Uploader {
  userId: number | null;
  visitorHash: string | null;
}

const EXTENSIONS = { png: 'png', jpeg: 'jpg', svg: 'svg' } as const;
const HASH_LENGTH = 16;

/**
 * Checks, stores and records an upload. Refusals (422) are thrown by prepareUpload before
 * anything is written; a failed insert removes a file this call created.
 */
export async function storeStudioUpload(scope: StoreScope, uploader: Uploader, bytes: Buffer, mediaDir = config.mediaDir): Promise<StudioUpload> {
  const prepared = await prepareUpload(bytes);
  const sha256 = createHash('sha256').update(prepared.bytes).digest('hex');
  const name = `${sha256.slice(0, HASH_LENGTH)}.${EXTENSIONS[prepared.format]}`;
  const file = path.join(mediaDir, name);
  const url = MEDIA_PREFIX + name;
  const created = await writeOnce(file, prepared.bytes);
  try {
    await scope.db
      .insertInto('studio_uploads')
      .values({
        division_id: scope.division.id,
        user_id: uploader.userId,
        visitor_hash: uploader.userId === null ? uploader.visitorHash : null,
        url,
        format: prepared.format,
        pixel_width: prepared.pixelWidth,
        pixel_height: prepared.pixelHeight,
        bytes: prepared.bytes.length,
        sha256,
        created_at: now(),
      })
      .execute();
  } catch (error) {
    if (created) await rm(file, { force: true });
    throw error;
  }
  return { url, format: prepared.format, pixelWidth: prepared.pixelWidth, pixelHeight: prepared.pixelHeight };
}
