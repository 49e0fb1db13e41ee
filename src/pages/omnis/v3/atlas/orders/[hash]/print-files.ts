import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { methodNotAllowed } from '../../../../../../api/basket-request.ts';
import { orderPrintFiles } from '../../../../../../server/studio/index.ts';

/** GET /omnis/v3/atlas/orders/{hash}/print-files/ — internal staff: each studio item's print files by side. */
export const GET = storeEndpoint(async (scope, context) => json(await orderPrintFiles(scope, context.locals.identity, String(context.params.hash))));

export const ALL = methodNotAllowed;
