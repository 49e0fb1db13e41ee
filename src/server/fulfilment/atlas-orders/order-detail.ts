import type { Db } from '../../../platform/db/database.ts';
import { fromJson } from '../../../platform/db/json.ts';
import {
  ORDER_FLOWS,
  flowFor,
  groupIndex,
  isExchange,
  nextStatuses,
  orderStatus,
  percentageComplete,
  type OrderFlowName,
} from '../../../lib/order-flows/index.ts';
import { activeQuantity } from '../../../lib/after-sale/order-changes.ts';
import { factoryName } from '../../../lib/after-sale/factories.ts';
import { PRIORITIES } from '../../../lib/after-sale/priorities.ts';
import { formatMoney } from '../../../lib/money.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { isSafeUrl } from '../../../lib/url-sanitiser.ts';
import { addressLines, readOrderAddress } from '../../commerce/index.ts';
import type { StatusChip } from './list-orders.ts';
import { loadItems, loadLogs, loadOrder, loadPayments, loadRelated, type OrderRow } from './order-detail-records.ts';
import { refundableAmount } from '../../commerce/index.ts';

// One order as the back office sees it — its flow drawn as groups with the
// current one marked, every log (status, changes, labels, returns, pigeonholes), items with
// their factory labels and active quantity, addresses, payments, refunds, related orders.
// Reads only: the actions are src/server/fulfilment/atlas-orders/order-actions.ts.

export interface FlowGroup {
  statuses: StatusChip[];
  current: boolean;
  done: boolean;
}

export interface LabelView {
  id: number;
  counter: number;
  barcode: string;
  pickface: string;
  cancelled: boolean;
  toBePicked: boolean;
  timesPrinted: number;
  prints: number;
  pretreats: number;
  logs: { kind: string; who: string; note: string | null; dateText: string }[];
}

export interface ItemView {
  id: number;
  name: string;
  sku: string;
  image: string | null;
  colour: string | null;
  size: string | null;
  quantity: number;
  returnedQuantity: number;
  activeQuantity: number;
  priceText: string;
  bundleParentId: number | null;
  parentItemId: number | null;
  labels: LabelView[];
  printFiles: { side: string; url: string; width: number; height: number }[];
  returns: { quantity: number; kind: string; reason: string; status: string; outcome: string | null; labelCode: string; dateText: string }[];
}

export interface RelatedOrder {
  id: number;
  status: StatusChip;
  relation: 'parent' | 'exchange' | 'reprint' | 'child';
  reprintReason: string | null;
  createdText: string;
}

export interface OrderDetail {
  id: number;
  hash: string;
  divisionId: number;
  storeName: string;
  subdomain: string;
  /** The store's own domain, when it has one (its receipt and invoice links go there). */
  customDomain: string | null;
  email: string;
  customerName: string;
  status: StatusChip;
  flow: OrderFlowName;
  groups: FlowGroup[];
  percent: number | null;
  next: StatusChip[];
  factory: string | null;
  factoryName: string;
  priority: { value: number; name: string; colour: string };
  currency: string;
  total: number;
  totalText: string;
  refundedTotal: number;
  refundedText: string;
  /** What may still be refunded (total − refunded), minor units. */
  refundable: number;
  refundableText: string;
  reprintReason: string | null;
  version: number;
  createdText: string;
  paidText: string | null;
  shippingMethod: string;
  shippingAddress: string[];
  billingAddress: string[];
  statusLog: { status: StatusChip; who: string; dateText: string }[];
  changeLog: { kind: string; actor: string; who: string; detail: string; dateText: string }[];
  items: ItemView[];
  pigeonholeLogs: { pigeonhole: string; action: string; item: string; who: string; dateText: string }[];
  attempts: { methodName: string; successful: boolean; message: string; status: string; amountText: string; dateText: string }[];
  refunds: { amountText: string; reason: string; status: string; who: string; dateText: string }[];
  related: RelatedOrder[];
  trackingCodes: { carrier: string; code: string; url: string | null }[];
}

export function statusChip(code: string): StatusChip {
  const status = orderStatus(code);
  return { code, name: status?.name ?? code, colour: status?.colour ?? '#4b5563' };
}

function personName(user: { email: string | null; first_name: string | null; last_name: string | null } | undefined, fallback = 'System'): string {
  if (!user?.email) return fallback;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return name ? `${name} (${user.email})` : user.email;
}

