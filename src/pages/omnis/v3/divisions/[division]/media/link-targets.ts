import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { LinkTargetQuery } from '../../../../../../schemas/media-library.ts';
import { searchLinkTargets } from '../../../../../../server/merchant/index.ts';

/** GET /omnis/v3/divisions/{division}/media/link-targets?kind=product|collection|blog|page|studio&search= → { data: LinkTarget[] }. */
export const GET = ownerEndpoint('dashboard.pages', async (scope, { url }) => {
  const { kind, search } = LinkTargetQuery.parse(Object.fromEntries(url.searchParams));
  return json({ data: await searchLinkTargets(scope, kind, search) });
});
