// Every /atlas/ path is for internal staff only, whichever screen builds
// it; a store under review sends its visitors to /store-under-review/, never its own people,
// and never away from the dashboard, the login or the API.
import { describe, expect, it } from 'vitest';
import { guardRedirect, isStorefrontPath, type GuardStore, type GuardVisitor } from '../../../src/lib/guards.ts';
import { ATLAS_SECTIONS } from '../../../src/lib/atlas-sections.ts';

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
const shopper: GuardVisitor = { ...anonymous, loggedIn: true, verified: true, eulaSigned: true };
const owner: GuardVisitor = { ...shopper, dashboardAccess: true, storeMember: true, hasStores: true };
const otherOwner: GuardVisitor = { ...shopper, dashboardAccess: true, hasStores: true };
const staff: GuardVisitor = { ...shopper, internal: true, dashboardAccess: true };
const open: GuardStore = { comingSoon: false, passwordProtected: false, isPro: false };
const underReview: GuardStore = { ...open, underReview: true };

describe('the /atlas/ route rule', () => {
  it('logs the signed out in, refuses everyone but staff, and lets staff through on every section', () => {
    for (const { path } of ATLAS_SECTIONS) {
      expect(guardRedirect(path, `${path}?page=2`, anonymous, open)).toBe(`/login/?redirect_uri=${encodeURIComponent(`${path}?page=2`)}`);
      expect(guardRedirect(path, path, shopper, open)).toEqual({ forbidden: 'not-internal' });
      expect(guardRedirect(path, path, owner, open)).toEqual({ forbidden: 'not-internal' });
      expect(guardRedirect(path, path, staff, open)).toBeNull();
    }
  });

  it('covers paths below the sections and the bare /atlas', () => {
    expect(guardRedirect('/atlas/orders/12/', '/atlas/orders/12/', owner, open)).toEqual({ forbidden: 'not-internal' });
    expect(guardRedirect('/atlas/anything-new/', '/atlas/anything-new/', shopper, open)).toEqual({ forbidden: 'not-internal' });
    expect(guardRedirect('/atlas', '/atlas', owner, open)).toEqual({ forbidden: 'not-internal' });
    expect(guardRedirect('/atlas', '/atlas', staff, open)).toBeNull();
  });
});

describe('a store under review', () => {
  it('sends visitors of storefront pages to /store-under-review/', () => {
    for (const path of ['/', '/collection/tees/', '/product/tee/', '/basket/', '/search/', '/blog/']) {
      expect(guardRedirect(path, path, anonymous, underReview)).toBe('/store-under-review/');
      expect(guardRedirect(path, path, shopper, underReview)).toBe('/store-under-review/');
      expect(guardRedirect(path, path, otherOwner, underReview)).toBe('/store-under-review/');
    }
  });

  it('shows the store to its own people and staff', () => {
    expect(guardRedirect('/', '/', owner, underReview)).toBeNull();
    expect(guardRedirect('/collection/tees/', '/collection/tees/', staff, underReview)).toBeNull();
  });

  it('leaves the under-review page, the login, the dashboard and the API alone', () => {
    expect(guardRedirect('/store-under-review/', '/store-under-review/', anonymous, underReview)).toBeNull();
    expect(guardRedirect('/login/', '/login/', anonymous, underReview)).toBeNull();
    expect(guardRedirect('/dashboard/', '/dashboard/', anonymous, underReview)).toBe('/login/?redirect_uri=%2Fdashboard%2F');
    expect(guardRedirect('/dashboard/', '/dashboard/', owner, underReview)).toBeNull();
    expect(isStorefrontPath('/omnis/v3/shop/core-data/')).toBe(false);
    expect(isStorefrontPath('/sign-up/')).toBe(false);
    expect(isStorefrontPath('/product/tee/')).toBe(true);
  });

  it('shows visitors the under-review page rather than a coming-soon countdown', () => {
    const soon: GuardStore = { ...underReview, comingSoon: true };
    expect(guardRedirect('/countdown/', '/countdown/', anonymous, soon)).toBe('/store-under-review/');
    expect(guardRedirect('/', '/', anonymous, soon)).toBe('/store-under-review/');
    expect(guardRedirect('/countdown/', '/countdown/', anonymous, { ...soon, underReview: false })).toBeNull();
  });

  it('changes nothing for open stores', () => {
    expect(guardRedirect('/', '/', anonymous, open)).toBeNull();
    expect(guardRedirect('/', '/', anonymous, { ...open, underReview: false })).toBeNull();
  });
});
