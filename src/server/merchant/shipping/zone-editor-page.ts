import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { Identity } from '../../../lib/identity.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { FormPost } from '../../../platform/pages/form-post.ts';
import type { FieldErrors } from '../../../lib/validation/index.ts';
import { PERSONAL_PAGE_HEADERS } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { mayEditStore } from '../../stores/index.ts';
import { readZones, saveZone, validateZone, type SavedZone } from '../../commerce/index.ts';
import { SHIPPING_MESSAGES } from './shipping-settings-page.ts';
import { SHIPPING_SETTINGS_PATH } from './shipping-paths.ts';
import { readZoneForm, zoneForm, type ZoneForm } from './zone-form.ts';

// /dashboard/store/settings/shipping/zone/?zone={id} (or a new zone): the zone's name and
// countries, its methods and their rates, in one plain form. Saving is validated against the
// store's other zones; refused fields come back beside their inputs with what was typed.

export interface ZoneEditorView {
  allowed: boolean;
  /** The zone edited; null for a new one. */
  zoneId: number | null;
  form: ZoneForm;
  /** Countries already in another zone, by code: the zone's name, shown beside them. */
  taken: Record<string, string>;
  /** Another zone already covers the rest of the world. */
  restOfWorldTaken: string | null;
  errors: FieldErrors;
  currency: string;
  message: string | null;
}

export interface ZoneEditorRequest {
  url: URL;
  post: FormPost | undefined;
  identity: Identity;
}

const HEAD = { title: 'Shipping zone', description: 'A shipping zone’s countries, delivery methods and rates.' };

function takenBy(others: readonly SavedZone[]): Record<string, string> {
  return Object.fromEntries(others.flatMap((zone) => zone.countries.map((code) => [code, zone.name])));
}

export async function zoneEditorPage(scope: StoreScope, shell: ShellData, request: ZoneEditorRequest): Promise<StorefrontPage<ZoneEditorView>> {
  const { url, post, identity } = request;
  const allowed = mayEditStore(identity, scope.division.id, 'dashboard.settings');
  const currency = shell.currency.code;
  const zones = await readZones(scope.db, scope.division.id);
  const asked = url.searchParams.get('zone');
  const zone = asked === null ? undefined : zones.find((candidate) => String(candidate.id) === asked);
  const others = zones.filter((candidate) => candidate !== zone);
  const screen = (form: ZoneForm, errors: FieldErrors, message: string | null, status?: number) =>
    dashboardScreen(
      shell,
      url,
      HEAD,
      {
        allowed,
        zoneId: zone?.id ?? null,
        form,
        taken: takenBy(others),
        restOfWorldTaken: others.find((other) => other.restOfWorld)?.name ?? null,
        errors,
        currency,
        message,
      },
      status,
    );
  if (asked !== null && !zone) return screen(zoneForm(undefined, currency), {}, SHIPPING_MESSAGES.noZone, 404);
  if (!post) return screen(zoneForm(zone, currency), {}, null);
  if (!post.sameHost || !post.form) return screen(zoneForm(zone, currency), {}, SHIPPING_MESSAGES.forged, 403);
  const read = readZoneForm(post.form, currency);
  if (!allowed) return screen(read.form, {}, SHIPPING_MESSAGES.noRight, 403);
  const errors = { ...validateZone(read.zone, others, currency), ...read.errors };
  if (Object.keys(errors).length > 0) return screen(read.form, errors, null, 422);
  const saved = await saveZone(scope.db, scope.division.id, { ...read.zone, id: zone?.id });
  if (saved === undefined) return screen(read.form, {}, SHIPPING_MESSAGES.noZone, 404);
  return { kind: 'redirect', location: `${SHIPPING_SETTINGS_PATH}?saved=1`, status: 303, headers: PERSONAL_PAGE_HEADERS };
}
