import type * as Answers from './answers.ts';
import type * as Approval from './approval.ts';
import type * as AtlasHome from './atlas-home.ts';
import type * as AtlasOrder from './atlas-order.ts';
import type * as Factory from './factory.ts';
import type * as OwnerProduct from './owner-product.ts';
import type * as People from './people.ts';
import { del, get, patch, post, put, query, schema, type Id } from './api-call.ts';
/** The back office's calls begin here. */
export const atlas = '/omnis/v3/atlas';
const factory = `${atlas}/factory/`;
const returns = `${atlas}/returns/`;

// The back office's calls in the API's table (api.ts): staff only, 401 signed out, 403 otherwise.
export const atlasCalls = {
  /** The 30 days up to `date` (default today), one store or all. */
  'atlas.stats': get(
    ({ store, date, lateAfter }: { store?: string; date?: string; lateAfter?: number } = {}) => `${atlas}/stats/${query({ store, date, lateAfter })}`,
    {
      answers: schema<typeof AtlasHome.AtlasStatsAnswer>(),
    },
  ),
  /** ?status=not-modded-yet|approved|no-approval-item|all&search=&page= */
  'atlas.stores': get(
    ({ status, search, page }: { status?: string; search?: string; page?: number } = {}) =>
      `${atlas}/stores/${query({ status, search, page: page || undefined })}`,
  ),
  'atlas.approveStore': post(({ id }: Id) => `${atlas}/stores/${id}/approve/`, {
    sends: schema<typeof Answers.EmptyBody>(),
    answers: schema<typeof Approval.StoreReviewAnswer>(),
  }),
  'atlas.denyStore': post(({ id }: Id) => `${atlas}/stores/${id}/deny/`, {
    sends: schema<typeof Approval.DenyBody>(),
    answers: schema<typeof Approval.StoreReviewAnswer>(),
  }),
  'atlas.productQueue': get(`${atlas}/products/`, { answers: schema<typeof Approval.AwaitingProductsAnswer>() }),
  'atlas.approveProduct': post(({ id }: Id) => `${atlas}/products/${id}/approve/`, {
    sends: schema<typeof Answers.EmptyBody>(),
    answers: schema<typeof OwnerProduct.OwnerProductAnswer>(),
  }),
  'atlas.denyProduct': post(({ id }: Id) => `${atlas}/products/${id}/deny/`, {
    sends: schema<typeof Approval.DenyBody>(),
    answers: schema<typeof OwnerProduct.OwnerProductAnswer>(),
  }),

  /** The list with the orders page's query (q, status, store, factory, priority, flow, from, to, sort, size, after|before). */
  'atlasOrders.list': get(({ query: search = '' }: { query?: string } = {}) => `${atlas}/orders/${search ? `?${search.replace(/^\?/, '')}` : ''}`),
  'atlasOrders.order': get(({ id }: Id) => `${atlas}/orders/${id}/`),
  'atlasOrders.move': post(({ id }: Id) => `${atlas}/orders/${id}/move/`, { sends: schema<typeof AtlasOrder.MoveBody>() }),
  'atlasOrders.priority': post(({ id }: Id) => `${atlas}/orders/${id}/priority/`, { sends: schema<typeof AtlasOrder.PriorityBody>() }),
  'atlasOrders.factory': post(({ id }: Id) => `${atlas}/orders/${id}/factory/`, { sends: schema<typeof AtlasOrder.FactoryBody>() }),
  'atlasOrders.refund': post(({ id }: Id) => `${atlas}/orders/${id}/refund/`, { sends: schema<typeof AtlasOrder.RefundBody>() }),
  'atlasOrders.exchange': post(({ id }: Id) => `${atlas}/orders/${id}/exchange/`, { sends: schema<typeof AtlasOrder.ExchangeBody>() }),
  'atlasOrders.reprint': post(({ id }: Id) => `${atlas}/orders/${id}/reprint/`, { sends: schema<typeof AtlasOrder.ReprintBody>() }),

  'factory.view': get(({ factory: code }: { factory: string }) => `${factory}?factory=${encodeURIComponent(code)}`, {
    answers: schema<typeof Factory.FactoryView>(),
  }),
  'factory.order': get(({ orderId }: { orderId: number }) => `${factory}orders/${orderId}/`, { answers: schema<typeof Factory.FactoryOrderView>() }),
  /** Every label not printed yet ({ factory }) or one order's labels again ({ orderId }): application/pdf; x-labels-printed: count. */
  'factory.printLabels': post(`${factory}labels/print/`, { sends: schema<typeof Factory.PrintBody>() }),
  'factory.picking': get(({ factory: code }: { factory: string }) => `${factory}picking/?factory=${encodeURIComponent(code)}`, {
    answers: schema<typeof Factory.PickingAnswer>(),
  }),
  'factory.pick': post(`${factory}picking/pick/`, { sends: schema<typeof Factory.PickBody>(), answers: schema<typeof Factory.PickAnswer>() }),
  /** A label, a return label or an RFID badge. */
  'factory.scan': post(`${factory}scan/`, { sends: schema<typeof Factory.ScanBody>(), answers: schema<typeof Factory.ScanResult>() }),
  'factory.dispatch': post(({ orderId }: { orderId: number }) => `${factory}orders/${orderId}/dispatch/`, {
    sends: schema<typeof Factory.DispatchBody>(),
    answers: schema<typeof Factory.Dispatched>(),
  }),
  'factory.reprint': post(({ labelId }: { labelId: number }) => `${factory}labels/${labelId}/reprint/`, {
    sends: schema<typeof Factory.LabelReprintBody>(),
    answers: schema<typeof Factory.Reprinted>(),
  }),
  'returns.list': get(({ status = '', page = 1 }: { status?: string; page?: number } = {}) => `${returns}?status=${encodeURIComponent(status)}&page=${page}`, {
    answers: schema<typeof Factory.ReturnsPage>(),
  }),
  /** The parcel with that return label arrived. */
  'returns.receive': post(`${returns}receive/`, { sends: schema<typeof Factory.ReceiveBody>(), answers: schema<typeof Factory.ReturnLogAnswer>() }),
  'returns.inspect': post(({ id }: Id) => `${returns}${id}/inspect/`, {
    sends: schema<typeof Factory.InspectBody>(),
    answers: schema<typeof Factory.ReturnLogAnswer>(),
  }),

  /** ?search=&leadStatus=&tag=&page= */
  'people.customers': get((filters: { search?: string; leadStatus?: string; tag?: string; page?: number } = {}) => `${atlas}/customers/${query(filters)}`, {
    answers: schema<typeof People.CustomerPage>(),
  }),
  'people.customer': get(({ id }: Id) => `${atlas}/customers/${id}/`, { answers: schema<typeof People.CustomerAnswer>() }),
  'people.updateCustomer': patch(({ id }: Id) => `${atlas}/customers/${id}/`, {
    sends: schema<typeof People.CustomerUpdateBody>(),
    answers: schema<typeof People.CustomerAnswer>(),
  }),
  'people.projects': get(`${atlas}/projects/`, { answers: schema<typeof People.ProjectsAnswer>() }),
  'people.updateProject': patch(({ id }: Id) => `${atlas}/projects/${id}/`, {
    sends: schema<typeof People.ProjectSettingsBody>(),
    answers: schema<typeof People.ProjectAnswer>(),
  }),
  'people.staff': get(`${atlas}/staff/`, { answers: schema<typeof People.StaffListAnswer>() }),
  'people.staffMember': get(({ id }: Id) => `${atlas}/staff/${id}/`, { answers: schema<typeof People.StaffProfileAnswer>() }),
  'people.updateStaffMember': patch(({ id }: Id) => `${atlas}/staff/${id}/`, {
    sends: schema<typeof People.StaffProfileBody>(),
    answers: schema<typeof People.StaffProfileAnswer>(),
  }),
  /** The staff member themself or atlas.staff.sensitive only. */
  'people.personal': put(({ id }: Id) => `${atlas}/staff/${id}/personal/`, {
    sends: schema<typeof People.PersonalDetailsBody>(),
    answers: schema<typeof People.PersonalAnswer>(),
  }),
  'people.addRfid': post(({ id }: Id) => `${atlas}/staff/${id}/rfids/`, {
    sends: schema<typeof People.RfidBody>(),
    answers: schema<typeof People.StaffRfidAnswer>(),
  }),
  'people.removeRfid': del(({ id, rfidId }: Id & { rfidId: number }) => `${atlas}/staff/${id}/rfids/${rfidId}/`),
  /** Still pending. */
  'people.permissionRequests': get(`${atlas}/users/permission-requests/`, { answers: schema<typeof People.PendingRequestsAnswer>() }),
  'people.approveRequest': post(({ requestId }: { requestId: number }) => `${atlas}/users/permission-requests/${requestId}/approve/`, {
    sends: schema<typeof Answers.EmptyBody>(),
    answers: schema<typeof People.RequestReviewAnswer>(),
  }),
  'people.denyRequest': post(({ requestId }: { requestId: number }) => `${atlas}/users/permission-requests/${requestId}/deny/`, {
    sends: schema<typeof People.PermissionReviewBody>(),
    answers: schema<typeof People.RequestReviewAnswer>(),
  }),
  'people.user': get(({ id }: Id) => `${atlas}/users/${id}/`, { answers: schema<typeof People.UserAccessAnswer>() }),
  'people.updateUser': patch(({ id }: Id) => `${atlas}/users/${id}/`, {
    sends: schema<typeof People.UserAccessBody>(),
    answers: schema<typeof People.UserAccessAnswer>(),
  }),
  'people.mute': post(({ id }: Id) => `${atlas}/users/${id}/mute/`, { sends: schema<typeof Answers.EmptyBody>(), answers: schema<typeof People.MuteAnswer>() }),
  'people.unmute': post(({ id }: Id) => `${atlas}/users/${id}/unmute/`, {
    sends: schema<typeof Answers.EmptyBody>(),
    answers: schema<typeof People.MuteAnswer>(),
  }),
};
