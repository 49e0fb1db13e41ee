import type { z } from 'zod';
import type * as Account from './account.ts';
import type * as Answers from './answers.ts';
import type * as Basket from './basket.ts';
import type * as Collection from './collection.ts';
import type * as Event from './event.ts';
import type * as LiveChat from './live-chat.ts';
import type * as MagicModel from './magic-model.ts';
import type * as Media from './media-library.ts';
import type * as Menu from './menu.ts';
import type * as MenuSave from './menu-save.ts';
import type * as Newsletter from './newsletter.ts';
import type * as Notification from './notification.ts';
import type * as OrderChange from './order-change.ts';
import type * as OwnerProduct from './owner-product.ts';
import type * as PageEditing from './page-editing.ts';
import type * as Quotes from './quotes.ts';
import type * as Remill from './remill.ts';
import type * as SplitTests from './split-tests.ts';
import type * as StoreSettings from './store-settings.ts';
import type * as StoreTheme from './store-theme.ts';
import type * as Fonts from './fonts.ts';
import type * as Studio from './studio-calls.ts';
import { XSRF_SOURCE_PATH } from '../lib/xsrf.ts';
import { liveChatGroupStatusPath } from '../lib/live-chat-calls.ts';
import { SUBSCRIBE_API_PATH } from '../../blocks/newsletterSubscribe/outcome.ts';

// The API's calls in one table: each call's method, its path (a function of the path's
// params when it has any) and the zod schemas of the body it sends and of its answer. The
// islands call through it (src/lib/client/api.ts: `call('basket.update', { key, quantity })`);
// the routes validate with the same schemas, and the server, its pages and the tests build
// paths with apiPath().
//
// The schemas are named as types only (`import type`): at run time a call is its method and
// its path, so a script that imports the table carries no entity's schema. The builders are
// free of side effects, so a bundle keeps only what it reads. Three paths are written in the
// small modules that a store page's first scripts import instead of the table (the XSRF cookie's
// source, the live chat launcher's group status, the newsletter form's call).

import {
  type ApiCall,
  del,
  form,
  get,
  patch,
  post,
  put,
  query,
  schema,
  type ChatRef,
  type Division,
  type DivisionOrCode,
  type Id,
  type OrderHash,
  type PageRef,
} from './api-call.ts';
import { atlas, atlasCalls } from './api-atlas.ts';

export type { ApiCall, Method, SchemaName } from './api-call.ts';

const secure = '/omnis/v3/dashboard/secure';
const pages = (division: number) => `/omnis/v3/divisions/${division}/pages`;
const settings = (division: number) => `/omnis/v3/divisions/${division}/settings`;
const media = (division: number) => `/omnis/v3/divisions/${division}/media/`;
const storeDivision = (division: number | string) => `/omnis/v3/divisions/${encodeURIComponent(String(division))}`;
const products = '/omnis/v3/dashboard/store/products/';
const collections = '/omnis/v3/dashboard/store/collections/';
const chat = '/omnis/v3/live-chat';
const orderChange = (hash: string) => `/omnis/v3/frontend/orders/${encodeURIComponent(hash)}`;
const quote = (hash: string) => `/omnis/v3/frontend/quotes/${encodeURIComponent(hash)}`;
const atlasQuotes = `${atlas}/quotes/`;
const designs = '/omnis/v3/studio/designs/';
const magicModel = '/omnis/v3/dashboard/store/magic-model/';
const splitTests = (division: number | string) => `/omnis/v3/split-tests/${encodeURIComponent(String(division))}`;

