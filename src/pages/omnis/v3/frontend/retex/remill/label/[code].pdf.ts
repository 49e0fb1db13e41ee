import { storeEndpoint } from '../../../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { errorResponse } from '../../../../../../../api/respond.ts';
import { returnOfferLabel } from '../../../../../../../server/fulfilment/index.ts';

/**
 * GET /omnis/v3/frontend/retex/remill/label/{code}.pdf — the free return offer's printable
 * prepaid label, on the store that issued it (the code is the capability; 404 otherwise).
 */
export const GET = storeEndpoint(async (scope, { params }) => {
  const code = params.code ?? '';
  const pdf = await returnOfferLabel(scope, code);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="free-returns-label-${code}.pdf"`,
      'content-length': String(pdf.length),
      // One shopper's label: never kept by a shared cache.
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
