import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { storeCoreData } from '../../../../../../server/storefront/index.ts';
import { hostName } from '../../../../../../server/stores/index.ts';
import { requestOwner } from '../../../../../../api/basket-request.ts';
import { visitorSplit } from '../../../../../../lib/split-tests/page-split.ts';
import { visitorCookies } from '../../../../../../api/visitor-cookies.ts';

/** GET /omnis/v3/frontend/{division?}/getStoreCoreData/json/. */
export const GET = storeEndpoint(async (scope, context) => {
  const { params, request, url } = context;
  // A division named in the path must be the store the host resolved to.
  const named = params.division?.replace(/\/+$/, '');
  if (named && named !== String(scope.division.id) && named !== scope.division.subdomain) throw new ApiError('otherStore');
  const data = await storeCoreData(scope, {
    host: hostName(request.headers.get('host') ?? ''),
    internal: false,
    // The visitor's own basket, favourites and session: a personal answer (json() sends no-store).
    owner: requestOwner(context),
    sessionId: context.locals.identity?.sessionId ?? null,
    split: visitorSplit(visitorCookies(request).splitTest, url),
  });
  return json(data);
});
