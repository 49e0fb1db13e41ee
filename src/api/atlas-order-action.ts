import type { APIContext, APIRoute, AstroCookies } from 'astro';
import type { z } from 'zod';
import { staffEndpoint } from './staff-endpoint.ts';
import { readJson } from './body.ts';
import { formToObject } from './form-fields.ts';
import { isFormPost } from './basket-request.ts';
import { ApiError } from '../platform/errors/api-error.ts';
import { json, toApiError } from './respond.ts';
import { routeId } from './route-id.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import { atlasOrderPath } from '../lib/atlas-order-calls.ts';
import type { ActionResult, Flash, StaffActor } from '../server/fulfilment/index.ts';

// One shape for every POST /omnis/v3/atlas/orders/{id}/… action: staff only (staffEndpoint:
// 401 / 403 before anything is read), the body read by the action's schema from JSON or from
// the order page's HTML form, and the answer as JSON — or, for the form, a 303 back to the
// order page with a one-time flash cookie saying what happened (or why not), so the page
// works without JavaScript and never reflects the request's own text in its address.

export const FLASH_COOKIE = 'pf_atlas_flash';
const FLASH_PATH = '/atlas/orders/';

export function setFlash(cookies: AstroCookies, flash: Flash, secure: boolean): void {
  cookies.set(FLASH_COOKIE, JSON.stringify({ kind: flash.kind, message: flash.message.slice(0, 300) }), {
    path: FLASH_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 120,
  });
}

/** The flash a form post left for the order page, read once (the page deletes it). */
export function takeFlash(cookies: AstroCookies): Flash | undefined {
  const raw = cookies.get(FLASH_COOKIE)?.value;
  if (raw === undefined) return undefined;
  cookies.delete(FLASH_COOKIE, { path: FLASH_PATH });
  try {
    const value = JSON.parse(raw) as Partial<Flash>;
    if ((value.kind === 'ok' || value.kind === 'error') && typeof value.message === 'string') return { kind: value.kind, message: value.message.slice(0, 300) };
  } catch {
    // A cookie we did not write: ignore it.
  }
  return undefined;
}

async function readBody<S extends z.ZodType>(request: Request, schema: S, form: boolean): Promise<z.output<S>> {
  if (!form) return readJson(request, schema);
  const data = await request.formData().catch(() => {
    throw new ApiError('badRequest', 'The form could not be read.');
  });
  return schema.parse(formToObject(data));
}

export function staffActor(context: APIContext, userId: number): StaffActor {
  const { scope, identity } = context.locals;
  return { db: scope!.db, runtime: scope!.runtime, userId, origin: publicOrigin(context.url, identity?.secure), hostSubdomain: scope!.division.subdomain };
}

export function atlasOrderAction<S extends z.ZodType, T>(
  schema: S,
  action: (actor: StaffActor, orderId: number, body: z.output<S>) => Promise<ActionResult<T>>,
): APIRoute {
  return staffEndpoint(async (_scope, context) => {
    const orderId = routeId(context.params.id, 'order');
    const form = isFormPost(context.request);
    const secure = context.locals.identity?.secure ?? false;
    const back = () => new Response(null, { status: 303, headers: { location: atlasOrderPath(orderId), 'cache-control': 'no-store' } });
    try {
      const body = await readBody(context.request, schema, form);
      const result = await action(staffActor(context, context.locals.identity.user!.id), orderId, body);
      if (!form) return json(result.data);
      setFlash(context.cookies, { kind: 'ok', message: result.message }, secure);
      return back();
    } catch (error) {
      const refusal = toApiError(error);
      // A form shows what went wrong on the order page; a missing order or a fault stays an error.
      if (!form || refusal.status >= 500 || refusal.status === 404) throw error;
      setFlash(context.cookies, { kind: 'error', message: refusal.message }, secure);
      return back();
    }
  });
}
