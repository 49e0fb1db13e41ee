import type { Insertable } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { DesignFileTable } from '../../../platform/db/studio-tables.ts';
import { fromJson, now } from '../../../platform/db/json.ts';
import { BlankStudio, type BlankSide } from '../../../schemas/blank-studio.ts';
import { DesignDocument, type DesignLayer } from '../../../schemas/design-document.ts';
import { printedSides } from '../../../lib/studio/printed-sides.ts';
import { contentHash } from './media-output.ts';
import { readLayerImages } from './layer-images.ts';
import { decodedGarment, placementPixels, renderSidePrint, storeMockup, type RawImage } from './mockups.ts';
import { storePrintFile } from './print-file.ts';
import { PermanentRenderError } from './render-errors.ts';

// What a saved design becomes — a 300 DPI print file per printed side and a
// mockup per colour of the blank per printed side in the responsive widths — written to the
// media store and listed in design_files, after which the design is 'ready'.

export interface RenderedFiles {
  rows: Omit<Insertable<DesignFileTable>, 'design_id' | 'division_id' | 'created_at'>[];
}

/** Colours in the order shown: the design's own colour first, then the blank's others. */
function coloursOf(side: BlankSide, designColour: string): string[] {
  const colours = Object.keys(side.mockups);
  return [...colours.filter((colour) => colour === designColour), ...colours.filter((colour) => colour !== designColour)];
}

type FileRow = RenderedFiles['rows'][number];

/**
 * A side's mockups in every colour the blank shows it in (the design's colour first), each
 * in the responsive widths: the print is drawn once per mockup size and composited onto
 * each decoded garment. Mockups outside the media store (an https address) are never
 * fetched: that colour simply has none.
 */
export async function renderSideMockups(
  layers: readonly DesignLayer[],
  side: BlankSide,
  designColour: string,
  sources: ReadonlyMap<string, Buffer>,
  mediaDir: string,
): Promise<FileRow[]> {
  const prints = new Map<string, Promise<{ image: RawImage; hash: string }>>();
  const printAt = (size: { width: number; height: number }) => {
    const key = `${size.width}x${size.height}`;
    let entry = prints.get(key);
    if (!entry) {
      entry = renderSidePrint(layers, side.printArea, sources, size).then((image) => ({ image, hash: contentHash([key, image.data]) }));
      prints.set(key, entry);
    }
    return entry;
  };
  const colours = coloursOf(side, designColour).filter((colour) => (side.mockups[colour] as string).startsWith('/media/'));
  const mockups = await Promise.all(
    colours.map(async (colour) => {
      const address = side.mockups[colour] as string;
      const garment = await decodedGarment(mediaDir, address);
      const at = placementPixels(side.printArea.placement, garment.info);
      const print = await printAt({ width: at.width, height: at.height });
      const files = await storeMockup(mediaDir, garment, address, print.image, print.hash, at);
      return files.map(
        (file): FileRow => ({ kind: 'mockup', side: side.side, colour, width: file.width, height: file.height, dpi: null, url: file.url, bytes: file.bytes }),
      );
    }),
  );
  return mockups.flat();
}

/** Renders every file of a design document on a blank (no database): the job's work. */
export async function renderDesignFiles(document: DesignDocument, studio: BlankStudio, mediaDir: string): Promise<RenderedFiles> {
  const sources = await readLayerImages(
    printedSides(document).flatMap((side) => document.sides[side]),
    mediaDir,
  );
  // A save refuses unoffered sides; a blank edited since simply loses that side's files.
  const sides = printedSides(document).flatMap((name) => studio.sides.filter((entry) => entry.side === name));
  // Mockups of every side at once (small images, the image limiter bounds them), then the
  // print files one at a time: each is tens of megabytes of pixels while it is drawn.
  const mockups = await Promise.all(sides.map((side) => renderSideMockups(document.sides[side.side], side, document.colour, sources, mediaDir)));
  const rows: FileRow[] = [];
  for (const side of sides) {
    const print = await storePrintFile(mediaDir, document.sides[side.side], side.printArea, sources);
    rows.push({ kind: 'print', side: side.side, colour: null, width: print.width, height: print.height, dpi: print.dpi, url: print.url, bytes: print.bytes });
  }
  rows.push(...mockups.flat());
  return { rows };
}

/**
 * Renders a design and records its files. Idempotent: a re-run replaces the rows (the files
 * are content-addressed). When the design was saved again meanwhile, nothing is recorded:
 * the job queued by that save renders the newer document.
 */
export async function renderDesign(db: Db, designId: number, mediaDir: string): Promise<'ready' | 'superseded' | 'missing'> {
  const design = await db.selectFrom('designs').selectAll().where('id', '=', designId).executeTakeFirst();
  if (!design) return 'missing';
  const document = DesignDocument.parse(fromJson(design.document_json, 'designs.document_json'));
  const studioRow = await db
    .selectFrom('blank_studios')
    .select('studio_json')
    .where('product_id', '=', design.blank_product_id)
    .where('division_id', '=', design.division_id)
    .executeTakeFirst();
  if (!studioRow) throw new PermanentRenderError('The blank no longer has studio data.');
  const studio = BlankStudio.parse(fromJson(studioRow.studio_json, 'blank_studios.studio_json'));
  const { rows } = await renderDesignFiles(document, studio, mediaDir);
  const stamp = now();
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('designs')
      .set({ status: 'ready', error: null })
      .where('id', '=', designId)
      .where('updated_at', '=', design.updated_at)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'superseded';
    await trx.deleteFrom('design_files').where('design_id', '=', designId).execute();
    if (rows.length > 0)
      await trx
        .insertInto('design_files')
        .values(rows.map((row) => ({ ...row, design_id: designId, division_id: design.division_id, created_at: stamp })))
        .execute();
    return 'ready';
  });
}

/** Marks the design failed with a reason the saver can read (its document unchanged since). */
export async function markRenderFailed(db: Db, designId: number, reason: string): Promise<void> {
  await db
    .updateTable('designs')
    .set({ status: 'failed', error: reason.slice(0, 500) })
    .where('id', '=', designId)
    .where('status', '=', 'rendering')
    .execute();
}
