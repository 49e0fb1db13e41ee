// A project's force2fa setting: a member of a force2fa project without a second
// factor is sent to /dashboard/ to enrol before any store dashboard page; /dashboard/ itself
// (where they enrol) stays open.
import { describe, expect, it } from 'vitest';
import { guardRedirect, TWO_FACTOR_ENROLMENT_PATH, type GuardStore, type GuardVisitor } from '../../../src/lib/guards.ts';

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
const open: GuardStore = { comingSoon: false, passwordProtected: false, isPro: true };

describe('force2fa', () => {
  it('sends a member who must enrol from store dashboard pages to the enrolment page', () => {
    const enrol = { ...owner, mustEnrolTwoFactor: true };
    expect(TWO_FACTOR_ENROLMENT_PATH).toBe('/dashboard/?two-factor=required');
    for (const path of ['/dashboard/store/pages/', '/dashboard/store/products/12/', '/plugins/currency', '/marketing-tools/notifications/builder']) {
      expect(guardRedirect(path, path, enrol, open)).toBe(TWO_FACTOR_ENROLMENT_PATH);
    }
  });
  it('leaves the enrolment page itself, other pages and enrolled members alone', () => {
    expect(guardRedirect('/dashboard/', '/dashboard/?two-factor=required', { ...owner, mustEnrolTwoFactor: true }, open)).toBeNull();
    expect(guardRedirect('/', '/', { ...owner, mustEnrolTwoFactor: true }, open)).toBeNull();
    expect(guardRedirect('/dashboard/store/pages/', '/dashboard/store/pages/', { ...owner, mustEnrolTwoFactor: false }, open)).toBeNull();
    expect(guardRedirect('/dashboard/store/pages/', '/dashboard/store/pages/', owner, open)).toBeNull();
  });
  it('still logs the signed-out in first', () => {
    expect(guardRedirect('/dashboard/store/pages/', '/dashboard/store/pages/', { ...owner, loggedIn: false, mustEnrolTwoFactor: true }, open)).toMatch(
      /^\/login\//,
    );
  });
});
