import type { APIContext, APIRoute } from 'astro';
import type { StoreScope } from '../server/stores/index.ts';
import { errorResponse } from './respond.ts';
import { ApiError } from '../platform/errors/api-error.ts';

// Route files stay thin (STYLE habit 6): parse, call a service, shape the response.
// These wrappers turn every thrown error into the API's JSON error shape.

export function endpoint(handler: (context: APIContext) => Promise<Response> | Response): APIRoute {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

/** An endpoint that acts for the store the host resolved to. */
export function storeEndpoint(handler: (scope: StoreScope, context: APIContext) => Promise<Response> | Response): APIRoute {
  return endpoint((context) => {
    const scope = context.locals.scope;
    if (!scope) throw new ApiError('notFound', 'Store not found');
    return handler(scope, context);
  });
}
