import { describe, expect, it } from 'vitest';
import { pageAccess } from '../../../src/lib/page-access.ts';

const visitor = { loggedIn: false, internal: false, dashboardAccess: false };
const page = (loginState: 'everyone' | 'logged-in' | 'logged-out' | 'dashboard-access', published = true) => ({ published, properties: { loginState } });

describe('page access by login state and role', () => {
  it('hides unpublished pages from all but internal users', () => {
    expect(pageAccess(page('everyone', false), visitor, '/x/').kind).toBe('not-found');
    expect(pageAccess(page('everyone', false), { ...visitor, internal: true }, '/x/').kind).toBe('allow');
  });
  it('sends logged-out visitors of logged-in pages to login with the full path', () => {
    expect(pageAccess(page('logged-in'), visitor, '/orders/?page=2')).toEqual({ kind: 'redirect', location: '/login/?redirect_uri=%2Forders%2F%3Fpage%3D2' });
  });
  it('sends logged-in users away from logged-out pages to the dashboard', () => {
    expect(pageAccess(page('logged-out'), { ...visitor, loggedIn: true }, '/x/')).toEqual({ kind: 'redirect', location: '/dashboard/' });
  });
  it('needs dashboard access for dashboard pages', () => {
    expect(pageAccess(page('dashboard-access'), { ...visitor, loggedIn: true }, '/x/')).toEqual({ kind: 'redirect', location: '/403/' });
    expect(pageAccess(page('dashboard-access'), { ...visitor, loggedIn: true, dashboardAccess: true }, '/x/').kind).toBe('allow');
  });
});
