import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { DesignStatus } from '../../../platform/db/studio-tables.ts';
import { unlistedPage } from '../../../platform/pages/unlisted-page.ts';
import { PRIVATE_ORDER_HEADERS } from '../../../platform/pages/private-page.ts';
import { loginRedirect } from '../../../lib/page-access.ts';
import { designShareUrl } from '../../../lib/studio-links.ts';
import { productHref } from '../../../lib/catalogue-paths.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { blankStudioOf } from '../../catalogue/index.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { STUSUB_PREFIX } from './design-product.ts';
import { userDesignRows } from '../designs/design-records.ts';

// Signed-in customers see their saved designs: /account/designs/, read straight
// from the customer's own `designs` rows in this store (never another customer's, never
// another store's), newest first.

export const MY_DESIGNS_PATH = '/account/designs/';
/** Enough for any shopper; the oldest beyond it are still reachable by their share links. */
export const MY_DESIGNS_LIMIT = 60;
/** The thumbnail's width: the smallest rendered mockup at least this wide. */
const THUMBNAIL_WIDTH = 400;

export const DESIGN_STATUS_LABELS: Record<DesignStatus, string> = { rendering: 'Preparing print files', ready: 'Ready', failed: 'Could not be printed' };

export interface MyDesign {
  uuid: string;
  /** The custom product's name when one was made, else "Custom {blank}". */
  name: string;
  blankName: string;
  colour: string;
  createdAt: string;
  price: number;
  status: DesignStatus;
  thumbnail: string | null;
  /** /studio/?design={uuid} */
  studioUrl: string;
  /** The custom product's own page, when one was made. */
  productUrl: string | null;
  /** The sizes the design's colour comes in (the add-to-basket form's choices); empty when it can no longer be bought. */
  sizes: string[];
}

export interface MyDesignsView {
  designs: MyDesign[];
}

interface StoredDocument {
  colour?: string;
  sides?: { front?: unknown[] };
}

/** The customer's designs in this store, newest first. */
export async function listMyDesigns(scope: StoreScope, userId: number): Promise<MyDesign[]> {
  const rows = await userDesignRows(scope, userId, MY_DESIGNS_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const blankIds = [...new Set(rows.map((row) => row.blank_product_id))];
  const [blanks, mockups, products] = await Promise.all([
    scope.db.selectFrom('products').selectAll().where('division_id', '=', scope.division.id).where('id', 'in', blankIds).execute(),
    scope.db
      .selectFrom('design_files')
      .select(['design_id', 'colour', 'width', 'url'])
      .where('division_id', '=', scope.division.id)
      .where('design_id', 'in', ids)
      .where('kind', '=', 'mockup')
      .where('side', '=', 'front')
      .orderBy('width')
      .execute(),
    scope.db
      .selectFrom('products')
      .select(['design_id', 'name', 'url_name'])
      .where('division_id', '=', scope.division.id)
      .where('design_id', 'in', ids)
      .where('sku', 'like', `${STUSUB_PREFIX}%`)
      .execute(),
  ]);
  const blankById = new Map(blanks.map((row) => [row.id, productFromRow(row)]));
  const studios = new Map(await Promise.all(blankIds.map(async (id) => [id, await blankStudioOf(scope, id)] as const)));
  return rows.map((row) => {
    const document = fromJson<StoredDocument>(row.document_json, 'designs.document_json');
    const colour = document.colour ?? '';
    const blank = blankById.get(row.blank_product_id);
    const own = mockups.filter((file) => file.design_id === row.id && file.colour === colour);
    const mockup = own.find((file) => file.width >= THUMBNAIL_WIDTH) ?? own.at(-1);
    const blankFront = studios.get(row.blank_product_id)?.sides.find((side) => side.side === 'front')?.mockups[colour];
    const product = products.find((candidate) => candidate.design_id === row.id);
    const blankName = blank?.name ?? 'Garment';
    return {
      uuid: row.uuid,
      name: product?.name ?? `Custom ${blankName}`,
      blankName,
      colour,
      createdAt: row.created_at,
      price: row.price,
      status: row.status,
      thumbnail: mockup?.url ?? blankFront ?? null,
      studioUrl: designShareUrl(row.uuid),
      productUrl: product ? productHref({ urlName: product.url_name }) : null,
      sizes: row.status === 'failed' ? [] : (blank?.options.find((option) => option.colour.name === colour)?.sizes ?? []),
    };
  });
}

/** /account/designs/: a signed-in customer's designs; anyone else logs in first. */
export async function myDesignsPage(scope: StoreScope, shell: ShellData, url: URL, userId: number | null): Promise<StorefrontPage<MyDesignsView>> {
  if (userId === null) return { kind: 'redirect', location: loginRedirect(MY_DESIGNS_PATH), status: 303, headers: PRIVATE_ORDER_HEADERS };
  const head = { title: 'My designs', description: `Your designs with ${shell.companyName}.`, path: MY_DESIGNS_PATH, loginState: 'everyone' as const };
  return unlistedPage(shell, url.origin, head, { designs: await listMyDesigns(scope, userId) }, { headers: PRIVATE_ORDER_HEADERS });
}
