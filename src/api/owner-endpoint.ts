import type { APIContext, APIRoute } from 'astro';
import type { StoreScope } from '../server/stores/index.ts';
import type { AccountUser } from '../schemas/account.ts';
import type { Permission } from '../lib/permissions.ts';
import { storeEndpoint } from './endpoint.ts';
import { ApiError } from '../platform/errors/api-error.ts';
import { isInternal } from '../lib/identity.ts';
import { requireHostDivision } from '../server/catalogue/index.ts';
import { mustEnrolTwoFactor, TWO_FACTOR_REQUIRED_MESSAGE } from '../server/accounts/index.ts';

/** Who is editing the store: the signed-in member (or internal staff) and their role. */
export interface StoreEditor {
  user: AccountUser;
  role: string | null;
  internal: boolean;
}

/**
 * A dashboard call that changes or reads the host's store on its owner's behalf:
 * signed in (401), a member of this store or internal staff holding `permission` (403 with
 * the spec's "another store" text), and, when the path names a `{division}`, that division
 * must be the host's own (requireHostDivision). Owners hold every dashboard right. A member of a
 * force2fa project without a second factor is refused here too, not only on the dashboard pages.
 */
export function ownerEndpoint(
  permission: Permission,
  handler: (scope: StoreScope, context: APIContext, editor: StoreEditor) => Promise<Response> | Response,
  /** The call's own words for a member without the right (the page calls: 'Insufficient permissions to access this page'). */
  options: { deniedMessage?: string } = {},
): APIRoute {
  return storeEndpoint(async (scope, context) => {
    const { identity } = context.locals;
    const user = identity.user;
    if (!user) throw new ApiError('unauthenticated');
    if (context.params.division !== undefined) await requireHostDivision(scope, context.params.division);
    const internal = isInternal(identity, scope.division.id);
    const role = identity.storeRole;
    if (!internal && role === null) throw new ApiError('otherStore');
    if (!internal && role !== 'owner' && !user.permissions.includes(permission)) throw new ApiError('permissionDenied', options.deniedMessage);
    if (!internal && (await mustEnrolTwoFactor(scope.db, user))) throw new ApiError('permissionDenied', TWO_FACTOR_REQUIRED_MESSAGE);
    return handler(scope, context, { user, role, internal });
  });
}
