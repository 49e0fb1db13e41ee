import type { Db } from '../../platform/db/database.ts';
import { now } from '../../platform/db/json.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import { isPermission } from '../../lib/permissions.ts';

export const PERMISSION_REQUESTED = 'Permission request successfully submitted';

/** Parses the path's comma list ("dashboard.pages,dashboard.themes"); unknown rights are refused. */
export function parsePermissions(list: string): string[] {
  const permissions = [
    ...new Set(
      list
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
  if (permissions.length === 0 || permissions.length > 20 || !permissions.every(isPermission))
    throw ApiError.validation({ permissions: ['Unknown permission.'] });
  return permissions;
}

export async function requestPermissions(db: Db, userId: number, divisionId: number | null, permissions: string[], reason: string): Promise<void> {
  await db
    .insertInto('permission_requests')
    .values({ user_id: userId, division_id: divisionId, permissions: permissions.join(','), reason, created_at: now() })
    .execute();
}
