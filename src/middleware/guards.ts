import { defineMiddleware } from 'astro:middleware';
import { guardRedirect, rulesFor, ACCESS_LOOP_LIMIT, REDIRECT_COUNT_COOKIE } from '../lib/guards.ts';
import { mustEnrolTwoFactor } from '../server/accounts/index.ts';
import { isInternal } from '../lib/identity.ts';
import { hasStorePass, STORE_PASSWORD_COOKIE } from '../server/accounts/index.ts';
import { API_PREFIX } from './tenancy.ts';
import { PAGE_LOAD_MESSAGES } from '../platform/errors/api-error.ts';
import { isPro } from '../lib/roles.ts';

const ASSETS = /^\/(_astro|fonts|media)\//;

/** The 403 screen's text for anyone but internal staff on an /atlas/ path. */
const ATLAS_FORBIDDEN = { message: 'Permission denied', intro: 'The back office is for Printfront staff only.' };

/**
 * The guarded redirects, before a page renders. Consecutive redirects are counted
 * in a cookie; past the spec's limit of 100 the loop is logged and broken with /404/.
 */
export const guards = defineMiddleware(async (context, next) => {
  const { scope, identity } = context.locals;
  const path = context.url.pathname;
  const method = context.request.method;
  if (!scope || (method !== 'GET' && method !== 'HEAD') || path.startsWith(API_PREFIX) || ASSETS.test(path)) return next();

  const { division } = scope;
  const user = identity.user;
  const storeMember = identity.storeRole !== null;
  const internal = isInternal(identity, division.id);
  // One query, only on the paths that demand it and only for someone without a second factor.
  const enrol = user !== null && !user.twoFactorEnabled && rulesFor(path).twoFactor === true && (await mustEnrolTwoFactor(scope.db, user));
  const target = guardRedirect(
    path,
    path + context.url.search,
    {
      loggedIn: user !== null,
      verified: user?.verified ?? false,
      eulaSigned: user?.eulaSigned ?? false,
      internal,
      dashboardAccess: internal || storeMember || (user?.dashboardAccess ?? false),
      storeMember,
      hasStores: identity.storeCount > 0,
      storePasswordEntered: hasStorePass(division, context.cookies.get(STORE_PASSWORD_COOKIE)?.value, context.locals.runtime.secrets),
      mustEnrolTwoFactor: enrol,
    },
    {
      comingSoon: division.settings.comingSoonPageData.enabled,
      passwordProtected: division.settings.passwordProtected,
      isPro: isPro(division),
      underReview: division.underReview,
    },
  );

  const count = Number(context.cookies.get(REDIRECT_COUNT_COOKIE)?.value ?? 0) || 0;
  if (target !== null && typeof target === 'object') {
    // Another store's page answers 403 with its own text; the back office is staff's alone.
    context.locals.forbidden = target.forbidden === 'not-internal' ? ATLAS_FORBIDDEN : { message: PAGE_LOAD_MESSAGES[403] };
    return next('/403/');
  }
  if (target === null) {
    if (count > 0) context.cookies.delete(REDIRECT_COUNT_COOKIE, { path: '/' });
    return next();
  }
  if (count >= ACCESS_LOOP_LIMIT) {
    console.error(`[guards] possible access loop on ${division.subdomain}${path} → ${target} after ${count} redirects`);
    context.cookies.delete(REDIRECT_COUNT_COOKIE, { path: '/' });
    return context.redirect('/404/', 302);
  }
  context.cookies.set(REDIRECT_COUNT_COOKIE, String(count + 1), { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });
  return context.redirect(target, 302);
});
