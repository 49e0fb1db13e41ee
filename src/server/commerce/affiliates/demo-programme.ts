import type { StoreScope } from '../../stores/index.ts';
import { createAffiliate, findAffiliateByCode } from './affiliates.ts';

/** The demo store's programme: one affiliate whose link has brought visitors over the last months. */
export async function seedDemoAffiliates(scope: StoreScope, now = new Date()): Promise<void> {
  if (await findAffiliateByCode(scope, 'coast-crew')) return;
  const affiliate = await createAffiliate(scope, { name: 'Coast Crew', email: `affiliates@${scope.division.subdomain}.test`, code: 'coast-crew' }, now);
  const clicks = [3, 5, 8, 6, 11, 14].flatMap((count, monthsAgo) =>
    Array.from({ length: count }, (_, index) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (5 - monthsAgo), 1 + index)).toISOString()),
  );
  await scope.db
    .insertInto('affiliate_clicks')
    .values(clicks.map((created_at) => ({ affiliate_id: affiliate.id, division_id: scope.division.id, created_at })))
    .execute();
}
