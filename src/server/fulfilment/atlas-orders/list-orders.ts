import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { Database } from '../../../platform/db/tables.ts';
import { PAPER_FACTORY, flowFor, orderStatus, percentageComplete, type OrderFlowName } from '../../../lib/order-flows/index.ts';
import { factoryName } from '../../../lib/after-sale/factories.ts';
import { PRIORITIES } from '../../../lib/after-sale/priorities.ts';
import { formatMoney } from '../../../lib/money.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { readOrderAddress } from '../../commerce/index.ts';
import { dayAfter, dayStart, type OrderCursor, type OrderFilters } from './order-filters.ts';

// Every store's orders for the back office, one bounded page at a time.
// Keyset pagination (never OFFSET): a page is "the next `size` orders after this one" in the
// sort's order — id for newest first (ids grow as orders are placed; the primary key serves
// it), (priority, id) for priority first (index orders_priority_id) — so page 400 costs what
// page 1 costs, and an order placed meanwhile never shifts a page under the reader.

export interface StatusChip {
  code: string;
  name: string;
  colour: string;
}

export interface OrderListRow {
  id: number;
  hash: string;
  email: string;
  customerName: string;
  status: StatusChip;
  flow: OrderFlowName;
  /** 0–100, or null when the status is not on the order's flow. */
  percent: number | null;
  storeName: string;
  subdomain: string;
  divisionId: number;
  factory: string | null;
  factoryName: string;
  priority: { value: number; name: string; colour: string };
  total: number;
  currency: string;
  totalText: string;
  createdAt: string;
  createdText: string;
  isChild: boolean;
}

export interface OrderListPage {
  orders: OrderListRow[];
  /** Cursor of the next (older / lower priority) page, when there is one. */
  next?: OrderCursor;
  /** Cursor of the previous page, when this is not the first. */
  previous?: OrderCursor;
}

type Eb = ExpressionBuilder<Database, 'orders' | 'divisions' | 'users'>;

/** `text` as a LIKE pattern matching it anywhere, its own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function lowerLike(column: Expression<unknown>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}

/**
 * The search box: an order number ("1234" or "#1234") finds that order and nothing else (a
 * number is not looked for inside e-mails and addresses); otherwise the hash finds its order,
 * and the text is looked for in the e-mail, the customer's account name and the shipping
 * address (which carries the name the order ships to).
 */
function searchCondition(eb: Eb, search: string): Expression<SqlBool> {
  const number = /^#?(\d{1,9})$/.exec(search);
  if (number) return eb('orders.id', '=', Number(number[1]));
  const pattern = containsPattern(search);
  return eb.or([
    eb('orders.hash', '=', search),
    lowerLike(eb.ref('orders.email'), pattern),
    lowerLike(sql`${eb.ref('users.first_name')} || ' ' || ${eb.ref('users.last_name')}`, pattern),
    lowerLike(eb.ref('orders.shipping_address_json'), pattern),
  ]);
}

/** Ever a quote (an order is bespoke if it was ever in quote): now, or in its status log. */
function wasQuote(eb: ExpressionBuilder<Database, 'orders'>): Expression<SqlBool> {
  return eb.or([
    eb('orders.status', '=', 'quote'),
    eb.exists(
      eb
        .selectFrom('order_status_logs')
        .select('order_status_logs.id')
        .whereRef('order_status_logs.order_id', '=', 'orders.id')
        .where('order_status_logs.status', '=', 'quote'),
    ),
  ]);
}

function flowCondition(eb: Eb, flow: OrderFlowName): Expression<SqlBool> {
  if (flow === 'bespoke') return wasQuote(eb);
  const paper = eb('orders.factory', '=', PAPER_FACTORY);
  const notPaper = eb.or([eb('orders.factory', 'is', null), eb('orders.factory', '!=', PAPER_FACTORY)]);
  return eb.and([eb.not(wasQuote(eb)), flow === 'paper' ? paper : notPaper]);
}

/** Orders strictly after (`older`) or before a cursor in the sort's order. */
function cursorCondition(eb: Eb, cursor: OrderCursor, older: boolean): Expression<SqlBool> {
  const past = older ? '<' : '>';
  if (cursor.priority === undefined) return eb('orders.id', past, cursor.id);
  // A row-value comparison, (priority, id) < (p, i): both databases read it as one range of
  // the (priority, id) index, where the OR spelling of the same test scans it.
  return eb(eb.refTuple('orders.priority', 'orders.id'), past, eb.tuple(cursor.priority, cursor.id));
}

function cursorOf(row: { id: number; priority: number }, filters: OrderFilters): OrderCursor {
  return filters.sort === 'priority' ? { priority: row.priority, id: row.id } : { id: row.id };
}

