import type { APIContext, APIRoute } from 'astro';
import type { StoreScope } from '../server/stores/index.ts';
import { storeEndpoint } from './endpoint.ts';
import { ApiError } from '../platform/errors/api-error.ts';
import { isInternal } from '../lib/identity.ts';

/** A call only internal staff may make (the atlas): 401 signed out, 403 'Permission denied' for anyone else. */
export function staffEndpoint(handler: (scope: StoreScope, context: APIContext) => Promise<Response> | Response): APIRoute {
  return storeEndpoint((scope, context) => {
    const { identity } = context.locals;
    if (!identity.user) throw new ApiError('unauthenticated');
    if (!isInternal(identity, scope.division.id)) throw new ApiError('permissionDenied');
    return handler(scope, context);
  });
}
