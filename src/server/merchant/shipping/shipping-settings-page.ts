import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { Identity } from '../../../lib/identity.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { FormPost } from '../../../platform/pages/form-post.ts';
import { formText } from '../../../platform/pages/form-post.ts';
import { PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { isShippingCountry } from '../../../lib/countries.ts';
import { mayEditStore } from '../../stores/index.ts';
import { dayOf, deleteZone, FALLBACK_ZONES, quoteMethods, readZones, type MethodQuote, type Zone } from '../../commerce/index.ts';
import { SHIPPING_SETTINGS_PATH } from './shipping-paths.ts';
import { toMinor } from './zone-form.ts';

// /dashboard/store/settings/shipping/: the store's zones with their methods and prices, the way
// to add, edit and delete a zone, and what a sample basket would pay to a country (a GET form,
// so the preview is a link). A store without zones of its own shows the platform's.

export const SHIPPING_MESSAGES = {
  noRight: 'You need the settings permission to change the store’s shipping. Ask the store’s owner for it.',
  forged: 'Your session has expired. Please refresh the page and try again.',
  noZone: 'This zone does not exist. It may have been deleted.',
  preview: 'Enter a country, a goods value such as 42.50, a number of items and a weight in grams.',
} as const;

export interface ShippingPreview {
  country: string;
  goods: string;
  items: string;
  weight: string;
  /** The methods and prices for the sample; null before one is asked for. */
  quotes: MethodQuote[] | null;
  error: string | null;
}

export interface ShippingSettingsView {
  allowed: boolean;
  zones: readonly (Zone & { id?: number })[];
  /** The store has no zones of its own: the platform's are shown, and used at checkout. */
  usingFallback: boolean;
  currency: string;
  saved: boolean;
  message: string | null;
  preview: ShippingPreview;
}

export interface ShippingScreenRequest {
  url: URL;
  post: FormPost | undefined;
  identity: Identity;
  now?: Date;
}

const HEAD = { title: 'Shipping', description: 'Your store’s shipping zones, delivery methods and rates.' };

function previewOf(url: URL, zones: readonly Zone[], digits: number, now: Date): ShippingPreview {
  const params = url.searchParams;
  const sample = {
    country: (params.get('country') ?? 'GB').toUpperCase(),
    goods: params.get('goods') ?? '',
    items: params.get('items') ?? '1',
    weight: params.get('weight') ?? '',
  };
  if (!params.has('goods')) return { ...sample, quotes: null, error: null };
  const goodsValue = toMinor(sample.goods, digits);
  const itemCount = /^\d{1,4}$/.test(sample.items) ? Number(sample.items) : undefined;
  const weightGrams = sample.weight === '' ? 0 : /^\d{1,7}$/.test(sample.weight) ? Number(sample.weight) : undefined;
  if (!isShippingCountry(sample.country) || goodsValue === undefined || itemCount === undefined || weightGrams === undefined)
    return { ...sample, quotes: null, error: SHIPPING_MESSAGES.preview };
  return { ...sample, quotes: quoteMethods(zones, sample.country, { goodsValue, itemCount, weightGrams }, dayOf(now)), error: null };
}

export async function shippingScreen(
  scope: StoreScope,
  shell: ShellData,
  request: ShippingScreenRequest,
  outcome: { message?: string | null; status?: number } = {},
): Promise<StorefrontPage<ShippingSettingsView>> {
  const own = await readZones(scope.db, scope.division.id);
  const zones = own.length > 0 ? own : FALLBACK_ZONES;
  const view: ShippingSettingsView = {
    allowed: mayEditStore(request.identity, scope.division.id, 'dashboard.settings'),
    zones,
    usingFallback: own.length === 0,
    currency: shell.currency.code,
    saved: request.url.searchParams.has('saved'),
    message: outcome.message ?? null,
    preview: previewOf(request.url, zones, shell.currency.digits, request.now ?? new Date()),
  };
  return dashboardScreen(shell, request.url, HEAD, view, outcome.status);
}

/** GET shows the zones (and a preview); POST action=delete deletes one. */
export async function shippingSettingsPage(scope: StoreScope, shell: ShellData, request: ShippingScreenRequest): Promise<StorefrontPage<ShippingSettingsView>> {
  const { post, identity } = request;
  if (!post) return shippingScreen(scope, shell, request);
  // A plain form cannot send the CSRF header: the browser's same-origin verdict stands in for it.
  if (!post.sameHost) return shippingScreen(scope, shell, request, { message: SHIPPING_MESSAGES.forged, status: 403 });
  if (!mayEditStore(identity, scope.division.id, 'dashboard.settings'))
    return shippingScreen(scope, shell, request, { message: SHIPPING_MESSAGES.noRight, status: 403 });
  const zoneId = Number(formText(post.form, 'zone'));
  if (!Number.isSafeInteger(zoneId) || !(await deleteZone(scope.db, scope.division.id, zoneId)))
    return shippingScreen(scope, shell, request, { message: SHIPPING_MESSAGES.noZone, status: 404 });
  return { kind: 'redirect', location: `${SHIPPING_SETTINGS_PATH}?saved=1`, status: 303, headers: PERSONAL_PAGE_HEADERS };
}
