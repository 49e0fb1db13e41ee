import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { config } from '../../../platform/config/config.ts';
import { fromJson, now, toJson } from '../../../platform/db/json.ts';
import { bumpContentVersion } from '../../stores/index.ts';
import { storeImage } from '../../../platform/storage/media-store.ts';
import { PRODUCT_IMAGE_WIDTH } from '../../studio/index.ts';
import { IMAGE_JOB_LIMIT } from '../../../platform/storage/job-limit.ts';
import { createLimiter } from '../../../lib/concurrency.ts';
import { Image } from '../../../schemas/image.ts';
import type { MagicModelAnswer, MagicModelChoices } from '../../../schemas/magic-model.ts';
import { composeMagicModel } from './compose.ts';
import { magicScene, MAGIC_SCENE_NAMES, MAGIC_SCENES, type MagicScene } from './scenes.ts';
import { pictureProducts, productPicture } from './product-picture.ts';
import { writeFileAtomically } from '../../../platform/storage/atomic-file.ts';

// The magic model creator: a product placed in a scene, previewed small
// (cached by content hash: the same picture in the same scene is composed once) and, on "Use
// as product image", composed at product-image size, stored through the media store with its
// responsive widths and appended to that product's images.

/** Bump when the composition changes, so cached previews are not mistaken for new ones. */
const COMPOSITION_VERSION = 'magic-model:v1';
export const PREVIEW_SIZE = 480;

/** Compositions are CPU-bound like the media store's jobs: one per core, the rest wait their turn. */
const runComposition = createLimiter(IMAGE_JOB_LIMIT);
const compose = (source: Buffer, scene: MagicScene, size: number) => runComposition(() => composeMagicModel(source, scene, size));

export const unknownScene = () => ApiError.validation({ scene: [`Choose one of the scenes: ${MAGIC_SCENE_NAMES.join(', ')}.`] });

function sceneNamed(name: string): MagicScene {
  const scene = magicScene(name);
  if (!scene) throw unknownScene();
  return scene;
}

export async function magicModelChoices(scope: StoreScope, search = ''): Promise<MagicModelChoices> {
  return {
    scenes: Object.entries(MAGIC_SCENES).map(([name, scene]) => ({ name, label: scene.label })),
    products: await pictureProducts(scope, search),
  };
}

/** Where previews are kept: beside the media files but never served (/media/ serves flat names only). */
const previewDir = () => path.join(config.mediaDir, 'magic-model');

export interface MagicPreview {
  bytes: Buffer;
  /** The preview's content hash: its ETag. */
  hash: string;
}

/** The small preview of a product in a scene (WebP), composed once per picture and scene. */
export async function magicModelPreview(scope: StoreScope, productId: number, sceneName: string): Promise<MagicPreview> {
  const scene = sceneNamed(sceneName);
  const picture = await productPicture(scope, productId);
  // Media file names carry their own content hash; size and time guard a file replaced in place.
  const { size, mtimeMs } = await stat(picture.file);
  const hash = createHash('sha256')
    .update(JSON.stringify([COMPOSITION_VERSION, sceneName, PREVIEW_SIZE, picture.url, size, mtimeMs]))
    .digest('hex')
    .slice(0, 24);
  const file = path.join(previewDir(), `${hash}.webp`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return { bytes: cached, hash };
  const composition = await compose(await readFile(picture.file), scene, PREVIEW_SIZE);
  const bytes = await sharp(composition.data, { raw: { width: PREVIEW_SIZE, height: PREVIEW_SIZE, channels: 3 } })
    .webp({ quality: 78, effort: 2 })
    .toBuffer();
  await writeFileAtomically(file, bytes);
  return { bytes, hash };
}

/**
 * Composes the product in the scene at product-image size, stores it and appends it to the
 * product's images. Compositions are deterministic, so the same picture in the same scene is
 * the same image (content hash): asked again, the product keeps one copy (`added: false`).
 */
export async function useMagicModel(scope: StoreScope, productId: number, sceneName: string): Promise<MagicModelAnswer> {
  const scene = sceneNamed(sceneName);
  const picture = await productPicture(scope, productId);
  const size = PRODUCT_IMAGE_WIDTH;
  const composition = await compose(await readFile(picture.file), scene, size);
  const stored = await storeImage(sharp(composition.data, { raw: { width: size, height: size, channels: 3 } }), {
    altText: `${picture.name}, ${scene.label.toLowerCase()}`,
    maxWidth: size,
  });
  let images: Image[] = [];
  let image = stored;
  let added = false;
  const readImages = async (db: StoreScope['db']) => {
    const row = await db
      .selectFrom('products')
      .select('images_json')
      .where('id', '=', picture.productId)
      .where('division_id', '=', scope.division.id)
      .executeTakeFirstOrThrow();
    // Entries are kept as stored (none dropped); only readable ones count for positions.
    const kept = fromJson<unknown[]>(row.images_json, 'products.images_json') ?? [];
    const current = kept.flatMap((entry) => {
      const parsed = Image.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
    return { kept, current, already: current.find((entry) => entry.id === stored.id) };
  };
  const before = await readImages(scope.db);
  // Already there: nothing changes, so the store's pages are not rebuilt for it.
  if (before.already) return { image: before.already, productId: picture.productId, images: before.current, added };
  // Read again and written in the version bump's transaction: a concurrent edit of the images is not lost.
  await bumpContentVersion(scope, {
    write: async (db) => {
      const { kept, current, already } = await readImages(db);
      if (already) {
        image = already;
        images = current;
        return;
      }
      image = { ...stored, position: current.reduce((last, entry) => Math.max(last, entry.position + 1), 0) };
      images = [...current, image];
      added = true;
      await db
        .updateTable('products')
        .set({ images_json: toJson([...kept, image]), updated_at: now() })
        .where('id', '=', picture.productId)
        .where('division_id', '=', scope.division.id)
        .execute();
    },
  });
  return { image, productId: picture.productId, images, added };
}
