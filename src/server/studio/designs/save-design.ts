import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { fromJson, now, toJson } from '../../../platform/db/json.ts';
import { config } from '../../../platform/config/config.ts';
import { enqueue } from '../../../platform/jobs/enqueue.ts';
import { takeAttempt, type Limit } from '../../../platform/security/rate-limit.ts';
import { blankStudioOf } from '../../catalogue/index.ts';
import { GARMENT_SIDES, type BlankStudio } from '../../../schemas/blank-studio.ts';
import { parseDesignDocument, type DesignDocument } from '../../../schemas/design-document.ts';
import { isBlankSku, type ProductOption } from '../../../schemas/product.ts';
import type { SavedDesign } from '../../../schemas/studio-calls.ts';
import { checkDesign, designPrice } from '../../../lib/studio/index.ts';
import { mediaFileName } from '../print-files/layer-images.ts';
import { isStoreImage } from '../uploads/store-image.ts';
import { MEDIA_PREFIX } from '../../../platform/front/media.ts';
import { renderDesignTask } from '../print-files/render-task.ts';
import { designFileRows, findDesignRow, savedDesignFromRow } from './design-records.ts';

// Saving a design. The document is checked against the same rules the island
// shows (schema, the blank's sides and colours, printable resolution), its images must
// already be in the media store (the render job reads files, never URLs), and the row and
// its render job are written in one transaction: a design is never saved without its job.

/** Saves a person (or a visitor's address) may make an hour: each one costs the image workers a render. */
export const SAVE_LIMIT = { max: 120, windowMs: 60 * 60_000 } as const satisfies Limit;

export const IMAGE_SOURCE_MESSAGE = 'Images must be uploaded to this store or chosen from the design library.';
export const BLOCKED_IMAGE_MESSAGE = 'An image is below 100 DPI at its printed size: make it smaller or use a larger image.';

/** A document of 4 sides × 30 layers of 500-character text fits well within this. */
export const DESIGN_BODY_MAX_BYTES = 256 * 1024;

/** The {uuid} of a design call: anything but a share id is simply not found. */
export function designUuidParam(value: string | undefined): string {
  if (!value || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) throw new ApiError('notFound', 'No such design.');
  return value.toLowerCase();
}

export interface Saver {
  userId: number | null;
  clientIp: string;
}

const refused = (field: string, message: string) => ApiError.validation({ [field]: [message] });

