import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { Identity } from '../../../lib/identity.ts';
import type { FieldErrors } from '../../../lib/validation/index.ts';
import { formText, type FormPost } from '../../../platform/pages/form-post.ts';
import { PERSONAL_PAGE_HEADERS, type StorefrontPage } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { mayEditStore } from '../../stores/index.ts';
import { parseTaxDetails, readStoreTaxSettings, saveTaxDetails } from '../../commerce/index.ts';

// /dashboard/store/settings/tax/: where the store is registered for VAT (its UK VAT number,
// its EU IOSS number), whether its prices include VAT, and the address its invoices print.
// These decide what shoppers in each country pay. A plain form: no JavaScript needed.

export const TAX_SETTINGS_PATH = '/dashboard/store/settings/tax/';

export interface TaxSettingsView {
  allowed: boolean;
  /** What the form shows: as saved, or as typed when refused. */
  values: { address: string; vatNumber: string; iossNumber: string; pricesIncludeTax: 'yes' | 'no' };
  errors: FieldErrors;
  saved: boolean;
  message: string | null;
}

const HEAD = { title: 'Tax and invoices', description: 'Where your store is registered for VAT, and what its invoices print.' };
const MESSAGES = {
  noRight: 'You need the settings permission to change the store’s tax settings. Ask the store’s owner for it.',
  forged: 'Your session has expired. Please refresh the page and try again.',
} as const;

export interface TaxScreenRequest {
  url: URL;
  post: FormPost | undefined;
  identity: Identity;
}

export async function taxSettingsPage(scope: StoreScope, shell: ShellData, request: TaxScreenRequest): Promise<StorefrontPage<TaxSettingsView>> {
  const allowed = mayEditStore(request.identity, scope.division.id, 'dashboard.settings');
  const saved = await readStoreTaxSettings(scope);
  const view: TaxSettingsView = {
    allowed,
    values: {
      address: saved.address,
      vatNumber: saved.vatNumber ?? '',
      iossNumber: saved.iossNumber ?? '',
      pricesIncludeTax: saved.pricesIncludeTax ? 'yes' : 'no',
    },
    errors: {},
    saved: request.url.searchParams.has('saved'),
    message: null,
  };
  const { post } = request;
  if (!post) return dashboardScreen(shell, request.url, HEAD, view);
  // A plain form cannot send the CSRF header: the browser's same-origin verdict stands in for it.
  if (!post.sameHost) return dashboardScreen(shell, request.url, HEAD, { ...view, message: MESSAGES.forged }, 403);
  if (!allowed) return dashboardScreen(shell, request.url, HEAD, { ...view, message: MESSAGES.noRight }, 403);
  const typed = {
    address: formText(post.form, 'address') ?? '',
    vatNumber: formText(post.form, 'vatNumber') ?? '',
    iossNumber: formText(post.form, 'iossNumber') ?? '',
    pricesIncludeTax: formText(post.form, 'pricesIncludeTax') ?? '',
  };
  const parsed = parseTaxDetails(typed);
  if ('errors' in parsed) {
    const values = { ...typed, pricesIncludeTax: typed.pricesIncludeTax === 'no' ? ('no' as const) : ('yes' as const) };
    return dashboardScreen(shell, request.url, HEAD, { ...view, values, errors: parsed.errors }, 422);
  }
  await saveTaxDetails(scope, parsed.details);
  return { kind: 'redirect', location: `${TAX_SETTINGS_PATH}?saved=1`, status: 303, headers: PERSONAL_PAGE_HEADERS };
}
