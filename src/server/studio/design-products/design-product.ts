import type { StoreScope } from '../../stores/index.ts';
import type { Identity } from '../../../lib/identity.ts';
import type { Product, PersonalizationField } from '../../../schemas/product.ts';
import type { DesignDocument } from '../../../schemas/design-document.ts';
import type { DesignProduct } from '../../../schemas/studio-calls.ts';
import type { DesignProductBody } from '../../../schemas/studio-calls.ts';
import { GARMENT_SIDES } from '../../../schemas/blank-studio.ts';
import { visibleLayers } from '../../../schemas/design-document.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { insertProduct } from '../../catalogue/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { slugify } from '../../../lib/slugify.ts';
import { productHref } from '../../../lib/catalogue-paths.ts';
import { loadDesignSource, type DesignSource } from './design-source.ts';
import { productLook } from './product-look.ts';

// Save as a product: a shopper's custom product made from their design, sku
// STUSUB-{design id} (unique per store, since a design has one such product), bought from its
// own link only (custom skus are never listed: isShopperListed). One per design: asking again
// answers the product already made.

export const STUSUB_PREFIX = 'STUSUB-';
export const NOT_YOUR_DESIGN = 'Only the customer who saved this design can make it a product.';
export const NOT_A_TEXT_LAYER = 'Choose a text layer of this design.';
export const LAYER_TWICE = 'Each text layer can be personalised once.';
export const NO_FIELDS = 'Choose at least one text layer to personalise.';

const URL_NAME_ATTEMPTS = 20;

export interface DesignProductInput {
  name: string;
  description: string;
  personalizable: boolean;
  personalizationTemplate: PersonalizationField[];
}

export function designProductAnswer(product: Pick<Product, 'id' | 'sku' | 'urlName' | 'approvalStatus'>): DesignProduct {
  return { id: product.id, sku: product.sku, urlName: product.urlName, url: productHref(product), approvalStatus: product.approvalStatus };
}

/** The text layers (any side, visible) a personalisation field may name. */
export function textLayerIds(document: DesignDocument): Set<string> {
  return new Set(
    GARMENT_SIDES.flatMap((side) =>
      visibleLayers(document.sides[side])
        .filter((layer) => layer.type === 'text')
        .map((layer) => layer.id),
    ),
  );
}

/** Spec-style field errors for a template naming anything but the design's visible text layers. */
export function checkTemplate(document: DesignDocument, input: Pick<DesignProductInput, 'personalizable' | 'personalizationTemplate'>): void {
  if (!input.personalizable) return;
  if (input.personalizationTemplate.length === 0) throw ApiError.validation({ personalizationTemplate: [NO_FIELDS] });
  const layers = textLayerIds(document);
  const seen = new Set<string>();
  const errors: Record<string, string[]> = {};
  input.personalizationTemplate.forEach((field, index) => {
    if (!layers.has(field.layerId)) errors[`personalizationTemplate.${index}.layerId`] = [NOT_A_TEXT_LAYER];
    else if (seen.has(field.layerId)) errors[`personalizationTemplate.${index}.layerId`] = [LAYER_TWICE];
    seen.add(field.layerId);
  });
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
}

/** The STUSUB product of this design in this store, if one was made. */
export async function findDesignProduct(scope: StoreScope, designId: number): Promise<Product | undefined> {
  const row = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('design_id', '=', designId)
    .where('sku', '=', `${STUSUB_PREFIX}${designId}`)
    .executeTakeFirst();
  return row ? productFromRow(row) : undefined;
}

/** A free url name from the product's name: name, name-2, name-3… */
async function freeUrlName(scope: StoreScope, name: string): Promise<string> {
  const base = slugify(name).slice(0, 100).replace(/-$/, '') || 'custom-design';
  const taken = new Set(
    (await scope.db.selectFrom('products').select('url_name').where('division_id', '=', scope.division.id).where('url_name', 'like', `${base}%`).execute()).map(
      (row) => row.url_name,
    ),
  );
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The design's STUSUB product, made when it does not exist yet. Two callers at once meet at
 * the unique index on (design_id) for STUSUB skus (0023) or on the url name: the loser reads
 * the winner's product, or tries the next url name.
 */
export async function ensureDesignProduct(scope: StoreScope, source: DesignSource, input: DesignProductInput): Promise<{ product: Product; created: boolean }> {
  const designId = source.row.id;
  for (let attempt = 0; attempt < URL_NAME_ATTEMPTS; attempt += 1) {
    const existing = await findDesignProduct(scope, designId);
    if (existing) return { product: existing, created: false };
    const look = productLook({
      designId,
      colour: source.document.colour,
      ready: source.row.status === 'ready',
      files: source.files,
      blankId: source.blank.id,
      blankOption: source.blankOption,
      studio: source.studio,
    });
    const { blank } = source;
    try {
      const id = await insertProduct(scope, {
        sku: `${STUSUB_PREFIX}${designId}`,
        name: input.name,
        description: input.description,
        meta: { title: '', description: '' },
        urlName: await freeUrlName(scope, input.name),
        type: blank.type,
        gender: blank.gender,
        manufacturer: blank.manufacturer,
        price: source.row.price,
        salePrice: null,
        enabled: true,
        vatRate: blank.vatRate,
        defaultColour: source.document.colour,
        options: look.options,
        images: look.images,
        designs: look.designs,
        tags: [],
        customiseIt: false,
        enableAddToCart: true,
        sizeChartId: blank.sizeChartId,
        designId,
        baseProductId: blank.id,
        approvalStatus: 'approved',
        personalizable: input.personalizable,
        personalizationTemplate: input.personalizable ? input.personalizationTemplate : [],
      });
      const made = await scope.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return { product: productFromRow(made), created: true };
    } catch (error) {
      // A unique index refused it: the next turn finds the winner's product or a free name.
      if (attempt === URL_NAME_ATTEMPTS - 1) throw error;
    }
  }
  throw new Error('unreachable');
}

/** POST studio.product (…/studio/designs/{uuid}/product/): the saver's (or, for a visitor's design, the link holder's) custom product. */
export async function createDesignProduct(
  scope: StoreScope,
  identity: Identity | undefined,
  uuid: string,
  input: DesignProductBody,
): Promise<{ product: DesignProduct; created: boolean }> {
  const source = await loadDesignSource(scope, uuid);
  if (source.row.user_id !== null && source.row.user_id !== identity?.user?.id) throw new ApiError('permissionDenied', NOT_YOUR_DESIGN);
  const existing = await findDesignProduct(scope, source.row.id);
  if (existing) return { product: designProductAnswer(existing), created: false };
  checkTemplate(source.document, input);
  const { product, created } = await ensureDesignProduct(scope, source, input);
  return { product: designProductAnswer(product), created };
}
