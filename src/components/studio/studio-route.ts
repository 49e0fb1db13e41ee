import type { AstroGlobal } from 'astro';
import { storefrontPage, type LoadedPage } from '../pages/storefront.ts';
import { loadStudioPage, type StudioPageView } from '../../server/studio/index.ts';
import { isInternal } from '../../lib/identity.ts';
import { studioAliasOf } from '../../lib/studio/studio-routes.ts';
import { chosenCurrencyCode } from '../../api/visitor-cookies.ts';

// The one skeleton of every studio route (/studio/, /studio/{customiseItUrl}/ and each alias
// listed in src/lib/studio/studio-routes.ts): each route file names what it opens and draws StudioPage with the answer.

export type StudioRouteTarget = { alias: string } | { customiseItUrl: string | undefined };

export function studioRoute(astro: AstroGlobal, target: StudioRouteTarget): Promise<LoadedPage<StudioPageView>> {
  const { identity, scope } = astro.locals;
  // Owner mode: a member of this store (or internal staff) signed in on it may sell the design.
  const ownerMode = Boolean(identity.user) && (identity.storeRole !== null || isInternal(identity, scope?.division.id));
  const alias = 'alias' in target ? studioAliasOf(target.alias) : undefined;
  if ('alias' in target && !alias) throw new Error(`No studio alias ${target.alias}`);
  const customiseItUrl = 'customiseItUrl' in target ? target.customiseItUrl : undefined;
  return storefrontPage(astro, (scope, shell) =>
    loadStudioPage(scope, shell, { alias, customiseItUrl, url: astro.url, chosenCurrencyCode: chosenCurrencyCode(astro.cookies), ownerMode }),
  );
}
