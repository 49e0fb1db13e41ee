import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { unlistedPage, type PageAnswer } from '../../../platform/pages/unlisted-page.ts';
import { PRIVATE_NOT_FOUND, PRIVATE_ORDER_HEADERS } from '../../../platform/pages/private-page.ts';
import { asApiError } from '../../../platform/errors/as-api-error.ts';
import type { FormPost } from '../../../platform/pages/form-post.ts';
import { formBody, flatValues } from '../checkout/form-body.ts';
import { ROOT_FIELD, type FieldErrors } from '../../../lib/validation/index.ts';
import { RETURN_REASONS } from '../../../lib/after-sale/returns.ts';
import { statusLabel } from '../../../lib/order-status.ts';
import { orderChangePages } from '../../../lib/order-change-pages.ts';
import { loadOrderForChanges, type OrderForChanges } from './load-order.ts';
import { itemActiveQuantity, orderAllowances, otherChoices, returnableQuantity, type ChangeableItem, type OrderAllowances } from './order-rules.ts';
import { doneMessage, joinChoice, runOrderForm, type FormOutcome } from './order-forms.ts';
import { findOrderHash } from './find-order.ts';
import { listCustomerOrders } from '../receipts/customer-orders.ts';
import type { ChangeContext } from './change-context.ts';
import { apiPath } from '../../../schemas/api.ts';

// /returns/{orderHash?} = /edit-order/{orderHash?} and /update-address/{orderHash?}:
// the shopper's own order, reached by the receipt's unguessable hash. Private like the
// receipt (never cached, never indexed; a wrong hash is the store's not-found page). Without
// a hash the page asks for the order number and e-mail instead.

export type OrderPageKind = 'edit-order' | 'returns' | 'update-address';

export interface FindOrderView {
  kind: 'find';
  page: OrderPageKind;
  values: { orderNumber: string; email: string };
  errors: FieldErrors;
  /** A signed-in customer's own orders in this store, to pick from instead. */
  yourOrders: { href: string; placedAt: string; status: string; total: number; currency: string }[];
}

export interface RefusedFormView {
  kind: 'refused';
}

export interface LineView {
  item: ChangeableItem;
  parts: ChangeableItem[];
  active: number;
  returnable: number;
  /** Other colour/size pairs: value "Colour|Size" for the selects, and the label shown. */
  choices: { value: string; label: string }[];
}

export interface EditOrderView {
  kind: 'order';
  /** The address the forms post to: the one the shopper came by (/edit-order/… or /returns/…). */
  action: string;
  order: OrderForChanges;
  statusText: string;
  allowances: OrderAllowances;
  lines: LineView[];
  flash: string | null;
  errors: FieldErrors;
  /** Which form was refused ("change-item:12", "cancel"…), so it opens with its values. */
  refusedForm: string | null;
  values: Record<string, string>;
  returnReasons: readonly string[];
  receiptHref: string;
  addressHref: string;
  /** Label PDF address per label code. */
  labelHrefs: Record<string, string>;
}

export interface UpdateAddressView {
  kind: 'address';
  action: string;
  order: OrderForChanges;
  allowances: OrderAllowances;
  flash: string | null;
  errors: FieldErrors;
  /** The form's values, "address.name" …: the posted ones after a refusal, else the current address. */
  values: Record<string, string>;
  editHref: string;
  receiptHref: string;
}

export type OrderChangePageView = FindOrderView | RefusedFormView | EditOrderView | UpdateAddressView;

const TITLES: Record<OrderPageKind, string> = {
  'edit-order': 'Change your order',
  returns: 'Returns and exchanges',
  'update-address': 'Change your delivery address',
};

function pathOf(page: OrderPageKind, hash: string): string {
  return page === 'update-address'
    ? orderChangePages.updateAddress(hash)
    : page === 'returns'
      ? orderChangePages.returns(hash)
      : orderChangePages.editOrder(hash);
}

function lineViews(order: OrderForChanges): LineView[] {
  return order.items
    .filter((item) => item.bundleParentId === null)
    .map((item) => ({
      item,
      parts: order.items.filter((part) => part.bundleParentId === item.id),
      active: itemActiveQuantity(item),
      returnable: returnableQuantity(item),
      choices: otherChoices(item).map((choice) => ({ value: joinChoice(choice), label: [choice.colour, choice.size].filter(Boolean).join(', ') })),
    }));
}

function addressValues(order: OrderForChanges): Record<string, string> {
  const address = order.shippingAddress;
  return flatValues({
    address: {
      name: address.name,
      company: address.company,
      street: address.street,
      city: address.city,
      state: address.state,
      country: address.country,
      zip: address.zip,
      eori: address.eoriNumber,
    },
  });
}

/** Draws a view of the page with its title (and a status other than 200). */
type Answer = (view: OrderChangePageView, title: string, status?: number) => PageAnswer<OrderChangePageView>;

type Refused = Extract<FormOutcome, { kind: 'refused' }>;

