import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { json } from '../../../../../../api/respond.ts';
import { SitewideBannerBody } from '../../../../../../schemas/store-settings.ts';
import { readStoreSettings, saveSitewideBanner } from '../../../../../../server/stores/index.ts';

/** PUT /omnis/v3/divisions/{division}/settings/sitewide-banner/ { enabled, text, href, backgroundColor, textColor } → the banner saved. */
export const PUT = ownerEndpoint('dashboard.settings', async (scope, { request }) => {
  await saveSitewideBanner(scope, await readJson(request, SitewideBannerBody));
  return json({ sitewideBanner: (await readStoreSettings(scope)).sitewideBanner });
});
