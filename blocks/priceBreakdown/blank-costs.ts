import type { StoreScope } from '../../src/server/stores/index.ts';
import type { Product } from '../../src/schemas/product.ts';
import { BLANK_SKU_MARK, isBlankSku } from '../../src/schemas/product.ts';
import { GARMENT_SIDES, type GarmentSide } from '../../src/schemas/blank-studio.ts';
import { blankStudioOf } from '../../src/server/catalogue/index.ts';
import { fromJson } from '../../src/platform/db/json.ts';
import { breakdownOf, printedSidesOf, type BlankCosts, type PriceBreakdown } from './breakdown.ts';

// Which of the store's blanks a product is printed on, and at what cost (server side, for the
// priceBreakdown and profitPerMonth loaders). Only this store's blanks with studio data count.

type BlankRow = { id: number; sku: string; name: string; price: number; sale_price: number | null };

const blankColumns = ['id', 'sku', 'name', 'price', 'sale_price'] as const;

async function blankById(scope: StoreScope, id: number): Promise<BlankRow | undefined> {
  const row = await scope.db.selectFrom('products').select(blankColumns).where('division_id', '=', scope.division.id).where('id', '=', id).executeTakeFirst();
  return row && isBlankSku(row.sku) ? row : undefined;
}

/** A blank by its sku, or the store's first enabled blank of a garment type. */
async function blankNamed(scope: StoreScope, name: string): Promise<BlankRow | undefined> {
  const base = scope.db.selectFrom('products').select(blankColumns).where('division_id', '=', scope.division.id).where('sku', 'like', `%${BLANK_SKU_MARK}%`);
  if (name.toUpperCase().includes(BLANK_SKU_MARK)) return base.where('sku', '=', name.toUpperCase()).executeTakeFirst();
  return base.where('type', '=', name).where('enabled', '=', 1).orderBy('id').executeTakeFirst();
}

/**
 * The blank a product is printed on: the one the block names (a blank's sku or a garment type),
 * else the product's own blank (baseProductId, or its design's), else the store's blank of the
 * product's garment type. Null when none is found or it has no studio data (no print costs).
 */
export async function blankCostsFor(
  scope: StoreScope,
  product: Pick<Product, 'type' | 'baseProductId' | 'designId'>,
  named = '',
): Promise<(BlankCosts & { id: number }) | null> {
  let row: BlankRow | undefined;
  if (named) row = await blankNamed(scope, named);
  else {
    if (product.baseProductId !== null) row = await blankById(scope, product.baseProductId);
    if (!row && product.designId !== null) {
      const design = await scope.db
        .selectFrom('designs')
        .select('blank_product_id')
        .where('division_id', '=', scope.division.id)
        .where('id', '=', product.designId)
        .executeTakeFirst();
      if (design) row = await blankById(scope, design.blank_product_id);
    }
    if (!row) row = await blankNamed(scope, product.type);
  }
  if (!row) return null;
  const studio = await blankStudioOf(scope, row.id);
  if (!studio) return null;
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    price: row.price,
    salePrice: row.sale_price,
    sides: studio.sides.map(({ side, printCost }) => ({ side, printCost })),
  };
}

/** The sides a studio product's design prints (visible layers), or null for a product without a readable design. */
async function designSides(scope: StoreScope, designId: number): Promise<GarmentSide[] | null> {
  const design = await scope.db
    .selectFrom('designs')
    .select('document_json')
    .where('division_id', '=', scope.division.id)
    .where('id', '=', designId)
    .executeTakeFirst();
  if (!design) return null;
  const document = fromJson<{ sides?: Partial<Record<GarmentSide, { hidden?: boolean }[]>> }>(design.document_json, 'designs.document_json');
  return GARMENT_SIDES.filter((side) => (document.sides?.[side] ?? []).some((layer) => !layer.hidden));
}

/** A product's price breakdown from its blank's real costs; null when it has no blank with print costs. */
export async function productBreakdown(scope: StoreScope, product: Product, named = ''): Promise<{ breakdown: PriceBreakdown; blank: BlankCosts } | null> {
  const blank = await blankCostsFor(scope, product, named);
  if (!blank) return null;
  const designed = (product.designId !== null ? await designSides(scope, product.designId) : null) ?? product.designs;
  return { breakdown: breakdownOf(product, blank, printedSidesOf(designed, blank)), blank };
}
