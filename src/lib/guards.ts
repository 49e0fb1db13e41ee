import { loginRedirect } from './page-access.ts';

/** Where a member of a force2fa project without a second factor enrols (the dashboard's two-step section). */
export const TWO_FACTOR_ENROLMENT_PATH = '/dashboard/?two-factor=required';

// The guarded redirects and the store's access rules, as one pure decision per request: where (if
// anywhere) a visitor must be sent before a page renders.

export interface GuardVisitor {
  loggedIn: boolean;
  verified: boolean;
  eulaSigned: boolean;
  internal: boolean;
  /** May use the dashboard at all (account flag, store membership or internal). */
  dashboardAccess: boolean;
  /** Owner or staff of the current store. */
  storeMember: boolean;
  /** Owner or staff of any store (an "active store" to work on). */
  hasStores: boolean;
  /** Entered the store's password (password-protected stores). */
  storePasswordEntered: boolean;
  /** Belongs to a store of a force2fa project and has no second factor yet. */
  mustEnrolTwoFactor?: boolean;
}

export interface GuardStore {
  comingSoon: boolean;
  passwordProtected: boolean;
  isPro: boolean;
  /** The store's approval item is not yet approved: visitors see /store-under-review/ (its own people see the store). */
  underReview?: boolean;
}

export interface RouteRules {
  auth?: boolean;
  loggedOutOnly?: boolean;
  verified?: boolean;
  eula?: boolean;
  dashboard?: boolean;
  activeStore?: boolean;
  /** Only the store's own people (and internal staff): others get the 403 "another store" page. */
  member?: boolean;
  pro?: boolean;
  /** Members of a force2fa project must enrol two-step verification first (/dashboard/ is where). */
  twoFactor?: boolean;
  /** Internal staff only: signed out → log in, anyone else → the 403 screen. */
  internal?: boolean;
}

/** Where to send the visitor, or a 403 for someone else's store. */
export type GuardOutcome = string | { forbidden: 'other-store' | 'not-internal' } | null;

/** Routes and what they demand; the first matching prefix wins. */
export const ROUTE_RULES: [prefix: string, rules: RouteRules][] = [
  ['/sign-up/verify/', { auth: true }],
  ['/sign-up/eula/', { auth: true, verified: true }],
  ['/sign-up/', { loggedOutOnly: true }],
  ['/password-reset/', { loggedOutOnly: true }],
  ['/dashboard/store/', { auth: true, verified: true, eula: true, dashboard: true, activeStore: true, member: true, twoFactor: true }],
  ['/dashboard/', { auth: true, verified: true, eula: true, dashboard: true }],
  ['/plugins/', { auth: true, verified: true, eula: true, dashboard: true, activeStore: true, member: true, twoFactor: true }],
  ['/marketing-tools/', { auth: true, verified: true, eula: true, dashboard: true, activeStore: true, member: true, pro: true, twoFactor: true }],
  ['/teemill-plans/', { auth: true, verified: true, eula: true }],
  // The back office: every /atlas/ path, whichever screen builds it.
  ['/atlas/', { auth: true, internal: true }],
];

/** Where visitors of a store under review are sent (blank layout). */
export const STORE_UNDER_REVIEW_PATH = '/store-under-review/';

/** Paths no store gate applies to: how visitors get in, and what the app itself needs. */
const GATE_EXEMPT = /^\/(login|countdown|sign-up|password-reset|403|404|teemail|subscribe|subscription-verified|omnis|_astro|fonts|media|favicon)(\/|$)/;

export function rulesFor(path: string): RouteRules {
  return ROUTE_RULES.find(([prefix]) => path === prefix || path.startsWith(prefix) || `${path}/` === prefix)?.[1] ?? {};
}

/** A page of the storefront itself: no route rule of its own, not exempt from the store gates, not the under-review page. */
export function isStorefrontPath(path: string): boolean {
  return !GATE_EXEMPT.test(path) && Object.keys(rulesFor(path)).length === 0 && !path.startsWith('/store-under-review');
}

/** canVisitStore: coming-soon admits only allowed users; a password-protected store admits internal or allowed users. */
export function canVisitStore(visitor: GuardVisitor, store: GuardStore): boolean {
  const allowed = visitor.storeMember || visitor.internal;
  if (store.comingSoon) return allowed;
  if (store.passwordProtected) return allowed || visitor.storePasswordEntered;
  return true;
}

/** canVisitCountdownPage: only while coming-soon is on and the visitor is not allowed. */
export function canVisitCountdown(visitor: GuardVisitor, store: GuardStore): boolean {
  return store.comingSoon && !(visitor.storeMember || visitor.internal);
}

/** Where the visitor must go first, a 403 for another store's pages, or null to render the page. */
export function guardRedirect(path: string, fullPath: string, visitor: GuardVisitor, store: GuardStore): GuardOutcome {
  if (path === '/login/' || path === '/login') {
    // Logged in on the login page → home. A password-protected store's visitor still needs it.
    return visitor.loggedIn ? '/' : null;
  }
  const reviewHidesStore = store.underReview === true && !(visitor.storeMember || visitor.internal);
  // The coming-soon page shows the store too: while it is under review, visitors see that instead.
  if (path.startsWith('/countdown')) return reviewHidesStore ? STORE_UNDER_REVIEW_PATH : canVisitCountdown(visitor, store) ? null : '/';
  const rules = rulesFor(path);
  if (rules.loggedOutOnly && visitor.loggedIn) return '/dashboard/';
  if (rules.auth && !visitor.loggedIn) return loginRedirect(fullPath);
  if (rules.internal && !visitor.internal) return { forbidden: 'not-internal' };
  if (rules.verified && !visitor.verified) return '/sign-up/verify/';
  if (rules.eula && !visitor.eulaSigned) return '/sign-up/eula/';
  if (rules.dashboard && !visitor.dashboardAccess) return '/403/';
  // Without a store of their own there is nothing to work on here: back to the dashboard home.
  if (rules.activeStore && !(visitor.hasStores || visitor.internal)) return '/dashboard/';
  if (rules.member && !(visitor.storeMember || visitor.internal)) return { forbidden: 'other-store' };
  if (rules.twoFactor && visitor.mustEnrolTwoFactor) return TWO_FACTOR_ENROLMENT_PATH;
  if (rules.pro && !store.isPro) return '/teemill-plans/';
  // A store under review shows its storefront to its own people only; the dashboard, the
  // login and other ruled or exempt paths stay reachable.
  if (reviewHidesStore && isStorefrontPath(path)) return STORE_UNDER_REVIEW_PATH;
  if (!GATE_EXEMPT.test(path) && !canVisitStore(visitor, store)) return store.comingSoon ? '/countdown/' : loginRedirect(fullPath);
  return null;
}

/** More than 100 consecutive access redirects are taken for a loop. */
export const ACCESS_LOOP_LIMIT = 100;
export const REDIRECT_COUNT_COOKIE = 'pf_redirects';
