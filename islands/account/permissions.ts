// Permission requests (the account.requestPermissions call), with a reason, for a list of
// permissions such as "dashboard.pages" and "dashboard.themes".

export const PERMISSION_REQUEST_SUCCESS = 'Permission request successfully submitted';
export const PERMISSION_DENIED = 'Permission denied';
export const REASON_MAX_LENGTH = 500;

const PERMISSION_NAME = /^[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)*$/i;

/** Valid, distinct permission names from a comma list or an array (URL input is untrusted). */
export function permissionList(input: string | readonly string[] | null | undefined): string[] {
  const items = typeof input === 'string' ? input.split(',') : [...(input ?? [])];
  const names = items.map((item) => item.trim()).filter((item) => item.length <= 100 && PERMISSION_NAME.test(item));
  return [...new Set(names)];
}

/** "dashboard.pages" → "Pages (dashboard)"; "atlas.users.mute" → "Users: mute (atlas)". */
export function permissionLabel(permission: string): string {
  const [area = '', ...rest] = permission.split('.');
  const words = (part: string): string => part.replace(/[-_]+/g, ' ');
  if (rest.length === 0) return words(area).replace(/^./, (first) => first.toUpperCase());
  const [subject = '', ...actions] = rest;
  const named = words(subject).replace(/^./, (first) => first.toUpperCase());
  return `${actions.length > 0 ? `${named}: ${actions.map(words).join(' ')}` : named} (${words(area)})`;
}

/** Does the user hold every one of `needed`? */
export function holdsAll(granted: readonly string[], needed: readonly string[]): boolean {
  return needed.every((permission) => granted.includes(permission));
}

/** "dashboard.pages" → "Pages": the area's name in the dashboard's own menu. */
export function dashboardAreaLabel(permission: string): string {
  const area = permission.split('.').slice(1).join(' ').replace(/[-_]+/g, ' ');
  return area.replace(/^./, (first) => first.toUpperCase()) || permission;
}
