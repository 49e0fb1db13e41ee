import type { StoreScope } from '../../stores/index.ts';
import { toJson, now } from '../../../platform/db/json.ts';
import { STUSUB_PREFIX, findDesignProduct, textLayerIds } from './design-product.ts';
import { sourceOf } from './design-source.ts';
import { productLook } from './product-look.ts';
import { attachRenderedPrintFiles } from './order-print-files.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';

/**
 * The render job's hook: once a design's files are written (first save or a PUT),
 * its STUSUB product shows the new mockups and print files, charges the design's price and
 * keeps only the personalisation fields whose text layers the design still prints.
 * Orders already placed keep the files copied to them (order-print-files.ts). Custom product
 * pages are not kept by the render cache (product-page.ts), so nothing needs to be bumped.
 * Safe to call for a design without a product, or one that failed.
 */
export async function designRendered(scope: StoreScope, designId: number): Promise<void> {
  const row = await scope.db.selectFrom('designs').selectAll().where('division_id', '=', scope.division.id).where('id', '=', designId).executeTakeFirst();
  if (row?.status !== 'ready') return;
  await inTransaction(scope.db, (trx) => attachRenderedPrintFiles(trx, scope.division.id, designId, row.updated_at, now()));
  const product = await findDesignProduct(scope, designId);
  if (!product) return;
  const source = await sourceOf(scope, row);
  const look = productLook({
    designId,
    colour: source.document.colour,
    ready: true,
    files: source.files,
    blankId: source.blank.id,
    blankOption: source.blankOption,
    studio: source.studio,
  });
  // A re-saved design may have dropped a templated text layer: buyers are asked only for those still printed.
  const layers = textLayerIds(source.document);
  const template = product.personalizationTemplate.filter((field) => layers.has(field.layerId));
  await scope.db
    .updateTable('products')
    .set({
      images_json: toJson(look.images),
      options_json: toJson(look.options),
      designs_json: toJson(look.designs),
      price: row.price,
      default_colour: source.document.colour,
      personalization_template_json: toJson(template),
      personalizable: product.personalizable && template.length > 0 ? 1 : 0,
      updated_at: now(),
    })
    .where('division_id', '=', scope.division.id)
    .where('id', '=', product.id)
    .where('sku', '=', `${STUSUB_PREFIX}${designId}`)
    .execute();
}