/** The page's query: the filters, the search, the cursor and the sort; one row more than the page to tell whether there is another. */
function pageQuery(db: Db, filters: OrderFilters) {
  const backwards = filters.before !== undefined;
  const direction = backwards ? 'asc' : 'desc';
  let query = db
    .selectFrom('orders')
    .innerJoin('divisions', 'divisions.id', 'orders.division_id')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.hash',
      'orders.email',
      'orders.status',
      'orders.factory',
      'orders.priority',
      'orders.total',
      'orders.currency',
      'orders.created_at',
      'orders.shipping_address_json',
      'orders.parent_order_id',
      'orders.division_id',
      'divisions.name as storeName',
      'divisions.subdomain',
      'users.first_name',
      'users.last_name',
    ]);
  if (filters.status) query = query.where('orders.status', '=', filters.status);
  if (filters.divisionId !== undefined) query = query.where('orders.division_id', '=', filters.divisionId);
  if (filters.factory === 'none') query = query.where('orders.factory', 'is', null);
  else if (filters.factory) query = query.where('orders.factory', '=', filters.factory);
  if (filters.priority !== undefined) query = query.where('orders.priority', '=', filters.priority);
  if (filters.from) query = query.where('orders.created_at', '>=', dayStart(filters.from));
  if (filters.to) query = query.where('orders.created_at', '<', dayAfter(filters.to));
  if (filters.flow) {
    const flow = filters.flow;
    query = query.where((eb) => flowCondition(eb, flow));
  }
  if (filters.search) {
    const search = filters.search;
    query = query.where((eb) => searchCondition(eb, search));
  }
  const cursor = filters.after ?? filters.before;
  if (cursor) query = query.where((eb) => cursorCondition(eb, cursor, !backwards));
  if (filters.sort === 'priority') query = query.orderBy('orders.priority', direction);
  return query.orderBy('orders.id', direction).limit(filters.size + 1);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

/** One row of the list: its flow and share done, status and priority chips, money and dates as text. */
function listedOrder(row: PageRow, bespoke: boolean): OrderListRow {
  const flow = flowFor({ factory: row.factory, history: bespoke ? ['quote'] : [] });
  const share = percentageComplete(flow, row.status);
  const status = orderStatus(row.status);
  const priority = PRIORITIES.find((entry) => entry.value === row.priority) ?? PRIORITIES[0];
  const accountName = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    hash: row.hash,
    email: row.email,
    customerName: accountName || readOrderAddress(row.shipping_address_json, 'orders.shipping_address_json').name,
    status: { code: row.status, name: status?.name ?? row.status, colour: status?.colour ?? '#4b5563' },
    flow,
    percent: share === null ? null : Math.round(share * 100),
    storeName: row.storeName,
    subdomain: row.subdomain,
    divisionId: row.division_id,
    factory: row.factory,
    factoryName: factoryName(row.factory),
    priority: { value: priority.value, name: priority.name, colour: priority.colour },
    total: row.total,
    currency: row.currency,
    totalText: formatMoney(row.total, row.currency),
    createdAt: row.created_at,
    createdText: formatDisplayDate(row.created_at),
    isChild: row.parent_order_id !== null,
  };
}

export async function listOrders(db: Db, filters: OrderFilters): Promise<OrderListPage> {
  const backwards = filters.before !== undefined;
  const fetched = await pageQuery(db, filters).execute();
  const more = fetched.length > filters.size;
  const rows = fetched.slice(0, filters.size);
  if (backwards) rows.reverse();
  const bespoke = await bespokeIds(
    db,
    rows.map((row) => row.id),
  );
  const page: OrderListPage = { orders: rows.map((row) => listedOrder(row, bespoke.has(row.id))) };
  const first = rows[0];
  const last = rows.at(-1);
  // Going forwards, there is a next page when one more row came back, a previous one when
  // this page started after a cursor; going backwards it is the other way round.
  if (last && (backwards || more)) page.next = cursorOf(last, filters);
  if (first && (backwards ? more : filters.after !== undefined)) page.previous = cursorOf(first, filters);
  return page;
}

/** Which of these orders were ever a quote (one query for the page). */
async function bespokeIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('orders')
    .select('orders.id')
    .where('orders.id', 'in', ids)
    .where((eb) => wasQuote(eb))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Every store, for the store filter (name order; the list is bounded). */
export async function storeChoices(db: Db): Promise<{ id: number; name: string; subdomain: string }[]> {
  return db.selectFrom('divisions').select(['id', 'name', 'subdomain']).orderBy('name').orderBy('id').limit(1000).execute();
}