/** Without a hash: the form asking for the order number and e-mail (and a signed-in customer's own orders); posted, it goes to the order found. */
async function findOrderPage(
  scope: StoreScope,
  page: OrderPageKind,
  post: FormPost | undefined,
  context: ChangeContext & { clientIp: string },
  answer: Answer,
): Promise<StorefrontPage<OrderChangePageView>> {
  const yourOrders =
    context.userId === null
      ? []
      : (await listCustomerOrders(scope, context.userId)).orders.map((summary) => ({
          href: pathOf(page, summary.hash),
          placedAt: summary.createdAt,
          status: statusLabel(summary.status),
          total: summary.totals.total,
          currency: summary.currency,
        }));
  if (!post) return answer({ kind: 'find', page, values: { orderNumber: '', email: '' }, errors: {}, yourOrders }, 'Find your order');
  const body = formBody(post.form);
  const values = { orderNumber: typeof body.orderNumber === 'string' ? body.orderNumber : '', email: typeof body.email === 'string' ? body.email : '' };
  try {
    const found = await findOrderHash(scope, values, context.clientIp);
    return { kind: 'redirect', location: pathOf(page, found), status: 303, headers: PRIVATE_ORDER_HEADERS };
  } catch (error) {
    const refusal = asApiError(error);
    if (refusal.status >= 500) throw error;
    return {
      ...answer(
        { kind: 'find', page, values, errors: refusal.fieldErrors ?? { [ROOT_FIELD]: [refusal.message] }, yourOrders },
        'Find your order',
        refusal.status,
      ),
      headers: { ...PRIVATE_ORDER_HEADERS, ...refusal.headers },
    };
  }
}

/** The address form of /update-address/: the refused values again, else the order's address. */
function addressView(
  order: OrderForChanges,
  page: OrderPageKind,
  allowances: OrderAllowances,
  flash: string | null,
  refused: Refused | undefined,
): UpdateAddressView {
  return {
    kind: 'address',
    action: pathOf(page, order.hash),
    order,
    allowances,
    flash,
    errors: refused?.errors ?? {},
    values: refused ? refused.values : addressValues(order),
    editHref: orderChangePages.editOrder(order.hash),
    receiptHref: `/receipt/${order.hash}`,
  };
}

/** The order with its lines and their forms (/edit-order/, /returns/): the refused form opens with its values. */
function editView(order: OrderForChanges, page: OrderPageKind, allowances: OrderAllowances, flash: string | null, refused: Refused | undefined): EditOrderView {
  return {
    kind: 'order',
    action: pathOf(page, order.hash),
    order,
    statusText: statusLabel(order.status),
    allowances,
    lines: lineViews(order),
    flash,
    errors: refused?.errors ?? {},
    refusedForm: refused?.form ?? null,
    values: refused?.values ?? {},
    returnReasons: RETURN_REASONS,
    receiptHref: `/receipt/${order.hash}`,
    addressHref: orderChangePages.updateAddress(order.hash),
    labelHrefs: Object.fromEntries(
      order.returns.map((entry) => [entry.labelCode, apiPath('orderChanges.returnLabel', { hash: order.hash, code: entry.labelCode })]),
    ),
  };
}

/** One request to any of the three pages: GET draws it, POST runs its form first. */
export async function orderChangePage(
  scope: StoreScope,
  shell: ShellData,
  post: FormPost | undefined,
  url: URL,
  page: OrderPageKind,
  hash: string | undefined,
  context: ChangeContext & { clientIp: string },
): Promise<StorefrontPage<OrderChangePageView>> {
  const head = (title: string) => ({ title, description: `Your order with ${shell.companyName}.`, path: `/${page}/`, loginState: 'everyone' as const });
  const answer: Answer = (view, title, status = 200) => unlistedPage(shell, url.origin, head(title), view, { status, headers: PRIVATE_ORDER_HEADERS });
  // The CSRF rule for plain forms: only a page of this same host may post here.
  if (post && !post.sameHost) return answer({ kind: 'refused' }, 'We could not accept this form', 403);
  if (!hash) return findOrderPage(scope, page, post, context, answer);

  const found = await loadOrderForChanges(scope, hash);
  if (!found) return PRIVATE_NOT_FOUND;
  let outcome: FormOutcome | undefined;
  if (post) {
    outcome = await runOrderForm(scope, found.hash, post.form, context);
    if (outcome.kind === 'done')
      return { kind: 'redirect', location: `${pathOf(page, found.hash)}?done=${outcome.done}`, status: 303, headers: PRIVATE_ORDER_HEADERS };
  }
  // After a refusal, the order as it is now (a 409 means it changed).
  const order = outcome ? ((await loadOrderForChanges(scope, hash)) ?? found) : found;
  const allowances = orderAllowances(order, context.now ?? new Date());
  const refused = outcome?.kind === 'refused' ? outcome : undefined;
  const flash = refused ? null : doneMessage(url.searchParams.get('done'));
  const view = page === 'update-address' ? addressView(order, page, allowances, flash, refused) : editView(order, page, allowances, flash, refused);
  return answer(view, TITLES[page], refused?.status);
}
