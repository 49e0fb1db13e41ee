import { ORDER_STATUSES, ORDER_FLOW_NAMES, type OrderFlowName } from '../../../lib/order-flows/index.ts';
import { FACTORIES } from '../../../lib/after-sale/factories.ts';
import { isPriority } from '../../../lib/after-sale/priorities.ts';
import { DISPLAY_TIME_ZONE } from '../../../lib/dates.ts';

// The back office's order list is filtered by a plain GET form, so its address
// is shareable and it works without JavaScript. This turns that query string into the
// filters the list query takes — and back into links — and names every value it refused.
// Pure: the unit tests drive it directly; the page shows the errors, the API answers 422.

export const DEFAULT_PAGE_SIZE = 25;
/** No page of the list is longer than this: every query is bounded. */
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;

export const ORDER_SORTS = ['newest', 'priority'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** 'none' filters orders with no factory yet (unpaid ones). */
export const FACTORY_FILTERS = [...FACTORIES.map((factory) => factory.code), 'none'] as const;

/** Where a page of the list starts: after (older than) or before (newer than) an order. */
export interface OrderCursor {
  id: number;
  /** Present when sorting by priority (the sort key is priority, then id). */
  priority?: number;
}

export interface OrderFilters {
  search: string;
  status?: string;
  divisionId?: number;
  factory?: string;
  priority?: number;
  flow?: OrderFlowName;
  /** Created on or after this day (YYYY-MM-DD, a day of the display time zone, as dates are shown). */
  from?: string;
  /** Created on or before this day (YYYY-MM-DD, inclusive). */
  to?: string;
  sort: OrderSort;
  size: number;
  after?: OrderCursor;
  before?: OrderCursor;
}

export interface ParsedFilters {
  filters: OrderFilters;
  /** Field → message, for every value refused (the value is then left out). */
  errors: Record<string, string>;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE = /^\d{1,9}$/;
const STATUS_CODES = new Set<string>(ORDER_STATUSES.map((status) => status.code));

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** "1234" (newest) or "2.1234" (priority, id). */
export function parseCursor(value: string, sort: OrderSort): OrderCursor | undefined {
  if (sort === 'newest') return WHOLE.test(value) && Number(value) > 0 ? { id: Number(value) } : undefined;
  const match = /^(\d)\.(\d{1,9})$/.exec(value);
  if (!match || !isPriority(Number(match[1])) || Number(match[2]) === 0) return undefined;
  return { priority: Number(match[1]), id: Number(match[2]) };
}

export function formatCursor(cursor: OrderCursor): string {
  return cursor.priority === undefined ? String(cursor.id) : `${cursor.priority}.${cursor.id}`;
}

/** Reads the list's query string. Blank values are "no filter"; wrong ones are errors. */
export function parseOrderFilters(params: URLSearchParams): ParsedFilters {
  const errors: Record<string, string> = {};
  const value = (name: string) => (params.get(name) ?? '').trim();
  const filters: OrderFilters = { search: '', sort: 'newest', size: DEFAULT_PAGE_SIZE };

  const search = value('q');
  if (search.length > MAX_SEARCH_LENGTH) errors.q = `Must contain no more than ${MAX_SEARCH_LENGTH} characters.`;
  else filters.search = search;

  const status = value('status');
  if (status !== '') {
    if (STATUS_CODES.has(status)) filters.status = status;
    else errors.status = 'Unknown order status.';
  }

  const store = value('store');
  if (store !== '') {
    if (WHOLE.test(store) && Number(store) > 0) filters.divisionId = Number(store);
    else errors.store = 'Unknown store.';
  }

  const factory = value('factory');
  if (factory !== '') {
    if ((FACTORY_FILTERS as readonly string[]).includes(factory)) filters.factory = factory;
    else errors.factory = 'Unknown factory.';
  }

  const priority = value('priority');
  if (priority !== '') {
    if (/^\d$/.test(priority) && isPriority(Number(priority))) filters.priority = Number(priority);
    else errors.priority = 'Unknown priority.';
  }

  const flow = value('flow');
  if (flow !== '') {
    if ((ORDER_FLOW_NAMES as readonly string[]).includes(flow)) filters.flow = flow as OrderFlowName;
    else errors.flow = 'Unknown flow.';
  }

  for (const name of ['from', 'to'] as const) {
    const day = value(name);
    if (day === '') continue;
    if (isDay(day)) filters[name] = day;
    else errors[name] = 'Please enter a date (YYYY-MM-DD).';
  }
  if (filters.from && filters.to && filters.from > filters.to) errors.to = 'Must be on or after the first date.';

  const sort = value('sort');
  if (sort !== '') {
    if ((ORDER_SORTS as readonly string[]).includes(sort)) filters.sort = sort as OrderSort;
    else errors.sort = 'Unknown sort.';
  }

  const size = value('size');
  if (size !== '') {
    if (WHOLE.test(size) && Number(size) >= 1 && Number(size) <= MAX_PAGE_SIZE) filters.size = Number(size);
    else errors.size = `Must be a number from 1 to ${MAX_PAGE_SIZE}.`;
  }

  const after = value('after');
  const before = value('before');
  if (after !== '' && before !== '') errors.after = 'Use after or before, not both.';
  else if (after !== '') {
    const cursor = parseCursor(after, filters.sort);
    if (cursor) filters.after = cursor;
    else errors.after = 'Invalid page.';
  } else if (before !== '') {
    const cursor = parseCursor(before, filters.sort);
    if (cursor) filters.before = cursor;
    else errors.before = 'Invalid page.';
  }
  return { filters, errors };
}

/** The filters as query values (no cursor): the base of the list's page links. */
export function filterQuery(filters: OrderFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search) query.q = filters.search;
  if (filters.status) query.status = filters.status;
  if (filters.divisionId !== undefined) query.store = String(filters.divisionId);
  if (filters.factory) query.factory = filters.factory;
  if (filters.priority !== undefined) query.priority = String(filters.priority);
  if (filters.flow) query.flow = filters.flow;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.sort !== 'newest') query.sort = filters.sort;
  if (filters.size !== DEFAULT_PAGE_SIZE) query.size = String(filters.size);
  return query;
}

/** `path?filters&after=…` (or before): a page link that keeps every filter. */
export function listHref(path: string, filters: OrderFilters, page?: { after?: OrderCursor; before?: OrderCursor }): string {
  const params = new URLSearchParams(filterQuery(filters));
  if (page?.after) params.set('after', formatCursor(page.after));
  if (page?.before) params.set('before', formatCursor(page.before));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Minutes `timeZone`'s wall clock is ahead of UTC at `instant` (60 in BST, 0 in GMT). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((wall - instant) / 60_000);
}

/**
 * The instant `day` starts on the wall clock the list shows dates in (London's: the dates on
 * screen and the dates in the filter agree in summer too). Clocks change at 01:00 UTC, never
 * at midnight, so the offset an hour either side of midnight is the day's.
 */
export function dayStart(day: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  return new Date(midnightUtc - zoneOffsetMinutes(midnightUtc, timeZone) * 60_000).toISOString();
}

/** The first instant after `day` (the exclusive end of a `to` filter). */
export function dayAfter(day: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
  return dayStart(next, timeZone);
}
