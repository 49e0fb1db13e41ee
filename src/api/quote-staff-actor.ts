import type { APIContext } from 'astro';
import { publicOrigin } from '../lib/public-origin.ts';
import type { QuoteStaffActor } from '../server/fulfilment/index.ts';

/** The signed-in staff member behind a staffEndpoint call (it has checked they are internal). */
export function staffActor(context: Pick<APIContext, 'url' | 'locals'>): QuoteStaffActor {
  const identity = context.locals.identity;
  return {
    userId: identity.user!.id,
    clientIp: identity.clientIp ?? '',
    origin: publicOrigin(context.url, identity.secure ?? context.url.protocol === 'https:'),
  };
}
