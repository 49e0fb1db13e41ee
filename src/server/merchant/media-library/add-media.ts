import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { now } from '../../../platform/db/json.ts';
import { enqueue } from '../../../platform/jobs/enqueue.ts';
import type { MediaItem } from '../../../schemas/media-library.ts';
import { extensionOf, mediaKindOf, MAX_PICTURE_PIXELS, UPLOAD_FORMAT_MESSAGE, UPLOAD_PIXELS_MESSAGE } from '../../../lib/media-uploads.ts';
import { keepUpload, removeUpload, storeLibraryFile } from './media-files.ts';
import { mediaItemFromRow } from './media-items.ts';
import { processMediaTask } from './process-task.ts';
import { takeAttempt, type Limit } from '../../../platform/security/rate-limit.ts';

/** A library upload as read from its request: the file's name and bytes, and its optional alt text. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
  altText: string;
}

/** What sharp calls each accepted picture format, and the type it is served as. */
const IMAGE_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

const refused = () => ApiError.validation({ file: [UPLOAD_FORMAT_MESSAGE] });

/** The picture's real format, read from its bytes: a renamed file is refused like a wrong one. */
async function pictureType(bytes: Buffer): Promise<string> {
  try {
    const { format, width, height } = await sharp(bytes).metadata();
    const type = format ? IMAGE_TYPES[format] : undefined;
    if (type && width * height > MAX_PICTURE_PIXELS) throw ApiError.validation({ file: [UPLOAD_PIXELS_MESSAGE] });
    if (type) return type;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Not a picture sharp can read: refused below with the formats message.
  }
  throw refused();
}

/** Uploads a store may make an hour: each picture costs the shared image workers seconds of CPU. */
export const UPLOAD_LIMIT = { max: 300, windowMs: 60 * 60_000 } as const satisfies Limit;

export const uploadLimitKey = (divisionId: number) => `media-upload:${divisionId}`;

/** Counts an upload against the store's hourly allowance before its body is read (429 with Retry-After once used up). */
export function takeUploadSlot(scope: StoreScope, now = Date.now()): Promise<void> {
  return takeAttempt(scope.db, uploadLimitKey(scope.division.id), UPLOAD_LIMIT, now);
}

/**
 * Adds an upload to the store's library. A picture is kept and a media.process job queued
 * in the same transaction as its row (202: the browser polls its progress); a file is
 * stored at once.
 */
export async function addMedia(scope: StoreScope, upload: UploadedFile): Promise<MediaItem> {
  const kind = mediaKindOf(upload.name);
  if (!kind || upload.bytes.length === 0) throw refused();
  const extension = extensionOf(upload.name);
  const stamp = now();
  const base = {
    division_id: scope.division.id,
    kind,
    name: upload.name,
    bytes: upload.bytes.length,
    alt_text: upload.altText,
    created_at: stamp,
    updated_at: stamp,
  };

  if (kind === 'file') {
    if (upload.bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw refused();
    const hash = createHash('sha256').update(upload.bytes).digest('hex').slice(0, 16);
    const url = await storeLibraryFile(hash, extension, upload.bytes);
    const row = await scope.db
      .insertInto('media_items')
      .values({ ...base, content_type: 'application/pdf', status: 'ready', progress: 100, content_hash: hash, url })
      .returningAll()
      .executeTakeFirstOrThrow();
    return mediaItemFromRow(row);
  }

  const contentType = await pictureType(upload.bytes);
  const uploadFile = await keepUpload(scope.division.id, extension, upload.bytes);
  try {
    const row = await scope.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('media_items')
        .values({ ...base, content_type: contentType, status: 'processing', progress: 0, upload_file: uploadFile })
        .returningAll()
        .executeTakeFirstOrThrow();
      await enqueue(trx, processMediaTask, { mediaId: inserted.id });
      return inserted;
    });
    return mediaItemFromRow(row);
  } catch (error) {
    await removeUpload(uploadFile);
    throw error;
  }
}