/** A change log's detail JSON as one readable line: "from M to L", or "key: value, …". */
export function describeDetail(detail: unknown): string {
  if (typeof detail !== 'object' || detail === null) return '';
  const record = detail as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  const parts: string[] = [];
  if ('from' in record || 'to' in record) parts.push(`from ${text(record.from ?? '—')} to ${text(record.to ?? '—')}`);
  for (const [key, value] of Object.entries(record))
    if (key !== 'from' && key !== 'to' && value !== null && value !== undefined && value !== '') parts.push(`${key}: ${text(value)}`);
  return parts.join(', ');
}

interface TrackingCode {
  carrier?: unknown;
  code?: unknown;
  url?: unknown;
}

type ItemRecords = Awaited<ReturnType<typeof loadItems>>;

function labelView(label: ItemRecords['labelRows'][number], labelLogRows: ItemRecords['labelLogRows']): LabelView {
  const logs = labelLogRows.filter((log) => log.label_id === label.id);
  return {
    id: label.id,
    counter: label.counter,
    barcode: label.barcode,
    pickface: label.pickface,
    cancelled: label.cancelled === 1,
    toBePicked: label.to_be_picked === 1,
    timesPrinted: label.times_printed,
    prints: logs.filter((log) => log.kind === 'print').length,
    pretreats: logs.filter((log) => log.kind === 'pretreat').length,
    logs: logs.map((log) => ({ kind: log.kind, who: personName(log), note: log.note, dateText: formatDisplayDate(log.created_at) })),
  };
}

/** Each item with its labels, active quantity, print files and returns. */
function itemViews(records: ItemRecords, money: (amount: number) => string): ItemView[] {
  const { itemRows, labelRows, fileRows, returnRows, labelLogRows } = records;
  return itemRows.map((item) => {
    const labels = labelRows.filter((label) => label.order_item_id === item.id).map((label) => labelView(label, labelLogRows));
    return {
      id: item.id,
      name: item.name,
      sku: item.sku,
      image: item.image && isSafeUrl(item.image) ? item.image : null,
      colour: item.colour,
      size: item.size,
      quantity: item.quantity,
      returnedQuantity: item.returned_quantity,
      activeQuantity: activeQuantity({
        quantity: item.quantity,
        returnedQuantity: item.returned_quantity,
        cancelledLabels: labels.filter((label) => label.cancelled).length,
      }),
      priceText: money(item.price),
      bundleParentId: item.bundle_parent_id,
      parentItemId: item.parent_item_id,
      labels,
      printFiles: fileRows
        .filter((file) => file.order_item_id === item.id && isSafeUrl(file.url))
        .map((file) => ({ side: file.side, url: file.url, width: file.width, height: file.height })),
      returns: returnRows
        .filter((row) => row.order_item_id === item.id)
        .map((row) => ({
          quantity: row.quantity,
          kind: row.kind,
          reason: row.reason,
          status: row.status,
          outcome: row.outcome,
          labelCode: row.label_code,
          dateText: formatDisplayDate(row.created_at),
        })),
    };
  });
}

/** The order's flow drawn as groups, the current one marked, its share done and the statuses it may move to. */
function flowView(order: OrderRow, statusRows: { status: string }[]): Pick<OrderDetail, 'flow' | 'groups' | 'percent' | 'next'> {
  const history = [...statusRows.map((row) => row.status), order.status];
  const flow = flowFor({ factory: order.factory, history });
  const at = groupIndex(flow, order.status);
  const share = percentageComplete(flow, order.status);
  return {
    flow,
    groups: ORDER_FLOWS[flow].map((group, index) => ({ statuses: group.map((code) => statusChip(code)), current: index === at, done: at >= 0 && index < at })),
    percent: share === null ? null : Math.round(share * 100),
    next: nextStatuses(flow, order.status).map((code) => statusChip(code)),
  };
}

/** The order's parent and children, each named for how it relates: parent, reprint, exchange or child. */
function relatedOrders(order: OrderRow, { relatedRows, childHistories }: Awaited<ReturnType<typeof loadRelated>>): RelatedOrder[] {
  return relatedRows.map((row) => {
    const parent = row.id === order.parent_order_id;
    const relation: RelatedOrder['relation'] = parent
      ? 'parent'
      : row.reprint_reason?.trim()
        ? 'reprint'
        : isExchange({ parentId: row.parent_order_id, reprintReason: row.reprint_reason, history: childHistories.get(row.id) ?? [row.status] })
          ? 'exchange'
          : 'child';
    return { id: row.id, status: statusChip(row.status), relation, reprintReason: row.reprint_reason, createdText: formatDisplayDate(row.created_at) };
  });
}

