// Saved designs for tests. The studio's save (saveDesign) queues a render the server would
// run at once, so a design that must be rendered, or still rendering, when the test looks
// is written as the save and the render leave it: a `designs` row and its `design_files`
// (the save and the render job have their own tests, tests/api/studio-designs.test.ts).
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../../src/platform/db/database.ts';
import type { StoreScope } from '../../../src/server/stores/index.ts';
import { productFromRow } from '../../../src/server/catalogue/index.ts';
import { BlankStudio, type GarmentSide } from '../../../src/schemas/blank-studio.ts';
import { DesignDocument } from '../../../src/schemas/design-document.ts';
import { designPrice } from '../../../src/lib/studio/pricing.ts';
import { printFileSize } from '../../../src/lib/studio/print-file-size.ts';
import type { Product } from '../../../src/schemas/product.ts';
import { TEST_MEDIA_DIR } from '../server.ts';

export type DesignStatus = 'rendering' | 'ready' | 'failed';

/** A design file as the render writes it: a print file (300 DPI, no colour) or a mockup in one colour. */
export interface DesignFile {
  kind: 'print' | 'mockup';
  side: string;
  colour: string | null;
  width: number;
  height: number;
  url: string;
  bytes: number;
}

export interface DesignOverrides {
  /** The blank it is printed on (a product of the store). */
  blankId: number;
  /** What the studio saved (default: an empty document). */
  document?: unknown;
  price?: number;
  status?: DesignStatus;
  /** Whose it is (default: a visitor's). */
  userId?: number | null;
  createdAt?: string;
  files?: readonly DesignFile[];
}

export interface TestDesign {
  id: number;
  uuid: string;
}

/** A saved design of the store, ready (its `files` written) unless `status` says otherwise. */
export async function makeDesign(store: StoreScope, overrides: DesignOverrides): Promise<TestDesign> {
  const uuid = randomUUID();
  const time = overrides.createdAt ?? new Date().toISOString();
  const status = overrides.status ?? 'ready';
  const { id } = await store.db
    .insertInto('designs')
    .values({
      uuid,
      division_id: store.division.id,
      blank_product_id: overrides.blankId,
      user_id: overrides.userId ?? null,
      document_json: JSON.stringify(overrides.document ?? {}),
      price: overrides.price ?? 2500,
      status,
      error: status === 'failed' ? 'Test failure' : null,
      created_at: time,
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const files = overrides.files ?? [];
  if (files.length > 0) {
    await store.db
      .insertInto('design_files')
      .values(files.map((file) => ({ ...file, design_id: id, division_id: store.division.id, dpi: file.kind === 'print' ? 300 : null, created_at: time })))
      .execute();
  }
  return { id, uuid };
}

/** The store's t-shirt blank ({CODE}-BLANK-TS) and its studio data. */
export async function tshirtBlank(db: Db, divisionId: number): Promise<{ blank: Product; studio: BlankStudio }> {
  const row = await db.selectFrom('products').selectAll().where('division_id', '=', divisionId).where('sku', 'like', '%-BLANK-TS').executeTakeFirstOrThrow();
  const studio = await db.selectFrom('blank_studios').select('studio_json').where('product_id', '=', row.id).executeTakeFirstOrThrow();
  return { blank: productFromRow(row), studio: BlankStudio.parse(JSON.parse(studio.studio_json)) };
}

/** A document: text on the front ("Hello", layer `name`), optionally text on the back too. */
export function testDocument(blank: Product, colour: string, options: { back?: boolean; hiddenLayer?: boolean } = {}): DesignDocument {
  const text = (id: string, words: string, hidden = false) => ({
    id,
    type: 'text',
    text: words,
    fontFamily: 'Lato',
    fontWeight: 700,
    fontSizeMm: 30,
    colour: '#ffffff',
    xMm: 40,
    yMm: 60,
    widthMm: 200,
    heightMm: 40,
    hidden,
  });
  return DesignDocument.parse({
    product: { id: blank.id, sku: blank.sku },
    colour,
    sides: {
      front: [text('name', 'Hello'), ...(options.hiddenLayer ? [text('ghost', 'Hidden', true)] : [])],
      back: options.back ? [text('number', '23')] : [],
    },
  });
}

async function png(file: string, width: number, height: number, dpi: number | null, colour: string): Promise<number> {
  mkdirSync(path.dirname(file), { recursive: true });
  let image = sharp({ create: { width, height, channels: 4, background: colour } }).png({ compressionLevel: 1 });
  if (dpi !== null) image = image.withMetadata({ density: dpi });
  const info = await image.toFile(file);
  return info.size;
}

/** Writes a design's print files and mockups (replacing any before) as real PNGs in the test media directory, as the render job would. */
export async function renderTestFiles(
  db: Db,
  design: { id: number; uuid: string; divisionId: number; document: DesignDocument; studio: BlankStudio; version: string; printColour?: string },
): Promise<void> {
  await db.deleteFrom('design_files').where('design_id', '=', design.id).execute();
  const time = new Date().toISOString();
  for (const side of design.studio.sides) {
    if (design.document.sides[side.side as GarmentSide].length === 0) continue;
    const size = printFileSize(side.printArea);
    // /media/ serves flat names only.
    const relative = `studio-test-${design.uuid}-${design.version}-${side.side}`;
    // Print files are large (3543 × 4724 at 300 DPI): a flat PNG compresses to a few kB.
    const printBytes = await png(path.join(TEST_MEDIA_DIR, `${relative}-print.png`), size.width, size.height, 300, design.printColour ?? '#00000000');
    const rows: { kind: 'print' | 'mockup'; colour: string | null; width: number; height: number; dpi: number | null; url: string; bytes: number }[] = [
      { kind: 'print', colour: null, width: size.width, height: size.height, dpi: 300, url: `/media/${relative}-print.png`, bytes: printBytes },
    ];
    for (const width of [400, 800]) {
      const bytes = await png(path.join(TEST_MEDIA_DIR, `${relative}-mockup-${width}.png`), width, width, null, '#333333');
      rows.push({ kind: 'mockup', colour: design.document.colour, width, height: width, dpi: null, url: `/media/${relative}-mockup-${width}.png`, bytes });
    }
    await db
      .insertInto('design_files')
      .values(rows.map((row) => ({ ...row, design_id: design.id, division_id: design.divisionId, side: side.side, created_at: time })))
      .execute();
  }
}

export interface RenderedDesign extends TestDesign {
  blank: Product;
  colour: string;
  price: number;
  document: DesignDocument;
}

/**
 * A design on the store's t-shirt blank (testDocument in its first colour, priced by
 * designPrice), its files real PNGs when ready.
 */
export async function makeRenderedDesign(
  store: StoreScope,
  options: { userId?: number | null; status?: DesignStatus; back?: boolean; hiddenLayer?: boolean; createdAt?: string } = {},
): Promise<RenderedDesign> {
  const { blank, studio } = await tshirtBlank(store.db, store.division.id);
  const colour = blank.options[0]!.colour.name;
  const document = testDocument(blank, colour, options);
  const price = designPrice(document, { ...blank, sides: studio.sides }).total;
  const status = options.status ?? 'ready';
  const design = await makeDesign(store, {
    blankId: blank.id,
    document,
    price,
    status,
    userId: options.userId ?? null,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  if (status === 'ready') await renderTestFiles(store.db, { ...design, divisionId: store.division.id, document, studio, version: 'v1' });
  return { ...design, blank, colour, price, document };
}
