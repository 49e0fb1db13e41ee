import type { AstroGlobal } from 'astro';
import { paymentProvider } from '../server/commerce/index.ts';
import { config } from '../platform/config/config.ts';
import { publicOrigin } from '../lib/public-origin.ts';
import { readFormPost } from './form-post.ts';

/**
 * What the store's payment settings screens read of a request: the posted form, who is asking,
 * the store's public origin (Stripe's onboarding links come back to it), the payment provider
 * and the platform's fee.
 */
export async function paymentScreenRequest(astro: AstroGlobal) {
  const { url, request } = astro;
  const { identity } = astro.locals;
  return {
    url,
    origin: publicOrigin(url, identity?.secure ?? url.protocol === 'https:'),
    post: await readFormPost(request, url),
    identity,
    provider: paymentProvider(),
    feePercent: config.platformFeePercent,
  };
}
