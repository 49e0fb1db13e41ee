import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { AccountUser } from '../../../schemas/account.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import { dashboardScreen } from '../../../platform/pages/dashboard-screen.ts';
import { dashboardStores, holdsStorePermission, type DashboardStore } from '../../accounts/index.ts';
import { readChecklist } from '../../stores/index.ts';
import { storeReview } from '../../stores/index.ts';
import type { StoreReview } from '../../../schemas/approval.ts';
import { BADGE_GATES, badgeGates, checklistProgress, readGateFacts, type BadgeGate, type ChecklistProgress } from '../../stores/index.ts';

/** What the dashboard home shows of the store it is opened on. */
export interface CurrentStoreView {
  name: string;
  /** The store completion checklist, for stores that have one. */
  checklist: ChecklistProgress | null;
  /** The badge-completion gates, in their fixed order (sign-up, card, designer, profile, theme, homepage, entrepreneur). */
  gates: { gate: BadgeGate; done: boolean }[];
  /** Store approval: under review with staff's reason when they denied it; null once open. */
  review: StoreReview | null;
}

export interface DashboardPageView {
  user: AccountUser;
  /** The user's stores, each with whether they may open its plugins. */
  cards: { store: DashboardStore; pluginsGranted: boolean }[];
  /** The store of this host when the user works on it (member or internal), else null. */
  current: CurrentStoreView | null;
}

async function currentStore(scope: StoreScope, user: AccountUser): Promise<CurrentStoreView> {
  const [checklist, facts, review] = await Promise.all([readChecklist(scope), readGateFacts(scope, user), storeReview(scope.db, scope.division.id)]);
  const gates = badgeGates(facts);
  return {
    review: review.status === 'Not modded yet' ? review : null,
    name: scope.division.companyName,
    checklist: checklist && checklistProgress(checklist, gates, facts),
    gates: BADGE_GATES.map((gate) => ({ gate, done: gates[gate] })),
  };
}

/**
 * /dashboard/: the signed-in person's stores and account, with two-step
 * verification, and for the store it is opened on, its completion checklist and badge
 * gates. The guards let only verified, licence-signed users with dashboard access in; the
 * login redirect only covers a request that somehow arrives without a user.
 */
export async function dashboardPage(scope: StoreScope, shell: ShellData, url: URL, user: AccountUser | null): Promise<StorefrontPage<DashboardPageView>> {
  if (!user) return { kind: 'redirect', location: `/login/?redirect_uri=${encodeURIComponent(url.pathname + url.search)}`, status: 302 };
  const stores = await dashboardStores(scope.db, user.id, scope.division.id);
  const cards = stores.map((store) => ({ store, pluginsGranted: holdsStorePermission(store, user, 'dashboard.plugins') }));
  const worksHere = user.internal || stores.some((store) => store.current);
  const current = worksHere ? await currentStore(scope, user) : null;
  return dashboardScreen(shell, url, { title: 'Dashboard', description: 'Your stores and account.' }, { user, cards, current });
}
