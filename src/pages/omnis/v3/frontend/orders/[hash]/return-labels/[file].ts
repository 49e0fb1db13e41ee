import { storeEndpoint } from '../../../../../../../api/endpoint.ts';
import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { returnLabelResponse } from '../../../../../../../server/commerce/index.ts';

/**
 * GET /omnis/v3/frontend/orders/{orderHash}/return-labels/{code}.pdf — the prepaid return label
 * of one of this order's return requests. Any other code, or an order of another
 * store, is a 404; the PDF is the shopper's own, never cached.
 */
export const GET = storeEndpoint(async (scope, { params }) => {
  const response = await returnLabelResponse(scope, params.hash, params.file);
  if (!response) throw new ApiError('notFound', 'We could not find this return label.');
  return response;
});
