import type { APIContext } from 'astro';
import { requestOwner } from './basket-request.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import type { QuoteRequester } from '../server/fulfilment/index.ts';

type RequestParts = Pick<APIContext, 'cookies' | 'url' | 'locals'>;

/** Who is asking (signed-in customer or visitor, their address for the limits) and the store's origin for mailed links. */
export function quoteRequester(context: RequestParts): QuoteRequester {
  const owner = requestOwner(context);
  const identity = context.locals.identity;
  return {
    userId: owner.userId,
    visitorHash: owner.visitorHash,
    clientIp: identity?.clientIp ?? '',
    origin: publicOrigin(context.url, identity?.secure ?? context.url.protocol === 'https:'),
  };
}
