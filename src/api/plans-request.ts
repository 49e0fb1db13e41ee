import type { AstroGlobal } from 'astro';
import { isInternal } from '../lib/identity.ts';
import { billingProvider, type PlansRequest, type PlansViewer } from '../server/accounts/index.ts';

import { readFormPost } from './form-post.ts';

/**
 * The plans pages' request: the posted form, who is asking and whether they may buy and
 * manage Pro for this store (its owner, internal staff, or a member holding dashboard.billing),
 * and the processor Pro is bought through.
 */
export async function plansRequest(astro: AstroGlobal): Promise<PlansRequest> {
  const { identity, runtime, scope } = astro.locals;
  const user = identity?.user;
  const viewer: PlansViewer | null = user
    ? {
        email: user.email,
        canManage:
          identity.storeRole === 'owner' ||
          isInternal(identity, scope?.division.id) ||
          (identity.storeRole !== null && user.permissions.includes('dashboard.billing')),
      }
    : null;
  return { url: astro.url, post: await readFormPost(astro.request, astro.url), viewer, provider: billingProvider(runtime.secrets) };
}
