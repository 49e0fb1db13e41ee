import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { affiliateLink, affiliateStats, createAffiliate, readAffiliateSettings } from '../../../../../../server/commerce/index.ts';
import { NewAffiliateInput } from '../../../../../../schemas/affiliate.ts';
import { publicOrigin } from '../../../../../../lib/public-origin.ts';

/**
 * GET /omnis/v3/divisions/{division}/affiliates/ — the store's programme: its settings,
 * every affiliate with its link and figures, the totals and the monthly series.
 * POST { name, email, code? } adds an affiliate (201); a taken code or e-mail is a 422.
 */
export const GET = ownerEndpoint('dashboard.settings', async (scope, { url, locals }) => {
  const origin = publicOrigin(url, locals.identity.secure);
  const [settings, stats] = await Promise.all([readAffiliateSettings(scope), affiliateStats(scope)]);
  return json({
    settings,
    totals: stats.totals,
    months: stats.months,
    affiliates: stats.affiliates.map((affiliate) => ({ ...affiliate, link: affiliateLink(origin, affiliate.code) })),
  });
});

export const POST = ownerEndpoint('dashboard.settings', async (scope, { request, url, locals }) => {
  const input = await readJson(request, NewAffiliateInput);
  const affiliate = await createAffiliate(scope, input);
  return json({ affiliate: { ...affiliate, link: affiliateLink(publicOrigin(url, locals.identity.secure), affiliate.code) } }, 201);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
