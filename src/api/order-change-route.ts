import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import type { StoreScope } from '../server/stores/index.ts';
import { storeEndpoint } from './endpoint.ts';
import { readJson } from './body.ts';
import { ApiError } from '../platform/errors/api-error.ts';
import { json } from './respond.ts';
import { isHashShaped } from '../server/commerce/index.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { ChangeContext } from '../server/commerce/index.ts';

// The shape of every POST /omnis/v3/frontend/orders/{orderHash}/… call (the CSRF middleware
// has checked X-XSRF-TOKEN before this runs): the order must be one of this store's (404
// before the body is even read), the body fits the call's schema (422 with validation messages),
// then one service does the change. Answers are never cached.

export type OrderChangeService<B> = (scope: StoreScope, hash: string, body: B, context: ChangeContext) => Promise<unknown>;

/** Who is changing and where the mail's links point, from the request. */
export function changeContext(context: Pick<APIContext, 'url' | 'locals'>): ChangeContext {
  return { origin: publicOrigin(context.url, context.locals.identity?.secure), userId: context.locals.identity?.user?.id ?? null };
}

export async function assertOrderHere(scope: StoreScope, hash: string | undefined): Promise<string> {
  const found = isHashShaped(hash)
    ? await scope.db.selectFrom('orders').select('id').where('hash', '=', hash).where('division_id', '=', scope.division.id).executeTakeFirst()
    : undefined;
  if (!found || hash === undefined) throw new ApiError('notFound', 'We could not find this order.');
  return hash;
}

export function orderChangeRoute<S extends z.ZodType>(schema: S, service: OrderChangeService<z.output<S>>, status = 200): APIRoute {
  return storeEndpoint(async (scope, context) => {
    const hash = await assertOrderHere(scope, context.params.hash);
    const body = await readJson(context.request, schema);
    return json(await service(scope, hash, body, changeContext(context)), status);
  });
}
