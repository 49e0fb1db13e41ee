import type { Db } from '../../../platform/db/database.ts';
import type { AccountUser } from '../../../schemas/account.ts';

// A project's force2fa: the members of a project's stores must turn on two-step
// verification before they reach the dashboard. The guard middleware asks this for
// dashboard paths; /dashboard/ itself is where they enrol, so it stays open.

/** Where a member who must enrol is sent, and the message that page shows them. */
export { TWO_FACTOR_ENROLMENT_PATH } from '../../../lib/guards.ts';
export const TWO_FACTOR_REQUIRED_MESSAGE = 'Your organisation requires two-step verification. Please turn it on below to continue to your stores.';

/** True when the user has no second factor and belongs to a store of a force2fa project. */
export async function mustEnrolTwoFactor(db: Db, user: Pick<AccountUser, 'id' | 'twoFactorEnabled'>): Promise<boolean> {
  if (user.twoFactorEnabled) return false;
  const row = await db
    .selectFrom('store_members')
    .innerJoin('divisions', 'divisions.id', 'store_members.division_id')
    .innerJoin('projects', 'projects.id', 'divisions.project_id')
    .select('store_members.division_id')
    .where('store_members.user_id', '=', user.id)
    .where('projects.force_2fa', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
