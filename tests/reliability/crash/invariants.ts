// Half-written data after a kill: the parts of one write that must exist together (an order
// with its items, totals and status log; a paid order with its one captured attempt and its
// basket emptied; a page version with its document; a live page equal to its newest version).
// Each finding is one string; the crash test wants none.
import type { Db } from '../../../src/platform/db/database.ts';

export interface Scope {
  /** E-mail prefix of the crash test's orders (lower case). */
  orderEmailPrefix: string;
  /** The stores the page writers used. */
  pageDivisions: number[];
}

function blocksOf(json: string): unknown {
  try {
    const parsed = JSON.parse(json) as unknown;
    if (Array.isArray(parsed)) return parsed;
    const blocks = (parsed as { blocks?: unknown } | null)?.blocks;
    return Array.isArray(blocks) ? blocks : undefined;
  } catch {
    return undefined;
  }
}

/** JSON with sorted keys: PostgreSQL's json columns need not keep key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}

async function orderFindings(db: Db, scope: Scope): Promise<string[]> {
  const findings: string[] = [];
  const orders = await db.selectFrom('orders').selectAll().where('email', 'like', `${scope.orderEmailPrefix}%`).execute();
  for (const order of orders) {
    const at = `order ${order.id} (${order.email}, ${order.status})`;
    const items = await db.selectFrom('order_items').select(['price', 'quantity', 'bundle_parent_id']).where('order_id', '=', order.id).execute();
    if (items.length === 0) findings.push(`${at}: no items`);
    const subtotal = items.filter((item) => item.bundle_parent_id === null).reduce((sum, item) => sum + item.price * item.quantity, 0);
    if (items.length > 0 && subtotal !== order.subtotal) findings.push(`${at}: items add up to ${subtotal}, subtotal ${order.subtotal}`);
    if (order.total !== order.subtotal - order.discount + order.shipping)
      findings.push(`${at}: total ${order.total} ≠ ${order.subtotal} − ${order.discount} + ${order.shipping}`);
    const logs = (await db.selectFrom('order_status_logs').select('status').where('order_id', '=', order.id).execute()).map((log) => log.status);
    if (!logs.includes('to_be_paid')) findings.push(`${at}: no to_be_paid status log`);
    const attempts = await db.selectFrom('payment_attempts').selectAll().where('order_id', '=', order.id).execute();
    const captured = attempts.filter((attempt) => attempt.successful === 1);
    if (order.status === 'paid') {
      if (!logs.includes('paid')) findings.push(`${at}: paid without its paid status log`);
      if (captured.length !== 1) findings.push(`${at}: paid with ${captured.length} successful payment attempts`);
      for (const attempt of captured) {
        if (attempt.status !== 'captured' || attempt.amount !== order.total)
          findings.push(`${at}: successful attempt ${attempt.id} is ${attempt.status} for ${attempt.amount}, the order is ${order.total}`);
        if (order.transaction_id !== attempt.provider_reference)
          findings.push(`${at}: transaction ${order.transaction_id}, attempt ${attempt.provider_reference}`);
      }
      if (order.paid_at === null) findings.push(`${at}: paid without paid_at`);
      if (order.basket_id !== null) {
        const left = await db.selectFrom('basket_items').select('id').where('basket_id', '=', order.basket_id).execute();
        if (left.length > 0) findings.push(`${at}: paid, its basket still holds ${left.length} lines`);
      }
    } else {
      if (order.status !== 'to_be_paid') findings.push(`${at}: unexpected status`);
      if (captured.length > 0 || logs.includes('paid')) findings.push(`${at}: waiting for payment with a successful attempt or a paid log`);
      if (order.paid_at !== null || order.transaction_id !== null) findings.push(`${at}: waiting for payment with paid_at/transaction_id set`);
    }
  }
  return findings;
}

/** Rows whose parent row is gone, anywhere in the database (foreign keys should make these impossible). */
async function orphanFindings(db: Db): Promise<string[]> {
  const findings: string[] = [];
  const items = await db
    .selectFrom('order_items')
    .leftJoin('orders', 'orders.id', 'order_items.order_id')
    .select('order_items.id')
    .where('orders.id', 'is', null)
    .execute();
  if (items.length > 0) findings.push(`${items.length} order items without their order`);
  const attempts = await db
    .selectFrom('payment_attempts')
    .leftJoin('orders', 'orders.id', 'payment_attempts.order_id')
    .select('payment_attempts.id')
    .where('orders.id', 'is', null)
    .execute();
  if (attempts.length > 0) findings.push(`${attempts.length} payment attempts without their order`);
  const logs = await db
    .selectFrom('order_status_logs')
    .leftJoin('orders', 'orders.id', 'order_status_logs.order_id')
    .select('order_status_logs.id')
    .where('orders.id', 'is', null)
    .execute();
  if (logs.length > 0) findings.push(`${logs.length} order status logs without their order`);
  const lines = await db
    .selectFrom('basket_items')
    .leftJoin('baskets', 'baskets.id', 'basket_items.basket_id')
    .select('basket_items.id')
    .where('baskets.id', 'is', null)
    .execute();
  if (lines.length > 0) findings.push(`${lines.length} basket lines without their basket`);
  const versions = await db
    .selectFrom('page_versions')
    .leftJoin('pages', 'pages.id', 'page_versions.page_id')
    .select('page_versions.id')
    .where('pages.id', 'is', null)
    .execute();
  if (versions.length > 0) findings.push(`${versions.length} page versions without their page`);
  const drafts = await db
    .selectFrom('page_drafts')
    .leftJoin('pages', 'pages.id', 'page_drafts.page_id')
    .select('page_drafts.page_id')
    .where('pages.id', 'is', null)
    .execute();
  if (drafts.length > 0) findings.push(`${drafts.length} page drafts without their page`);
  return findings;
}