export const api = {
  // Accounts (docs/accounts-api.md). The state call also sets the XSRF-TOKEN cookie.
  'account.state': get(XSRF_SOURCE_PATH, { answers: schema<typeof Account.InitialState>() }),
  'account.login': post(`${secure}/login/`, { sends: schema<typeof Account.LoginBody>(), answers: schema<typeof Account.LoginAnswer>() }),
  'account.recoveryLogin': post(`${secure}/recovery-login/`, {
    sends: schema<typeof Account.RecoveryLoginBody>(),
    answers: schema<typeof Account.LoginAnswer>(),
  }),
  'account.signUp': post('/omnis/v3/shop/customer/create/', { sends: schema<typeof Account.CustomerCreateBody>(), answers: schema<typeof Account.SignedIn>() }),
  'account.forgotPassword': post(`${secure}/forgot-password/`, {
    sends: schema<typeof Account.ForgotPasswordBody>(),
    answers: schema<typeof Answers.MessageAnswer>(),
  }),
  'account.resetPassword': post(`${secure}/reset-password/`, { sends: schema<typeof Account.ResetPasswordBody>(), answers: schema<typeof Account.SignedIn>() }),
  'account.storePassword': post(`${secure}/store-password/`, {
    sends: schema<typeof Account.StorePasswordBody>(),
    answers: schema<typeof Answers.RedirectAnswer>(),
  }),
  'account.confirmPassword': post(`${secure}/confirm-password/`, {
    sends: schema<typeof Account.ConfirmPasswordBody>(),
    answers: schema<typeof Account.ConfirmedAnswer>(),
  }),
  'account.twoFactorSetup': post(`${secure}/two-factor/setup/`, {
    sends: schema<typeof Answers.EmptyBody>(),
    answers: schema<typeof Account.TwoFactorSetup>(),
  }),
  'account.twoFactorEnable': post(`${secure}/two-factor/enable/`, {
    sends: schema<typeof Account.EnableTwoFactorBody>(),
    answers: schema<typeof Account.TwoFactorEnableAnswer>(),
  }),
  'account.twoFactorDisable': post(`${secure}/two-factor/disable/`, { sends: schema<typeof Answers.EmptyBody>(), answers: schema<typeof Answers.EmptyBody>() }),
  'account.recoveryCodes': post(`${secure}/two-factor/recovery-codes/`, {
    sends: schema<typeof Answers.EmptyBody>(),
    answers: schema<typeof Account.RecoveryCodesAnswer>(),
  }),
  /** {permissions}: a comma list such as "dashboard.pages,dashboard.themes". */
  'account.requestPermissions': post(
    ({ permissions }: { permissions: readonly string[] }) => `${atlas}/permissions/request/${permissions.map(encodeURIComponent).join(',')}/`,
    { sends: schema<typeof Account.PermissionRequestBody>(), answers: schema<typeof Answers.MessageAnswer>() },
  ),

  // The basket and favourites: one set of calls, `name` says which basket ('main' or 'favourites').
  'basket.list': get('/omnis/v3/basket/main/list/', { answers: schema<typeof Basket.BasketItems>() }),
  'basket.add': post('/omnis/v3/frontend/product/addItemToCart/', { sends: schema<typeof Basket.AddItemBody>(), answers: schema<typeof Basket.BasketItems>() }),
  'basket.bulkAdd': post('/omnis/v3/frontend/product/bulkAddItemsToCart/', {
    sends: schema<typeof Basket.BulkAddBody>(),
    answers: schema<typeof Basket.BulkAddAnswer>(),
  }),
  'basket.update': post('/omnis/v3/basket/update/', { sends: schema<typeof Basket.UpdateBody>(), answers: schema<typeof Basket.BasketItems>() }),
  'basket.remove': post('/omnis/v3/basket/remove/', { sends: schema<typeof Basket.RemoveBody>(), answers: schema<typeof Basket.BasketItems>() }),
  'favourites.list': get('/omnis/v3/basket/favourites/list/', { answers: schema<typeof Basket.FavouriteItems>() }),
  'favourites.add': post('/omnis/v3/frontend/product/addItemToCart/', {
    sends: schema<typeof Basket.AddItemBody>(),
    answers: schema<typeof Basket.FavouriteItems>(),
  }),
  'favourites.remove': post('/omnis/v3/basket/remove/', { sends: schema<typeof Basket.RemoveBody>(), answers: schema<typeof Basket.FavouriteItems>() }),
  'favourites.emailForLater': post('/omnis/v3/basket/favourites/email-for-later', {
    sends: schema<typeof Basket.EmailForLaterBody>(),
    answers: schema<typeof Answers.MessageAnswer>(),
  }),
  'favourites.recover': post('/omnis/v3/basket/favourites/recover/', {
    sends: schema<typeof Basket.RecoverBody>(),
    answers: schema<typeof Basket.FavouriteItems>(),
  }),

  // The shopper's order changes: {hash} is the order's, the same unguessable key as /receipt/{hash}.
  'orderChanges.changeItem': post(({ hash }: OrderHash) => `${orderChange(hash)}/change-item/`, { sends: schema<typeof OrderChange.ChangeItemBody>() }),
  'orderChanges.removeItem': post(({ hash }: OrderHash) => `${orderChange(hash)}/remove-item/`, { sends: schema<typeof OrderChange.RemoveItemBody>() }),
  'orderChanges.cancel': post(({ hash }: OrderHash) => `${orderChange(hash)}/cancel/`, { sends: schema<typeof OrderChange.CancelBody>() }),
  'orderChanges.address': post(({ hash }: OrderHash) => `${orderChange(hash)}/address/`, { sends: schema<typeof OrderChange.AddressBody>() }),
  'orderChanges.returns': post(({ hash }: OrderHash) => `${orderChange(hash)}/returns/`, { sends: schema<typeof OrderChange.ReturnBody>() }),
  /** The prepaid return label (PDF) of one of the order's return requests. */
  'orderChanges.returnLabel': get(({ hash, code }: OrderHash & { code: string }) => `${orderChange(hash)}/return-labels/${encodeURIComponent(code)}.pdf`),

  // Quotes and bespoke work: the customer's calls by the order's hash, staff's by its id. Bodies are multipart.
  'quotes.create': post('/omnis/v3/frontend/quotes/', { sends: form() }),
  'quotes.read': get(({ hash }: OrderHash) => `${quote(hash)}/`),
  'quotes.edit': post(({ hash }: OrderHash) => `${quote(hash)}/`, { sends: form() }),
  'quotes.authorise': post(({ hash }: OrderHash) => `${quote(hash)}/authorise/`),
  'quotes.approve': post(({ hash }: OrderHash) => `${quote(hash)}/approve/`),
  'quotes.purchaseOrder': post(({ hash }: OrderHash) => `${quote(hash)}/purchase-order/`, { sends: schema<typeof Quotes.PurchaseOrderInput>() }),
  /** ?status=answer|mockup|customer|production|closed|po&page= (staff). */
  'atlasQuotes.list': get(
    ({ status, page }: { status?: string; page?: number } = {}) =>
      `${atlasQuotes}${query({ status, page: page !== undefined && page > 1 ? page : undefined })}`,
  ),
  'atlasQuotes.answer': post(({ orderId }: { orderId: number }) => `${atlasQuotes}${orderId}/answer/`, { sends: form() }),
  'atlasQuotes.mockup': post(({ orderId }: { orderId: number }) => `${atlasQuotes}${orderId}/mockup/`, { sends: form() }),
  'atlasQuotes.move': post(({ orderId }: { orderId: number }) => `${atlasQuotes}${orderId}/move/`, { sends: schema<typeof Quotes.BespokeMoveInput>() }),

  // The free return offer (remill).
  'remill.submit': post('/omnis/v3/frontend/retex/remill/submit/', {
    sends: schema<typeof Remill.ReturnOfferInput>(),
    answers: schema<typeof Remill.ReturnOfferAnswer>(),
  }),
  /** The printable prepaid label; the code in the address is what lets its holder read it. */
  'remill.label': get(({ code }: { code: string }) => `/omnis/v3/frontend/retex/remill/label/${encodeURIComponent(code)}.pdf`),
  /** ?status=requested|received&page=N (staff). */
  'remill.offers': get(`${atlas}/remill/offers/`),
  'remill.receive': post(`${atlas}/remill/receive/`, { sends: schema<typeof Remill.ReceiveInput>() }),

  'newsletter.subscribe': post(SUBSCRIBE_API_PATH, { sends: schema<typeof Newsletter.SubscribeInput>(), answers: schema<typeof Answers.MessageAnswer>() }),

  // Events: the collector takes no credentials (page views, beacons on unload); logEvent is the app's own.
  'events.collect': post('/event-collector/', { sends: schema<typeof Event.CollectedBatch>() }),
  'events.log': post('/omnis/v3/events/logEvent/', { sends: schema<typeof Event.LoggedList>() }),

  // Live chat: visitors carry their token in the X-Live-Chat-Token header (and ?token= on the event stream).
  'liveChat.token': get(`${chat}/token`, { answers: schema<typeof LiveChat.ChatTokenAnswer>() }),
  'liveChat.start': post(`${chat}/chat/`, { sends: schema<typeof LiveChat.StartChatInput>(), answers: schema<typeof LiveChat.ChatAnswer>() }),
  'liveChat.chat': get(({ chatId }: ChatRef) => `${chat}/chat/${chatId}/`, { answers: schema<typeof LiveChat.TranscriptAnswer>() }),
  'liveChat.message': post(({ chatId }: ChatRef) => `${chat}/chat/${chatId}/messages`, {
    sends: schema<typeof LiveChat.MessageInput>(),
    answers: schema<typeof LiveChat.MessageAnswer>(),
  }),
  /** text/event-stream: 'message' and 'chat' events as they happen (Last-Event-ID resumes). */
  'liveChat.events': get(
    ({ chatId, token }: ChatRef & { token?: string }) => `${chat}/chat/${chatId}/events${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
  ),
  'liveChat.transfer': post(({ chatId }: ChatRef) => `${chat}/chat/${chatId}/transfer`, {
    sends: schema<typeof LiveChat.TransferInput>(),
    answers: schema<typeof LiveChat.ChatAnswer>(),
  }),
  'liveChat.end': post(({ chatId }: ChatRef) => `${chat}/chat/${chatId}/end`, {
    sends: schema<typeof Answers.EmptyBody>(),
    answers: schema<typeof LiveChat.ChatAnswer>(),
  }),
  'liveChat.group': get(({ chatId }: ChatRef) => `${chat}/chat/${chatId}/group`, { answers: schema<typeof LiveChat.ChatGroupAnswer>() }),
  'liveChat.groupStatus': get(({ groupId }: { groupId: number }) => liveChatGroupStatusPath(groupId), { answers: schema<typeof LiveChat.GroupStatusAnswer>() }),
  'liveChat.queues': get(`${chat}/staff/queues`, { answers: schema<typeof LiveChat.QueuesAnswer>() }),
  'liveChat.availability': post(`${chat}/staff/availability`, {
    sends: schema<typeof LiveChat.AvailabilityInput>(),
    answers: schema<typeof LiveChat.AvailabilityAnswer>(),
  }),
  /** text/event-stream: a 'queues' event whenever any chat changes. */
  'liveChat.staffEvents': get(`${chat}/staff/events`),
  'liveChat.accept': post(({ chatId }: ChatRef) => `${chat}/chat/${chatId}/accept`, {
    sends: schema<typeof Answers.EmptyBody>(),
    answers: schema<typeof LiveChat.ChatAnswer>(),
  }),

  // Notifications.
  'notifications.pushKey': get('/omnis/v3/notifications/subscriptions/', { answers: schema<typeof Notification.PushKeyAnswer>() }),
  'notifications.subscribe': post('/omnis/v3/notifications/subscriptions/', {
    sends: schema<typeof Notification.SubscriptionBody>(),
    answers: schema<typeof Notification.SubscribedAnswer>(),
  }),
  /** The caller's copies ({ data }). */
  'notifications.list': get('/omnis/v3/notifications/dashboard/'),
  'notifications.send': post('/omnis/v3/notifications/dashboard/', {
    sends: schema<typeof Notification.NotificationBody>(),
    answers: schema<typeof Notification.CreatedNotification>(),
  }),
  /** Before the builder sends: how many the chosen audience reaches now. */
  'notifications.audiences': get('/omnis/v3/notifications/dashboard/audiences/', { answers: schema<typeof Notification.AudienceSizes>() }),
  'notifications.markAsDeleted': post(({ recipientId }: { recipientId: number }) => `/omnis/v3/notifications/dashboard/mark-as-deleted/${recipientId}/`),
  'notifications.markAsOpened': post('/omnis/v3/notifications/dashboard/mark-as-opened/'),

  // The page editor (`division`: the store's id).
  'pages.list': get(({ division }: Division) => `${pages(division)}?page-type=StorePage`),
  'pages.create': post(({ division }: Division) => `${pages(division)}/?imageType=object`, {
    sends: schema<typeof PageEditing.PageSaveBody>(),
    answers: schema<typeof PageEditing.EditorPage>(),
  }),
  'pages.load': get(({ division, id }: PageRef) => `${pages(division)}/${id}/?imageType=object`, { answers: schema<typeof PageEditing.EditorPage>() }),
  'pages.save': patch(({ division, id }: PageRef) => `${pages(division)}/${id}/?imageType=object`, {
    sends: schema<typeof PageEditing.PageSaveBody>(),
    answers: schema<typeof PageEditing.EditorPage>(),
  }),
  'pages.remove': del(({ division, id }: PageRef) => `${pages(division)}/${id}/`, { answers: schema<typeof PageEditing.PageRemovedAnswer>() }),
  'pages.publish': post(({ division, id }: PageRef) => `${pages(division)}/${id}/publish/`, {
    sends: schema<typeof Answers.EmptyBody>(),
    answers: schema<typeof PageEditing.EditorPage>(),
  }),
  'pages.schedule': post(({ division, id }: PageRef) => `${pages(division)}/${id}/schedule/`, {
    sends: schema<typeof PageEditing.PageScheduleBody>(),
    answers: schema<typeof PageEditing.EditorPage>(),
  }),
  'pages.unschedule': del(({ division, id }: PageRef) => `${pages(division)}/${id}/schedule/`, { answers: schema<typeof PageEditing.EditorPage>() }),
  /** The page's picture for the pages list; `stamp` (its last change) makes a changed page a new address. */
  'pages.thumbnail': get(({ division, id, stamp }: PageRef & { stamp: string }) => `${pages(division)}/${id}/thumbnail.svg?v=${encodeURIComponent(stamp)}`),
  'pages.versions': get(({ division, id }: PageRef) => `${pages(division)}/${id}/versions/`),
  'pages.restore': post(({ division, id, version }: PageRef & { version: number }) => `${pages(division)}/${id}/versions/${version}/restore/`, {
    answers: schema<typeof PageEditing.EditorPage>(),
  }),
  'pages.preview': post(({ division }: Division) => `${pages(division)}/preview/`, {
    sends: schema<typeof PageEditing.PagePreviewBody>(),
    answers: schema<typeof PageEditing.PagePreviewAnswer>(),
  }),

  // The store's theme and main menu.
  'theme.read': get(({ division }: DivisionOrCode) => `${storeDivision(division)}/theme/`, { answers: schema<typeof StoreTheme.ThemeAnswer>() }),
  'theme.save': put(({ division }: DivisionOrCode) => `${storeDivision(division)}/theme/`, {
    sends: schema<typeof StoreTheme.ThemeSaveBody>(),
    answers: schema<typeof StoreTheme.ThemeAnswer>(),
  }),
  'theme.apply': post(({ division }: DivisionOrCode) => `${storeDivision(division)}/theme/apply/`, {
    sends: schema<typeof StoreTheme.ThemeApplyBody>(),
    answers: schema<typeof StoreTheme.ThemeAnswer>(),
  }),
  // The font library and a Pro store's own fonts (multipart: file, name).
  'fonts.list': get(({ division }: DivisionOrCode) => `${storeDivision(division)}/fonts/`, { answers: schema<typeof Fonts.FontLibraryAnswer>() }),
  'fonts.upload': post(({ division }: DivisionOrCode) => `${storeDivision(division)}/fonts/`, {
    sends: form(),
    answers: schema<typeof Fonts.CustomFontAnswer>(),
  }),
  'menu.read': get(({ division }: DivisionOrCode) => `${storeDivision(division)}/menu/`, { answers: schema<typeof Menu.MenuAnswer>() }),
  'menu.save': put(({ division }: DivisionOrCode) => `${storeDivision(division)}/menu/`, {
    sends: schema<typeof MenuSave.MenuSaveBody>(),
    answers: schema<typeof Menu.MenuAnswer>(),
  }),
  'menu.preview': post(({ division }: DivisionOrCode) => `${storeDivision(division)}/menu/preview/`, {
    sends: schema<typeof MenuSave.MenuSaveBody>(),
    answers: schema<typeof Menu.RenderedMenu>(),
  }),

  // The store's settings.
  'settings.storePassword': put(({ division }: Division) => `${settings(division)}/store-password/`, {
    sends: schema<typeof StoreSettings.StorePasswordBody>(),
  }),
  'settings.removeStorePassword': del(({ division }: Division) => `${settings(division)}/store-password/`),
  'settings.comingSoon': put(({ division }: Division) => `${settings(division)}/coming-soon/`, { sends: schema<typeof StoreSettings.ComingSoonBody>() }),
  'settings.banner': put(({ division }: Division) => `${settings(division)}/sitewide-banner/`, { sends: schema<typeof StoreSettings.SitewideBannerBody>() }),
  'settings.customDomain': put(({ division }: Division) => `${settings(division)}/custom-domain/`, { sends: schema<typeof StoreSettings.CustomDomainBody>() }),
  'settings.images': put(({ division }: Division) => `${settings(division)}/images/`, { sends: schema<typeof StoreSettings.BrandImagesBody>() }),
  'settings.addSearchRedirect': post(({ division }: Division) => `${settings(division)}/search-redirects/`, {
    sends: schema<typeof StoreSettings.SearchRedirectBody>(),
    answers: schema<typeof StoreSettings.SearchRedirectAnswer>(),
  }),
  'settings.removeSearchRedirect': del(({ division, id }: Division & Id) => `${settings(division)}/search-redirects/${id}/`),

  // The store's media library.
  'media.list': get(
    ({ division, kind, search, page }: Division & { kind?: string; search?: string; page?: number }) => {
      const params = new URLSearchParams();
      if (kind) params.set('kind', kind);
      if (search) params.set('search', search);
      if (page) params.set('page', String(page));
      return `${media(division)}?${params}`;
    },
    { answers: schema<typeof Media.MediaList>() },
  ),
  /** multipart (field `file`): answers { data: MediaItem }, processing for a picture. */
  'media.upload': post(({ division }: Division) => media(division), { sends: form(), answers: schema<typeof Media.MediaItemAnswer>() }),
  'media.item': get(({ division, id }: Division & Id) => `${media(division)}${id}/`, { answers: schema<typeof Media.MediaItemAnswer>() }),
  'media.remove': del(({ division, id }: Division & Id) => `${media(division)}${id}/`),
  'media.linkTargets': get(
    ({ division, kind, search }: Division & { kind: string; search: string }) => `${media(division)}link-targets?${new URLSearchParams({ kind, search })}`,
    {
      answers: schema<typeof Media.LinkTargetsAnswer>(),
    },
  ),
  'media.productImages': get(({ division, search }: Division & { search: string }) => `${media(division)}product-images?${new URLSearchParams({ search })}`, {
    answers: schema<typeof Media.ProductImagesAnswer>(),
  }),

  // The dashboard's products (owner products), collections and the magic model creator.
  'ownerProducts.list': get(
    ({ search = '', page = 1 }: { search?: string; page?: number } = {}) => `${products}?search=${encodeURIComponent(search)}&page=${page}`,
    {
      answers: schema<typeof OwnerProduct.OwnerProductPage>(),
    },
  ),
  /** A product for sale from a studio design (awaits approval). */
  'ownerProducts.create': post(products, { sends: schema<typeof Studio.OwnerProductBody>(), answers: schema<typeof OwnerProduct.OwnerProductAnswer>() }),
  'ownerProducts.read': get(({ id }: Id) => `${products}${id}/`, { answers: schema<typeof OwnerProduct.OwnerProductAnswer>() }),
  'ownerProducts.update': patch(({ id }: Id) => `${products}${id}/`, {
    sends: schema<typeof OwnerProduct.OwnerProductUpdate>(),
    answers: schema<typeof OwnerProduct.OwnerProductAnswer>(),
  }),
  /** Enables or disables these products, all of this store's or none (403). */
  'ownerProducts.bulk': post(`${products}bulk/`, {
    sends: schema<typeof OwnerProduct.BulkEnableBody>(),
    answers: schema<typeof OwnerProduct.BulkEnableAnswer>(),
  }),
  'collections.list': get(collections, { answers: schema<typeof Collection.OwnerCollectionsAnswer>() }),
  'collections.create': post(collections, { sends: schema<typeof Collection.CollectionBody>(), answers: schema<typeof Collection.OwnerCollectionAnswer>() }),
  'collections.read': get(({ id }: Id) => `${collections}${id}/`, { answers: schema<typeof Collection.OwnerCollectionAnswer>() }),
  'collections.update': patch(({ id }: Id) => `${collections}${id}/`, {
    sends: schema<typeof Collection.CollectionBody>(),
    answers: schema<typeof Collection.OwnerCollectionAnswer>(),
  }),
  'collections.remove': del(({ id }: Id) => `${collections}${id}/`),
  /** The collection's products, in order. */
  'collections.products': get(({ id }: Id) => `${collections}${id}/products/`, { answers: schema<typeof OwnerProduct.OwnerProductsAnswer>() }),
  'collections.order': put(({ id }: Id) => `${collections}${id}/products/`, {
    sends: schema<typeof Collection.CollectionOrderBody>(),
    answers: schema<typeof OwnerProduct.OwnerProductsAnswer>(),
  }),
  'magicModel.choices': get(({ search }: { search: string }) => `${magicModel}?${new URLSearchParams({ search })}`, {
    answers: schema<typeof MagicModel.MagicModelChoices>(),
  }),
  /** The preview picture (image/webp), for an <img>: cached by content hash on the server and by the browser. */
  'magicModel.preview': get(
    ({ product, scene }: { product: number; scene: string }) => `${magicModel}?${new URLSearchParams({ product: String(product), scene })}`,
  ),
  /** "Use as product image": the composed picture, appended to the product's images. */
  'magicModel.use': post(magicModel, { sends: schema<typeof MagicModel.MagicModelBody>(), answers: schema<typeof MagicModel.MagicModelAnswer>() }),

  // The studio (docs/studio.md).
  /** multipart (field `file`): an image for an image layer (201). */
  'studio.upload': post('/omnis/v3/studio/uploads/', { sends: form(), answers: schema<typeof Studio.StudioUpload>() }),
  /** The design library: artwork searched by `searchTerm`. */
  'studio.library': get(
    ({ searchTerm = '', page = 1 }: { searchTerm?: string; page?: number } = {}) =>
      `/omnis/v3/artemis/query/?macros=designs&page=${page}&perPage=24&searchTerm=${encodeURIComponent(searchTerm)}`,
    { answers: schema<typeof Studio.LibraryAnswer>() },
  ),
  'studio.designs': get(designs, { answers: schema<typeof Studio.DesignsAnswer>() }),
  'studio.saveDesign': post(designs, { sends: schema<typeof Studio.SaveDesignBody>(), answers: schema<typeof Studio.SavedDesign>() }),
  'studio.design': get(({ uuid }: { uuid: string }) => `${designs}${uuid}/`, { answers: schema<typeof Studio.SavedDesign>() }),
  /** Saves over the design (the same share id, re-rendered; only its saver). */
  'studio.updateDesign': put(({ uuid }: { uuid: string }) => `${designs}${uuid}/`, {
    sends: schema<typeof Studio.SaveDesignBody>(),
    answers: schema<typeof Studio.SavedDesign>(),
  }),
  /** The design as a custom product in the basket (answers as addItemToCart does). */
  'studio.basket': post(({ uuid }: { uuid: string }) => `${designs}${uuid}/basket/`, {
    sends: schema<typeof Studio.DesignBasketBody>(),
    answers: schema<typeof Basket.BasketItems>(),
  }),
  /** A shopper's custom product (sku STUSUB…) with its own page. */
  'studio.product': post(({ uuid }: { uuid: string }) => `${designs}${uuid}/product/`, {
    sends: schema<typeof Studio.DesignProductBody>(),
    answers: schema<typeof Studio.DesignProductAnswer>(),
  }),

  // Split tests (`division`: the store's id or code).
  'splitTests.list': get(({ division }: DivisionOrCode) => `${splitTests(division)}/`),
  'splitTests.start': post(({ division }: DivisionOrCode) => `${splitTests(division)}/`, { sends: schema<typeof SplitTests.SplitTestCreateBody>() }),
  'splitTests.end': post(({ division, id }: DivisionOrCode & Id) => `${splitTests(division)}/${id}/end/`),

  // The back office (staff only: 401 signed out, 403 otherwise).
  ...atlasCalls,
};

export type Api = typeof api;
export type CallName = keyof Api;

type ParamsOfCall<C> = C extends ApiCall<infer Params, infer _Request, infer _Response> ? Params : never;
type RequestOfCall<C> = C extends ApiCall<infer _Params, infer Request, infer _Response> ? Request : never;
type ResponseOfCall<C> = C extends ApiCall<infer _Params, infer _Request, infer Response> ? Response : never;

/** The params of a call's path. */
export type ParamsOf<N extends CallName> = ParamsOfCall<Api[N]>;
/** What a call sends: its schema's input (FormData for a multipart body). */
export type BodyOf<N extends CallName> = RequestOfCall<Api[N]> extends z.ZodType ? z.input<RequestOfCall<Api[N]>> : RequestOfCall<Api[N]>;
/** What a call answers: its schema's output (unknown when the table names none: a file, a page of HTML…). */
export type AnswerOf<N extends CallName> = ResponseOfCall<Api[N]> extends z.ZodType ? z.output<ResponseOfCall<Api[N]>> : unknown;

/** The params argument of a call: none for a fixed path, optional when every param is. */
export type ParamsArgs<N extends CallName> = [ParamsOf<N>] extends [undefined]
  ? []
  : undefined extends ParamsOf<N>
    ? [params?: ParamsOf<N>]
    : object extends ParamsOf<N>
      ? [params?: ParamsOf<N>]
      : [params: ParamsOf<N>];

/** The body argument of a call: none when it sends nothing. */
export type BodyArgs<N extends CallName> = [RequestOfCall<Api[N]>] extends [undefined] ? [] : [body: BodyOf<N>];

/** The path of a call, its params filled in. */
export function apiPath<N extends CallName>(name: N, ...[params]: ParamsArgs<N>): string {
  return (api[name].path as (params: unknown) => string)(params);
}
