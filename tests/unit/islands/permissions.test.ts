import { describe, expect, it } from 'vitest';
import { dashboardAreaLabel, holdsAll, permissionLabel, permissionList } from '../../../islands/account/permissions.ts';
import { apiPath } from '../../../src/schemas/api.ts';

describe('permission names', () => {
  it('keeps valid, distinct names from a comma list or an array', () => {
    expect(permissionList('dashboard.pages, dashboard.themes,dashboard.pages')).toEqual(['dashboard.pages', 'dashboard.themes']);
    expect(permissionList(['atlas.users.mute', '<script>', ''])).toEqual(['atlas.users.mute']);
    expect(permissionList('../../etc,dashboard/pages')).toEqual([]);
    expect(permissionList(null)).toEqual([]);
  });

  it('builds the request path with the comma list', () => {
    expect(apiPath('account.requestPermissions', { permissions: ['dashboard.pages', 'dashboard.themes'] })).toBe(
      '/omnis/v3/atlas/permissions/request/dashboard.pages,dashboard.themes/',
    );
  });

  it('labels rights for people', () => {
    expect(permissionLabel('dashboard.pages')).toBe('Pages (dashboard)');
    expect(permissionLabel('atlas.users.mute')).toBe('Users: mute (atlas)');
    expect(dashboardAreaLabel('dashboard.plugins')).toBe('Plugins');
  });

  it('checks that every right is held', () => {
    expect(holdsAll(['dashboard.pages', 'dashboard.themes'], ['dashboard.pages'])).toBe(true);
    expect(holdsAll(['dashboard.pages'], ['dashboard.pages', 'dashboard.themes'])).toBe(false);
    expect(holdsAll([], [])).toBe(true);
  });
});
