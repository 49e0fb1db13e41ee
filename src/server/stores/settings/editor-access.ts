import type { Identity } from '../../../lib/identity.ts';
import type { Permission } from '../../../lib/permissions.ts';
import { isInternal } from '../../../lib/identity.ts';

/**
 * May this visitor change the store's settings covered by `permission`? The same answer
 * ownerEndpoint (src/api/owner-endpoint.ts) gives API calls: owners and internal staff
 * hold every right, other members the rights they were granted.
 */
export function mayEditStore(identity: Identity, divisionId: number, permission: Permission): boolean {
  if (!identity.user) return false;
  if (isInternal(identity, divisionId)) return true;
  if (identity.storeRole === null) return false;
  return identity.storeRole === 'owner' || identity.user.permissions.includes(permission);
}
