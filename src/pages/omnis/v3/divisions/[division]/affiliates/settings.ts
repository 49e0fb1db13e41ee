import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { readAffiliateSettings, saveAffiliateSettings } from '../../../../../../server/commerce/index.ts';
import { AffiliateSettingsInput } from '../../../../../../schemas/affiliate.ts';

/**
 * GET /omnis/v3/divisions/{division}/affiliates/settings/ → { settings };
 * PUT { enabled, commissionRate (percent, two decimals, 0–100), cookieDays (1–365) }.
 */
export const GET = ownerEndpoint('dashboard.settings', async (scope) => json({ settings: await readAffiliateSettings(scope) }));

export const PUT = ownerEndpoint('dashboard.settings', async (scope, { request }) => {
  const input = await readJson(request, AffiliateSettingsInput);
  return json({ settings: await saveAffiliateSettings(scope, input) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
