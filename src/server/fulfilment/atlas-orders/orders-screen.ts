import type { StaffContext } from '../../stores/index.ts';
import { ORDER_STATUSES, ORDER_FLOW_NAMES } from '../../../lib/order-flows/index.ts';
import { FACTORIES } from '../../../lib/after-sale/factories.ts';
import { PRIORITIES } from '../../../lib/after-sale/priorities.ts';
import { ATLAS_ORDERS_PATH } from '../../../lib/atlas-order-calls.ts';
import { MAX_PAGE_SIZE, listHref, parseOrderFilters, type OrderFilters } from './order-filters.ts';
import { listOrders, storeChoices, type OrderListRow } from './list-orders.ts';

// /atlas/orders/: the filter form's choices, the refused values, one page of
// orders and the links to the pages either side — everything the view draws.

export interface Choice {
  value: string;
  label: string;
}

export interface OrdersView {
  filters: OrderFilters;
  /** The form's values as typed (a refused value is shown back with its message). */
  values: Record<string, string>;
  errors: Record<string, string>;
  orders: OrderListRow[];
  nextHref: string | null;
  previousHref: string | null;
  choices: { statuses: Choice[]; stores: Choice[]; factories: Choice[]; priorities: Choice[]; flows: Choice[] };
  maxPageSize: number;
}

const FORM_FIELDS = ['q', 'status', 'store', 'factory', 'priority', 'flow', 'from', 'to', 'sort', 'size'] as const;

export async function loadOrdersView(staff: StaffContext): Promise<OrdersView> {
  const { db } = staff.scope;
  const { filters, errors } = parseOrderFilters(staff.url.searchParams);
  const [page, stores] = await Promise.all([listOrders(db, filters), storeChoices(db)]);
  return {
    filters,
    values: Object.fromEntries(FORM_FIELDS.map((name) => [name, (staff.url.searchParams.get(name) ?? '').slice(0, 200)])),
    errors,
    orders: page.orders,
    nextHref: page.next ? listHref(ATLAS_ORDERS_PATH, filters, { after: page.next }) : null,
    previousHref: page.previous ? listHref(ATLAS_ORDERS_PATH, filters, { before: page.previous }) : null,
    choices: {
      statuses: ORDER_STATUSES.map((status) => ({ value: status.code, label: status.name })),
      stores: stores.map((store) => ({ value: String(store.id), label: `${store.name} (${store.subdomain})` })),
      factories: [...FACTORIES.map((factory) => ({ value: factory.code, label: factory.name })), { value: 'none', label: 'Not assigned' }],
      priorities: PRIORITIES.map((priority) => ({ value: String(priority.value), label: priority.name })),
      flows: ORDER_FLOW_NAMES.map((flow) => ({ value: flow, label: flow[0]!.toUpperCase() + flow.slice(1) })),
    },
    maxPageSize: MAX_PAGE_SIZE,
  };
}
