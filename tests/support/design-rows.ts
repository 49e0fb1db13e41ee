// Saved designs for API tests, written straight into the test server's database (the save
// call and the render job have their own tests, tests/api/studio-designs.test.ts): a
// `designs` row with a valid DesignDocument on the store's {CODE}-BLANK-TS, priced by
// designPrice, and real PNG files (print files at 300 DPI, small mockups) in the test media
// directory with their `design_files` rows.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../src/platform/db/database.ts';
import { testDb } from './api.ts';
import { TEST_MEDIA_DIR } from './server.ts';
import { productFromRow } from '../../src/server/catalogue/products.ts';
import { BlankStudio, type GarmentSide } from '../../src/schemas/blank-studio.ts';
import { DesignDocument } from '../../src/schemas/design-document.ts';
import { designPrice } from '../../src/lib/studio/pricing.ts';
import { printFileSize } from '../../src/lib/studio/print-file-size.ts';
import type { Product } from '../../src/schemas/product.ts';

export interface TestDesign {
  id: number;
  uuid: string;
  blank: Product;
  colour: string;
  price: number;
  document: DesignDocument;
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

/** Writes a design's print files and mockups (replacing any before), as the render job would. */
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

/** A saved, rendered design in store `divisionId` (of `userId`, or a visitor's). */
export async function insertTestDesign(
  divisionId: number,
  options: { userId?: number | null; status?: 'rendering' | 'ready' | 'failed'; back?: boolean; hiddenLayer?: boolean; createdAt?: string } = {},
): Promise<TestDesign> {
  const { db } = await testDb();
  const { blank, studio } = await tshirtBlank(db, divisionId);
  const colour = blank.options[0]!.colour.name;
  const document = testDocument(blank, colour, options);
  const price = designPrice(document, { ...blank, sides: studio.sides }).total;
  const uuid = randomUUID();
  const time = options.createdAt ?? new Date().toISOString();
  const status = options.status ?? 'ready';
  const { id } = await db
    .insertInto('designs')
    .values({
      uuid,
      division_id: divisionId,
      blank_product_id: blank.id,
      user_id: options.userId ?? null,
      document_json: JSON.stringify(document),
      price,
      status,
      error: status === 'failed' ? 'Test failure' : null,
      created_at: time,
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status === 'ready') await renderTestFiles(db, { id, uuid, divisionId, document, studio, version: 'v1' });
  return { id, uuid, blank, colour, price, document };
}
