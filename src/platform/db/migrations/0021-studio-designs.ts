import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { flag, jsonText, notNull, withId } from './columns.ts';

// Saved studio designs, the files rendered from them (a print file per printed
// side, a mockup per colour and width), and what products made in the studio carry: the
// design they came from, the blank they are printed on, the owner's price range and the
// staff approval that lists them.
export const studioDesigns: Migration = {
  async up(db: Kysely<any>) {
    await withId(db, db.schema.createTable('designs'))
      /** The share id: /studio/?design={uuid} reopens it, so it is unguessable. */
      .addColumn('uuid', 'text', (col) => col.notNull().unique())
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      .addColumn('blank_product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
      /** The signed-in customer (or owner) who saved it; null for a visitor. */
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      /** src/schemas/design-document.ts DesignDocument as JSON, validated on write. */
      .addColumn('document_json', 'text', notNull)
      /** The blank's price plus each printed side's print cost, minor units of the store currency. */
      .addColumn('price', 'integer', notNull)
      /** 'rendering' until the render job has written every file, then 'ready' (or 'failed'). */
      .addColumn('status', 'text', notNull)
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('designs_division_user').on('designs').columns(['division_id', 'user_id', 'created_at']).execute();

    await withId(db, db.schema.createTable('design_files'))
      .addColumn('design_id', 'integer', (col) => col.notNull().references('designs.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (col) => col.notNull().references('divisions.id').onDelete('cascade'))
      /** 'print' (one per printed side, 300 DPI PNG) or 'mockup' (one per colour, side and width). */
      .addColumn('kind', 'text', notNull)
      .addColumn('side', 'text', notNull)
      /** The garment colour a mockup shows; null for print files. */
      .addColumn('colour', 'text')
      .addColumn('width', 'integer', notNull)
      .addColumn('height', 'integer', notNull)
      /** Recorded in the PNG (pHYs) for print files; null for mockups. */
      .addColumn('dpi', 'integer')
      /** Address under /media/. */
      .addColumn('url', 'text', notNull)
      .addColumn('bytes', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('design_files_design').on('design_files').columns(['design_id', 'kind']).execute();

    /** The design a studio product is printed from (STUSUB products and owners' studio products). */
    await db.schema
      .alterTable('products')
      .addColumn('design_id', 'integer', (col) => col.references('designs.id').onDelete('set null'))
      .execute();
    /** The blank a studio product is printed on. */
    await db.schema
      .alterTable('products')
      .addColumn('base_product_id', 'integer', (col) => col.references('products.id').onDelete('set null'))
      .execute();
    /** Approval: 'approved' lists the product; 'not-modded-yet' awaits staff; 'denied' with a reason. */
    await db.schema
      .alterTable('products')
      .addColumn('approval_status', 'text', (col) => col.notNull().defaultTo('approved'))
      .execute();
    await db.schema.alterTable('products').addColumn('denial_reason', 'text').execute();
    /** The owner's price must lie within these (minor units); null means no bound. */
    await db.schema.alterTable('products').addColumn('min_price', 'integer').execute();
    await db.schema.alterTable('products').addColumn('max_price', 'integer').execute();
    await db.schema.alterTable('products').addColumn('personalizable', 'integer', flag(0)).execute();
    /** Which text layers a shopper may change: [{ layerId, label, maxLength }]. */
    await db.schema.alterTable('products').addColumn('personalization_template_json', 'text', jsonText('[]')).execute();
    await db.schema.createIndex('products_approval').on('products').columns(['division_id', 'approval_status']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('products_approval').ifExists().execute();
    for (const column of [
      'personalization_template_json',
      'personalizable',
      'max_price',
      'min_price',
      'denial_reason',
      'approval_status',
      'base_product_id',
      'design_id',
    ]) {
      await db.schema.alterTable('products').dropColumn(column).execute();
    }
    await db.schema.dropTable('design_files').ifExists().execute();
    await db.schema.dropTable('designs').ifExists().execute();
  },
};
