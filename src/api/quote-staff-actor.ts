import type { APIContext } from 'astro';
import { publicOrigin } from '../lib/public-origin.ts';
import type { StaffActor } from '../server/fulfilment/quotes/staff-quotes.ts';

/** The signed-in staff member behind a staffEndpoint call (it has checked they are internal). */
export function staffActor(context: Pick<APIContext, 'url' | 'locals'>): StaffActor {
  const identity = context.locals.identity;
  return {
    userId: identity.user!.id,
    clientIp: identity.clientIp ?? '',
    origin: publicOrigin(context.url, identity.secure ?? context.url.protocol === 'https:'),
  };
}
