// Role checks that depend only on the store and the visitor.

/** Division 12 is the platform's own store. */
export const PLATFORM_DIVISION_ID = 12;
/** Company 52 takes bespoke, quote-based orders. */
export const BESPOKE_COMPANY_ID = 52;

export interface RoleStore {
  id: number;
  isPro: boolean;
  projectIsPro: boolean;
  companyId: number | null;
  settings: { turbo: boolean };
}

/** isPro: from the project for division 12 or the platform's own context, else from the store. */
export function isPro(store: RoleStore, platformContext = false): boolean {
  return store.id === PLATFORM_DIVISION_ID || platformContext ? store.projectIsPro : store.isPro;
}

/** isTurbo: a turbo store, or an internal user. */
export function isTurbo(store: RoleStore, internal: boolean): boolean {
  return store.settings.turbo || internal;
}

export function isBespoke(store: RoleStore): boolean {
  return store.companyId === BESPOKE_COMPANY_ID;
}
