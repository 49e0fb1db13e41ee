import { describe, expect, it } from 'vitest';
import { canVisitCountdown, canVisitStore, guardRedirect, type GuardStore, type GuardVisitor } from '../../../src/lib/guards.ts';

const anonymous: GuardVisitor = {
  loggedIn: false,
  verified: false,
  eulaSigned: false,
  internal: false,
  dashboardAccess: false,
  storeMember: false,
  hasStores: false,
  storePasswordEntered: false,
};
const owner: GuardVisitor = {
  loggedIn: true,
  verified: true,
  eulaSigned: true,
  internal: false,
  dashboardAccess: true,
  storeMember: true,
  hasStores: true,
  storePasswordEntered: false,
};
const shopper: GuardVisitor = { ...owner, dashboardAccess: false, storeMember: false };
const open: GuardStore = { comingSoon: false, passwordProtected: false, isPro: false };

describe('guarded redirects', () => {
  it('sends visitors who are not logged in to /login/ with the full path', () => {
    expect(guardRedirect('/dashboard/', '/dashboard/?tab=2', anonymous, open)).toBe('/login/?redirect_uri=%2Fdashboard%2F%3Ftab%3D2');
  });
  it('sends logged-in users away from the login page to home, and from logged-out-only pages to the dashboard', () => {
    expect(guardRedirect('/login/', '/login/', owner, open)).toBe('/');
    expect(guardRedirect('/sign-up/', '/sign-up/', owner, open)).toBe('/dashboard/');
    expect(guardRedirect('/login/', '/login/', anonymous, open)).toBeNull();
  });
  it('walks new accounts through verification and the EULA', () => {
    expect(guardRedirect('/dashboard/', '/dashboard/', { ...owner, verified: false, eulaSigned: false }, open)).toBe('/sign-up/verify/');
    expect(guardRedirect('/dashboard/', '/dashboard/', { ...owner, eulaSigned: false }, open)).toBe('/sign-up/eula/');
    expect(guardRedirect('/sign-up/eula/', '/sign-up/eula/', { ...owner, verified: false }, open)).toBe('/sign-up/verify/');
  });
  it('needs dashboard access (else /403/), an active store (else /dashboard/) and pro (else /teemill-plans/)', () => {
    expect(guardRedirect('/dashboard/', '/dashboard/', shopper, open)).toBe('/403/');
    expect(guardRedirect('/plugins/currency', '/plugins/currency', { ...owner, storeMember: false, hasStores: false }, open)).toBe('/dashboard/');
    expect(guardRedirect('/marketing-tools/notifications/builder', '/marketing-tools/notifications/builder', owner, open)).toBe('/teemill-plans/');
    expect(guardRedirect('/marketing-tools/notifications/builder', '/marketing-tools/notifications/builder', owner, { ...open, isPro: true })).toBeNull();
  });
  it('holds a coming-soon store behind /countdown/ for all but its people', () => {
    const soon = { ...open, comingSoon: true };
    expect(guardRedirect('/', '/', anonymous, soon)).toBe('/countdown/');
    expect(guardRedirect('/', '/', owner, soon)).toBeNull();
    expect(guardRedirect('/', '/', { ...anonymous, internal: true }, soon)).toBeNull();
    expect(canVisitCountdown(anonymous, soon)).toBe(true);
    expect(canVisitCountdown(owner, soon)).toBe(false);
    expect(guardRedirect('/countdown/', '/countdown/', anonymous, open)).toBe('/');
  });
  it('holds a password-protected store behind /login/ until the password is entered', () => {
    const locked = { ...open, passwordProtected: true };
    expect(guardRedirect('/about/', '/about/', anonymous, locked)).toBe('/login/?redirect_uri=%2Fabout%2F');
    expect(guardRedirect('/about/', '/about/', { ...anonymous, storePasswordEntered: true }, locked)).toBeNull();
    expect(guardRedirect('/login/', '/login/', anonymous, locked)).toBeNull();
    expect(canVisitStore({ ...anonymous, internal: true }, locked)).toBe(true);
  });
});

describe('another store', () => {
  it("answers store pages of a store the user does not belong to with the 'another store' 403", () => {
    const otherOwner = { ...owner, storeMember: false };
    expect(guardRedirect('/plugins/currency', '/plugins/currency', otherOwner, open)).toEqual({ forbidden: 'other-store' });
    expect(guardRedirect('/plugins/currency', '/plugins/currency', { ...otherOwner, internal: true }, open)).toBeNull();
    // The dashboard home is the owner's own, on any store's address.
    expect(guardRedirect('/dashboard/', '/dashboard/', otherOwner, open)).toBeNull();
  });
});