/** The logs, payments and tracking codes as the order page lists them. */
function logViews(
  order: OrderRow,
  { statusRows, changeRows, pigeonRows }: Awaited<ReturnType<typeof loadLogs>>,
  { attemptRows, refundRows }: Awaited<ReturnType<typeof loadPayments>>,
  itemNames: ReadonlyMap<number, string>,
  money: (amount: number) => string,
): Pick<OrderDetail, 'statusLog' | 'changeLog' | 'pigeonholeLogs' | 'attempts' | 'refunds' | 'trackingCodes'> {
  const tracking = fromJson<TrackingCode[] | null>(order.tracking_codes_json, 'orders.tracking_codes_json');
  return {
    statusLog: statusRows.map((row) => ({ status: statusChip(row.status), who: personName(row), dateText: formatDisplayDate(row.created_at) })),
    changeLog: changeRows.map((row) => ({
      kind: row.kind,
      actor: row.actor,
      who: personName(row, row.actor === 'shopper' ? 'Customer' : 'System'),
      detail: describeDetail(fromJson(row.detail_json, 'order_change_logs.detail_json')),
      dateText: formatDisplayDate(row.created_at),
    })),
    pigeonholeLogs: pigeonRows.map((row) => ({
      pigeonhole: `${factoryName(row.factory)} #${row.number}`,
      action: row.action,
      item: row.order_item_id === null ? '' : (itemNames.get(row.order_item_id) ?? ''),
      who: personName(row),
      dateText: formatDisplayDate(row.created_at),
    })),
    attempts: attemptRows.map((row) => ({
      methodName: row.method_name,
      successful: row.successful === 1,
      message: row.message,
      status: row.status,
      amountText: money(row.amount),
      dateText: formatDisplayDate(row.created_at),
    })),
    refunds: refundRows.map((row) => ({
      amountText: money(row.amount),
      reason: row.reason,
      status: row.status,
      who: personName(row),
      dateText: formatDisplayDate(row.created_at),
    })),
    trackingCodes: (Array.isArray(tracking) ? tracking : []).map((entry) => ({
      carrier: String(entry.carrier ?? ''),
      code: String(entry.code ?? ''),
      url: typeof entry.url === 'string' && isSafeUrl(entry.url) ? entry.url : null,
    })),
  };
}

/** The order `id` of any store, or undefined. Staff only: the caller checked. */
export async function orderDetail(db: Db, id: number): Promise<OrderDetail | undefined> {
  const order = await loadOrder(db, id);
  if (!order) return undefined;
  const [logs, items, payments, related] = await Promise.all([loadLogs(db, id), loadItems(db, id), loadPayments(db, id), loadRelated(db, order)]);

  const money = (amount: number) => formatMoney(amount, order.currency);
  const priority = PRIORITIES.find((entry) => entry.value === order.priority) ?? PRIORITIES[0];
  const refundable = refundableAmount(order);
  const itemNames = new Map(items.itemRows.map((item) => [item.id, item.name]));
  const shippingAddress = readOrderAddress(order.shipping_address_json, 'orders.shipping_address_json');
  const lists = logViews(order, logs, payments, itemNames, money);
  return {
    id: order.id,
    hash: order.hash,
    divisionId: order.division_id,
    storeName: order.storeName,
    subdomain: order.subdomain,
    customDomain: order.customDomain,
    email: order.email,
    customerName: [order.first_name, order.last_name].filter(Boolean).join(' ') || shippingAddress.name,
    status: statusChip(order.status),
    ...flowView(order, logs.statusRows),
    factory: order.factory,
    factoryName: factoryName(order.factory),
    priority: { value: priority.value, name: priority.name, colour: priority.colour },
    currency: order.currency,
    total: order.total,
    totalText: money(order.total),
    refundedTotal: order.refunded_total,
    refundedText: money(order.refunded_total),
    refundable,
    refundableText: money(refundable),
    reprintReason: order.reprint_reason,
    version: order.version,
    createdText: formatDisplayDate(order.created_at),
    paidText: order.paid_at ? formatDisplayDate(order.paid_at) : null,
    shippingMethod: order.shipping_method,
    shippingAddress: addressLines(shippingAddress),
    billingAddress: addressLines(readOrderAddress(order.billing_address_json, 'orders.billing_address_json')),
    statusLog: lists.statusLog,
    changeLog: lists.changeLog,
    items: itemViews(items, money),
    pigeonholeLogs: lists.pigeonholeLogs,
    attempts: lists.attempts,
    refunds: lists.refunds,
    related: relatedOrders(order, related),
    trackingCodes: lists.trackingCodes,
  };
}
