import type { Db } from '../../../platform/db/database.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { BlankStudio } from '../../../schemas/blank-studio.ts';
import { DesignDocument } from '../../../schemas/design-document.ts';
import { readLayerImages } from '../print-files/layer-images.ts';
import { storePrintFile } from '../print-files/print-file.ts';
import { PermanentRenderError } from '../print-files/render-errors.ts';
import { readPersonalization } from './personalization.ts';
import { personalizedDocument, personalizedSides } from './personalized-document.ts';

// Personalisation, for the factory: an order item of a personalizable studio
// product was given its design's print files at order time (order-print-files.ts), which show
// the designer's texts. Once the order is paid, each side whose templated text layers the
// buyer rewrote is rendered again from personalizedDocument() by the design render job's own
// renderer (storePrintFile: 300 DPI PNG, content-addressed in the media store), and that
// side's order_item_files row is pointed at it and flagged `personalized`. Other sides, and
// items without personalisation, keep the design's files.

export interface PersonalisedPrintsOutcome {
  /** Sides rendered and recorded by this run. */
  rendered: number;
  /** Sides already personalised by an earlier run (left as they are). */
  kept: number;
  /** Items whose design was still rendering when the order was placed: no files to replace yet. */
  waiting: number;
  /** Items left with the design's files, and why. */
  skipped: string[];
}

/** The order's items of studio products (not bundle parts) with the buyer's texts. */
function personalisedItems(db: Db, orderId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select(['order_items.id as itemId', 'order_items.personalization_json as personalization', 'products.design_id as designId'])
    .where('order_items.order_id', '=', orderId)
    .where('order_items.bundle_parent_id', 'is', null)
    .where('order_items.personalization_json', '!=', '[]')
    .orderBy('order_items.id')
    .execute();
}

type PersonalisedItem = Awaited<ReturnType<typeof personalisedItems>>[number];
type OrderOf = { id: number; division_id: number; created_at: string };
type ItemFile = { id: number; side: string; design_id: number | null; personalized: number };
type Texts = ReturnType<typeof readPersonalization>;
type Side = ReturnType<typeof personalizedSides>[number];

/** The design bought (recorded on its files, else the product's) as it was at order time, or undefined (skipped, with why). */
async function boughtDesign(db: Db, order: OrderOf, item: PersonalisedItem, files: readonly ItemFile[], outcome: PersonalisedPrintsOutcome) {
  const designId = files.find((file) => file.design_id !== null)?.design_id ?? item.designId;
  if (designId === null) return undefined;
  const design = await db
    .selectFrom('designs')
    .select(['document_json', 'blank_product_id', 'updated_at'])
    .where('id', '=', designId)
    .where('division_id', '=', order.division_id)
    .executeTakeFirst();
  if (!design) {
    outcome.skipped.push(`item ${item.itemId}: its design is gone`);
    return undefined;
  }
  // The files copied at order time are of the document saved before the order; a design
  // saved again since then no longer describes what was bought.
  if (design.updated_at > order.created_at) {
    outcome.skipped.push(`item ${item.itemId}: design ${designId} was saved again after the order`);
    return undefined;
  }
  return { blankProductId: design.blank_product_id, document: DesignDocument.parse(fromJson(design.document_json, 'designs.document_json')) };
}

/** Renders each side to do from the personalised document and points its file row at the print. */
async function renderSides(
  db: Db,
  order: OrderOf,
  item: PersonalisedItem,
  design: { blankProductId: number; document: DesignDocument },
  texts: Texts,
  todo: readonly { side: Side; rowId: number }[],
  mediaDir: string,
  outcome: PersonalisedPrintsOutcome,
): Promise<void> {
  const studioRow = await db
    .selectFrom('blank_studios')
    .select('studio_json')
    .where('product_id', '=', design.blankProductId)
    .where('division_id', '=', order.division_id)
    .executeTakeFirst();
  if (!studioRow) {
    outcome.skipped.push(`item ${item.itemId}: the blank no longer has studio data`);
    return;
  }
  const studio = BlankStudio.parse(fromJson(studioRow.studio_json, 'blank_studios.studio_json'));
  const personal = personalizedDocument(design.document, texts);
  let sources: Map<string, Buffer>;
  try {
    sources = await readLayerImages(
      todo.flatMap(({ side }) => personal.sides[side]),
      mediaDir,
    );
  } catch (error) {
    // No retry brings back an image gone from the media store: this item keeps the design's files.
    if (!(error instanceof PermanentRenderError)) throw error;
    outcome.skipped.push(`item ${item.itemId}: ${error.message}`);
    return;
  }
  // One side at a time, as the render job does: each is tens of megabytes of pixels while drawn.
  for (const { side, rowId } of todo) {
    const area = studio.sides.find((entry) => entry.side === side)?.printArea;
    if (!area) {
      outcome.skipped.push(`item ${item.itemId}: the blank no longer offers the ${side}`);
      continue;
    }
    const print = await storePrintFile(mediaDir, personal.sides[side], area, sources);
    await db
      .updateTable('order_item_files')
      .set({ url: print.url, width: print.width, height: print.height, dpi: print.dpi, personalized: 1 })
      .where('id', '=', rowId)
      .where('personalized', '=', 0)
      .execute();
    outcome.rendered += 1;
  }
}

/** One item: the sides whose texts the buyer rewrote, rendered again unless an earlier run did. */
async function personaliseItem(db: Db, order: OrderOf, item: PersonalisedItem, mediaDir: string, outcome: PersonalisedPrintsOutcome): Promise<void> {
  const texts = readPersonalization(item.personalization);
  if (texts.length === 0) return;
  const files = await db
    .selectFrom('order_item_files')
    .select(['id', 'side', 'design_id', 'personalized'])
    .where('order_item_id', '=', item.itemId)
    .where('division_id', '=', order.division_id)
    .execute();
  const design = await boughtDesign(db, order, item, files, outcome);
  if (!design) return;
  const sides = personalizedSides(design.document, texts);
  if (sides.length === 0) return;
  if (files.length === 0) {
    outcome.waiting += 1;
    return;
  }
  const todo = sides.flatMap((side) => {
    const row = files.find((file) => file.side === side);
    if (row?.personalized) outcome.kept += 1;
    // No row: the blank stopped offering the side before the design was rendered.
    return row && !row.personalized ? [{ side, rowId: row.id }] : [];
  });
  if (todo.length > 0) await renderSides(db, order, item, design, texts, todo, mediaDir, outcome);
}

/**
 * Renders and records the personalised print files of one paid order. Idempotent: a side
 * already personalised is not rendered again, and the files are content-addressed, so a
 * re-run (or two runs at once) records the same file.
 */
export async function makePersonalisedPrints(db: Db, orderId: number, mediaDir: string): Promise<PersonalisedPrintsOutcome> {
  const outcome: PersonalisedPrintsOutcome = { rendered: 0, kept: 0, waiting: 0, skipped: [] };
  const order = await db.selectFrom('orders').select(['id', 'division_id', 'created_at']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return outcome;
  for (const item of await personalisedItems(db, orderId)) await personaliseItem(db, order, item, mediaDir, outcome);
  return outcome;
}
