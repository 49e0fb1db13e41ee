import type { Db } from '../../../platform/db/database.ts';
import type { StoreScope } from '../../stores/index.ts';
import type { Identity } from '../../../lib/identity.ts';
import { isInternal } from '../../../lib/identity.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';

// A studio product's print files are attached to the order for the factory. At order time each
// item of a studio product gets a copy of its design's print files (order_item_files, 0023):
// a later PUT re-renders the design, and what was bought must still be what is printed.

/** The order's (or the caller's) transaction. */
type Trx = Db;

/** Copies the design's print files to one order item, inside the order's transaction. */
export async function attachPrintFiles(trx: Trx, divisionId: number, orderId: number, orderItemId: number, designId: number, time: string): Promise<number> {
  const files = await trx
    .selectFrom('design_files')
    .select(['side', 'url', 'width', 'height', 'dpi'])
    .where('division_id', '=', divisionId)
    .where('design_id', '=', designId)
    .where('kind', '=', 'print')
    .orderBy('side')
    .execute();
  if (files.length === 0) return 0;
  await trx
    .insertInto('order_item_files')
    .values(files.map((file) => ({ order_item_id: orderItemId, order_id: orderId, division_id: divisionId, design_id: designId, ...file, created_at: time })))
    .execute();
  return files.length;
}

/**
 * Items of studio products that have no print files yet (the design was still rendering when
 * the order was made), as (order, item, design) — the order's own or every order of one design.
 */
async function itemsWithoutFiles(trx: Trx, divisionId: number, where: { orderId: number } | { designId: number; since: string }) {
  let query = trx
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select(['order_items.id as itemId', 'orders.id as orderId', 'products.design_id as designId', 'order_items.colour as colour'])
    .where('orders.division_id', '=', divisionId)
    .where('products.division_id', '=', divisionId)
    .where('products.design_id', 'is not', null)
    .where('order_items.bundle_parent_id', 'is', null)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('order_item_files').select('order_item_files.id').whereRef('order_item_files.order_item_id', '=', 'order_items.id'))),
    );
  query =
    'orderId' in where
      ? query.where('orders.id', '=', where.orderId)
      : query.where('products.design_id', '=', where.designId).where('orders.created_at', '>=', where.since);
  return query.execute();
}

/**
 * An item bought while its design was rendering shows the blank's picture; once the files
 * exist it shows the design's mockup in its colour (front first, the largest width), as the
 * receipt of a rendered design does.
 */
async function attachLate(
  trx: Trx,
  divisionId: number,
  item: { orderId: number; itemId: number; designId: number; colour: string | null },
  time: string,
): Promise<void> {
  if ((await attachPrintFiles(trx, divisionId, item.orderId, item.itemId, item.designId, time)) === 0) return;
  const mockups = await trx
    .selectFrom('design_files')
    .select(['side', 'url', 'width'])
    .where('division_id', '=', divisionId)
    .where('design_id', '=', item.designId)
    .where('kind', '=', 'mockup')
    .where('colour', '=', item.colour ?? '')
    .orderBy('width', 'desc')
    .execute();
  const mockup = mockups.find((file) => file.side === 'front') ?? mockups[0];
  if (mockup) await trx.updateTable('order_items').set({ image: mockup.url }).where('id', '=', item.itemId).execute();
}

/** When an order is paid: items whose design had not finished rendering at order time get its files now. */
export async function attachMissingPrintFiles(trx: Trx, divisionId: number, orderId: number, time: string): Promise<void> {
  for (const item of await itemsWithoutFiles(trx, divisionId, { orderId })) await attachLate(trx, divisionId, { ...item, designId: item.designId! }, time);
}

/**
 * When a design finishes rendering: orders placed since its last save (so of this very version)
 * that still lack its files get them. An order placed before a later PUT never receives the
 * new version's files.
 */
export async function attachRenderedPrintFiles(trx: Trx, divisionId: number, designId: number, savedAt: string, time: string): Promise<void> {
  for (const item of await itemsWithoutFiles(trx, divisionId, { designId, since: savedAt })) await attachLate(trx, divisionId, { ...item, designId }, time);
}

export interface PrintFileEntry {
  side: string;
  url: string;
  width: number;
  height: number;
  dpi: number | null;
  /** Drawn with the buyer's texts (personalised-prints.ts), not the design's own file. */
  personalized: boolean;
}

export interface OrderItemPrintFiles {
  itemId: number;
  name: string;
  sku: string;
  colour: string | null;
  size: string | null;
  quantity: number;
  /** What the shopper wrote into the product's personalisation fields. */
  personalization: unknown[];
  files: PrintFileEntry[];
}

/**
 * GET /omnis/v3/atlas/orders/{hash}/print-files/: what the factory prints for an order of this
 * store — item → side → url, size and DPI. Internal staff only; an unknown hash is a 404.
 */
export async function orderPrintFiles(scope: StoreScope, identity: Identity | undefined, hash: string): Promise<{ items: OrderItemPrintFiles[] }> {
  if (!identity?.user) throw new ApiError('unauthenticated');
  if (!isInternal(identity, scope.division.id)) throw new ApiError('permissionDenied');
  const order = await scope.db.selectFrom('orders').select('id').where('division_id', '=', scope.division.id).where('hash', '=', hash).executeTakeFirst();
  if (!order) throw new ApiError('notFound');
  const items = await scope.db
    .selectFrom('order_items')
    .select(['id', 'name', 'sku', 'colour', 'size', 'quantity', 'personalization_json'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const files = await scope.db
    .selectFrom('order_item_files')
    .select(['order_item_id', 'side', 'url', 'width', 'height', 'dpi', 'personalized'])
    .where('order_id', '=', order.id)
    .where('division_id', '=', scope.division.id)
    .orderBy('id')
    .execute();
  return {
    items: items
      .map((item) => ({
        itemId: item.id,
        name: item.name,
        sku: item.sku,
        colour: item.colour,
        size: item.size,
        quantity: item.quantity,
        personalization: JSON.parse(item.personalization_json) as unknown[],
        files: files
          .filter((file) => file.order_item_id === item.id)
          .map(({ order_item_id: _, personalized, ...file }) => ({ ...file, personalized: personalized === 1 })),
      }))
      .filter((item) => item.files.length > 0 || item.personalization.length > 0),
  };
}
