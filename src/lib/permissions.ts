// Rights a user can hold. Store owners hold every dashboard right for their stores;
// staff and atlas rights are granted one by one (and asked for with a reason).

export const DASHBOARD_PERMISSIONS = [
  'dashboard.pages',
  'dashboard.products',
  'dashboard.orders',
  'dashboard.themes',
  'dashboard.plugins',
  'dashboard.settings',
  'dashboard.billing',
] as const;

export const ATLAS_PERMISSIONS = [
  'atlas.users.mute',
  'atlas.orders',
  'atlas.factory',
  'atlas.customers',
  'atlas.notifications',
  'atlas.staff.sensitive',
] as const;

export type Permission = (typeof DASHBOARD_PERMISSIONS)[number] | (typeof ATLAS_PERMISSIONS)[number];

export const ALL_PERMISSIONS: readonly string[] = [...DASHBOARD_PERMISSIONS, ...ATLAS_PERMISSIONS];

export function isPermission(value: string): value is Permission {
  return ALL_PERMISSIONS.includes(value);
}
