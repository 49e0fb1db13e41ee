import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { Image } from '../../../schemas/image.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { imageUrlFor } from '../../../lib/images.ts';
import { isSafeUrl } from '../../../lib/url-sanitiser.ts';
import { RELATED, type AudienceSizes, type BuilderPrefill, type BuilderView, type SentNotification } from '../../../schemas/notification.ts';

// /marketing-tools/notifications/builder: the owner writes a
// notification — prefilled from ?title&body&related=product|{id}&href — picks who gets it,
// sees it as it will look, sends it now or at a time, and reads how earlier ones went.

const HISTORY_LIMIT = 20;
const PARAM_LIMIT = 1000;

function param(url: URL, name: string): string {
  return (url.searchParams.get(name) ?? '').trim().slice(0, PARAM_LIMIT);
}

async function prefillFrom(scope: StoreScope, url: URL): Promise<BuilderPrefill> {
  const href = param(url, 'href');
  const prefill: BuilderPrefill = {
    title: param(url, 'title'),
    body: param(url, 'body'),
    href: href && isSafeUrl(href) ? href : '',
    image: '',
    related: '',
    product: null,
  };
  const related = RELATED.exec(param(url, 'related'));
  if (!related) return prefill;
  // Only this store's products: another store's id is ignored, not shown.
  const row = await scope.db
    .selectFrom('products')
    .select(['id', 'name', 'url_name', 'images_json'])
    .where('id', '=', Number(related[1]))
    .where('division_id', '=', scope.division.id)
    .executeTakeFirst();
  if (!row) return prefill;
  const image = (fromJson<Image[]>(row.images_json, 'products.images_json') ?? [])[0];
  return {
    ...prefill,
    related: `product|${row.id}`,
    product: { id: row.id, name: row.name },
    title: prefill.title || row.name,
    href: prefill.href || `/product/${row.url_name}/`,
    image: image ? imageUrlFor(image, 400) : '',
  };
}

export async function notificationHistory(scope: StoreScope): Promise<SentNotification[]> {
  const rows = await scope.db
    .selectFrom('notifications as n')
    .select((eb) => [
      'n.id',
      'n.title',
      'n.audience',
      'n.created_at',
      'n.scheduled_at',
      'n.sent_at',
      'n.recipient_count',
      'n.push_sent',
      'n.push_failed',
      'n.push_expired',
      eb
        .selectFrom('notification_recipients as r')
        .select((inner) => inner.fn.countAll<number | string>().as('opened'))
        .whereRef('r.notification_id', '=', 'n.id')
        .where('r.opened_at', 'is not', null)
        .as('opened'),
    ])
    .where('n.division_id', '=', scope.division.id)
    .where('n.created_by', 'is not', null)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    audience: row.audience,
    createdAt: row.created_at,
    scheduledAt: row.scheduled_at,
    sentAt: row.sent_at,
    recipients: row.recipient_count,
    opened: Number(row.opened ?? 0),
    pushSent: row.push_sent,
    pushFailed: row.push_failed,
    pushExpired: row.push_expired,
  }));
}

/** How many each audience reaches: the store's members, its push subscriptions. */
export async function audienceSizes(scope: StoreScope): Promise<AudienceSizes> {
  const [team, subscribers] = await Promise.all([
    scope.db
      .selectFrom('store_members')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('division_id', '=', scope.division.id)
      .executeTakeFirst(),
    scope.db
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('division_id', '=', scope.division.id)
      .executeTakeFirst(),
  ]);
  return { team: Number(team?.count ?? 0), subscribers: Number(subscribers?.count ?? 0) };
}

export async function builderPage(scope: StoreScope, shell: ShellData, url: URL): Promise<StorefrontPage<BuilderView>> {
  const [prefill, audiences, history] = await Promise.all([prefillFrom(scope, url), audienceSizes(scope), notificationHistory(scope)]);
  return dashboardScreen(
    shell,
    url,
    { title: 'Notification builder', description: 'Write a notification for your team or your subscribers.' },
    { prefill, audiences, history },
  );
}