async function inMediaStore(name: string): Promise<boolean> {
  try {
    await access(path.join(config.mediaDir, name));
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a media file may be used by this store: a picture another store's image library
 * holds, and this store's does not, is that store's own (files are content-addressed, so the
 * same picture uploaded to both is both stores'). Uploads and library artwork kept outside the
 * image library are not any one store's.
 */
async function ownedElsewhere(scope: StoreScope, name: string): Promise<boolean> {
  const url = `${MEDIA_PREFIX}${name}`;
  // A studio upload or design-library picture of another store (and not of this one) is that store's.
  if (await isStoreImage(scope, url)) return false;
  const upload = await scope.db
    .selectFrom('studio_uploads')
    .select('id')
    .where('url', '=', url)
    .where('division_id', '<>', scope.division.id)
    .limit(1)
    .executeTakeFirst();
  const artwork = await scope.db
    .selectFrom('design_library_items')
    .select('id')
    .where('division_id', '<>', scope.division.id)
    .where((eb) => eb.or([eb('url', '=', url), eb('small_url', '=', url)]))
    .limit(1)
    .executeTakeFirst();
  if (upload || artwork) return true;
  const hash = /^([0-9a-f]{16})-/.exec(name)?.[1];
  if (!hash) return false;
  const holders = await scope.db.selectFrom('media_items').select('division_id').where('content_hash', '=', hash).execute();
  return holders.length > 0 && !holders.some((holder) => holder.division_id === scope.division.id);
}

/** Every image layer (hidden ones too: they may be shown again) names a picture of the media store this store may use. */
async function checkImageSources(scope: StoreScope, document: DesignDocument): Promise<void> {
  for (const side of GARMENT_SIDES) {
    for (const [index, layer] of document.sides[side].entries()) {
      if (layer.type !== 'image') continue;
      const name = mediaFileName(layer.src);
      if (!name || !(await inMediaStore(name)) || (await ownedElsewhere(scope, name)))
        throw refused(`document.sides.${side}[${index}].src`, IMAGE_SOURCE_MESSAGE);
    }
  }
}

interface CheckedDesign {
  document: DesignDocument;
  blankId: number;
  price: number;
}

/** The document checked against this store's blank: 422 with the reason (nothing written) otherwise. */
export async function checkDesignForSave(scope: StoreScope, input: unknown): Promise<CheckedDesign> {
  const parsed = parseDesignDocument(input);
  if (!parsed.ok) throw ApiError.validation({ document: parsed.problems });
  const { document } = parsed;
  const row = await scope.db
    .selectFrom('products')
    .select(['id', 'sku', 'price', 'sale_price', 'options_json'])
    .where('id', '=', document.product.id)
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  if (!row || row.sku !== document.product.sku || !isBlankSku(row.sku)) throw refused('document.product', "This product is not one of this store's blanks.");
  const studio: BlankStudio | null = await blankStudioOf(scope, row.id);
  if (!studio) throw refused('document.product', 'This product cannot be designed in the studio.');
  const options = fromJson<ProductOption[]>(row.options_json, 'products.options_json') ?? [];
  const colour = options.find((option) => option.colour.name === document.colour);
  if (!colour) throw refused('document.colour', `This product does not come in ${document.colour}.`);
  // Throws UnofferedSideError (422) for a printed side the blank lacks.
  const price = designPrice(document, { price: row.price, salePrice: row.sale_price, sides: studio.sides });
  const check = checkDesign(document, studio.sides, colour.colour.hex);
  if (check.resolutions.some((report) => report.status === 'block')) throw refused('document', BLOCKED_IMAGE_MESSAGE);
  if (!check.printable) throw refused('document', 'This design cannot be printed on this product.');
  await checkImageSources(scope, document);
  return { document, blankId: row.id, price: price.total };
}

const saveLimitKey = (scope: StoreScope, saver: Saver) =>
  `design-save:${scope.division.id}:${saver.userId === null ? `ip:${saver.clientIp || 'unknown'}` : `user:${saver.userId}`}`;

/** POST: a new design, status 'rendering', its render job queued with it. */
export async function saveDesign(scope: StoreScope, input: unknown, saver: Saver): Promise<SavedDesign> {
  const checked = await checkDesignForSave(scope, input);
  await takeAttempt(scope.db, saveLimitKey(scope, saver), SAVE_LIMIT);
  const stamp = now();
  const row = await scope.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('designs')
      .values({
        uuid: randomUUID(),
        division_id: scope.division.id,
        blank_product_id: checked.blankId,
        user_id: saver.userId,
        document_json: toJson(checked.document),
        price: checked.price,
        status: 'rendering',
        error: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueue(trx, renderDesignTask, { designId: inserted.id }, { jobKey: `design-render:${inserted.id}` });
    return inserted;
  });
  return savedDesignFromRow(row, []);
}

/**
 * PUT: replaces a design's document and renders it again, keeping its share id. Only the
 * signed-in person who saved it may: a visitor's design has no owner to prove, so it is
 * saved anew instead (403).
 */
export async function updateDesign(scope: StoreScope, uuid: string, input: unknown, saver: Saver): Promise<SavedDesign> {
  const existing = await findDesignRow(scope, uuid);
  if (!existing) throw new ApiError('notFound', 'No such design.');
  if (saver.userId === null) throw new ApiError('unauthenticated');
  if (existing.user_id !== saver.userId)
    throw new ApiError('permissionDenied', 'Only the person who saved this design can change it. Save it as a new design instead.');
  const checked = await checkDesignForSave(scope, input);
  await takeAttempt(scope.db, saveLimitKey(scope, saver), SAVE_LIMIT);
  const row = await scope.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('designs')
      .set({
        blank_product_id: checked.blankId,
        document_json: toJson(checked.document),
        price: checked.price,
        status: 'rendering',
        error: null,
        updated_at: now(),
      })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueue(trx, renderDesignTask, { designId: existing.id }, { jobKey: `design-render:${existing.id}` });
    return updated;
  });
  // The files of the previous document stay listed until the new ones replace them.
  return savedDesignFromRow(row, await designFileRows(scope, row.id));
}