async function pageFindings(db: Db, scope: Scope): Promise<string[]> {
  if (scope.pageDivisions.length === 0) return [];
  const findings: string[] = [];
  const pages = await db
    .selectFrom('pages')
    .select(['id', 'url', 'published', 'blocks_json'])
    .where('division_id', 'in', scope.pageDivisions)
    .where('url', 'like', '/crash-%')
    .execute();
  for (const page of pages) {
    const at = `page ${page.id} (${page.url})`;
    const versions = await db.selectFrom('page_versions').select(['number', 'page_json']).where('page_id', '=', page.id).orderBy('number').execute();
    const draft = await db.selectFrom('page_drafts').select('page_json').where('page_id', '=', page.id).executeTakeFirst();
    versions.forEach((version, index) => {
      if (version.number !== index + 1) findings.push(`${at}: versions numbered ${versions.map((v) => v.number).join(',')}`);
      if (blocksOf(version.page_json) === undefined) findings.push(`${at}: version ${version.number} without its document`);
    });
    if (draft && blocksOf(draft.page_json) === undefined) findings.push(`${at}: draft without its document`);
    const newest = versions.at(-1);
    if (page.published === 1) {
      if (!newest) findings.push(`${at}: live without a version`);
      else if (canonical(blocksOf(page.blocks_json)) !== canonical(blocksOf(newest.page_json)))
        findings.push(`${at}: live copy differs from version ${newest.number}`);
    } else {
      // A page is created with its draft in one transaction and is never unpublished here.
      if (!draft) findings.push(`${at}: unpublished without a draft`);
      if (versions.length > 0) findings.push(`${at}: unpublished with ${versions.length} versions`);
    }
  }
  return findings;
}

/** Everything half-written in the crash test's data (and orphans anywhere). */
export async function halfWritten(db: Db, scope: Scope): Promise<string[]> {
  return [...(await orderFindings(db, scope)), ...(await orphanFindings(db)), ...(await pageFindings(db, scope))];
}
