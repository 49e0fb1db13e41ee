import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { Identity } from '../../../lib/identity.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { FieldErrors } from '../../../lib/validation/index.ts';
import { NOT_FOUND, PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { withCrumbs } from '../../../platform/pages/with-crumbs.ts';
import type { FormPost } from '../../../platform/pages/form-post.ts';
import { mayEditStore } from '../../stores/index.ts';
import { readPlugins } from '../../stores/index.ts';
import { readPluginForm, submitPluginForm, type PluginFormValues } from './plugin-form.ts';
import { PLUGIN_CATALOGUE, pluginEntry, type PluginEntry } from '../../../lib/plugin-catalogue.ts';
import { CURRENCY_CODES } from '../../../lib/currencies.ts';
import type { PluginCode } from '../../../schemas/plugins.ts';

// /plugins/ and /plugins/{code}: the store's plugins and each one's settings
// form. The form works without JavaScript: post → redirect → the saved state, or the page
// again with the spec's message next to each field and the values as typed.

const HOME = { name: 'Home', path: '/' };
const PLUGINS = { name: 'Plugins', path: '/plugins/' };

export interface PluginsListView {
  plugins: { entry: PluginEntry; enabled: boolean }[];
}

export async function pluginsListPage(scope: StoreScope, shell: ShellData, url: URL): Promise<StorefrontPage<PluginsListView>> {
  const settings = await readPlugins(scope);
  const plugins = PLUGIN_CATALOGUE.map((entry) => ({ entry, enabled: Boolean((settings[entry.code] as { enabled?: boolean }).enabled) }));
  return withCrumbs(dashboardScreen(shell, url, { title: 'Plugins', description: 'Your store’s plugins.' }, { plugins }), [HOME, PLUGINS], url.origin);
}

export interface PluginPageView {
  entry: PluginEntry;
  values: PluginFormValues;
  errors: FieldErrors;
  /** Just saved (the redirect after a post). */
  saved: boolean;
  /** Why the form was refused as a whole (another site's post, a missing right). */
  refusal: string | null;
  currencies: readonly string[];
}

/** The settings as the form shows them: text for text inputs, booleans for checkboxes. */
function formValues(entry: PluginEntry, settings: Record<string, unknown>): PluginFormValues {
  return Object.fromEntries(
    entry.fields.map((field) => [field.name, field.kind === 'checkbox' ? settings[field.name] === true : String(settings[field.name] ?? '')]),
  );
}

export interface PluginRequest {
  url: URL;
  /** The settings form, when one was posted. */
  post: FormPost | undefined;
  identity: Identity;
}

export async function pluginPage(
  scope: StoreScope,
  shell: ShellData,
  code: string,
  { url, post, identity }: PluginRequest,
): Promise<StorefrontPage<PluginPageView>> {
  const entry = pluginEntry(code);
  if (!entry) return { ...NOT_FOUND, headers: PERSONAL_PAGE_HEADERS };
  const head = { title: `${entry.title} · Plugins`, description: entry.summary };
  const crumbs = [HOME, PLUGINS, { name: entry.title, path: `/plugins/${entry.code}` }];
  const answer = (view: Omit<PluginPageView, 'entry' | 'currencies'>, status?: number) =>
    withCrumbs(dashboardScreen(shell, url, head, { entry, currencies: CURRENCY_CODES, ...view }, status), crumbs, url.origin);
  const allowed = mayEditStore(identity, scope.division.id, 'dashboard.plugins');
  const current = formValues(entry, (await readPlugins(scope))[entry.code] as Record<string, unknown>);
  if (!post) {
    const refusal = allowed ? null : 'You need the plugins permission to change these settings.';
    return answer({ values: current, errors: {}, saved: url.searchParams.has('saved'), refusal });
  }
  // A plain form cannot send the CSRF header: the browser's same-origin verdict stands in for it.
  if (!post.sameHost)
    return answer({ values: current, errors: {}, saved: false, refusal: 'Your session has expired. Please refresh the page and try again.' }, 403);
  if (!allowed) return answer({ values: current, errors: {}, saved: false, refusal: 'You need the plugins permission to change these settings.' }, 403);
  // A body that is not a form is not this page's form: a fault (500), not a refusal to show on it.
  if (!post.form) throw new TypeError('The plugin settings form could not be read.');
  const values = readPluginForm(entry, post.form);
  const outcome = await submitPluginForm(scope, entry.code as PluginCode, values);
  if (outcome.saved) return { kind: 'redirect', location: `/plugins/${entry.code}?saved=1`, status: 303, headers: PERSONAL_PAGE_HEADERS };
  return answer({ values, errors: outcome.errors, saved: false, refusal: null }, 422);
}
