import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { json } from '../../../../../../api/respond.ts';
import { CustomDomainBody } from '../../../../../../schemas/store-settings.ts';
import { saveCustomDomain } from '../../../../../../server/stores/index.ts';

/** PUT /omnis/v3/divisions/{division}/settings/custom-domain/ { customDomainName } ('' removes it) → the domain saved. */
export const PUT = ownerEndpoint('dashboard.settings', async (scope, { request }) => {
  const { customDomainName } = await readJson(request, CustomDomainBody);
  await saveCustomDomain(scope, customDomainName);
  return json({ customDomainName });
});
