import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { ReceiveBody } from '../../../../../schemas/factory.ts';
import { receiveReturn } from '../../../../../server/fulfilment/index.ts';
import { findReturnRow } from '../../../../../server/fulfilment/index.ts';

/** POST /omnis/v3/atlas/returns/receive/ { code } → { returnLog }: the parcel with that return label arrived (staff only). */
export const POST = staffEndpoint(async (scope, { request, locals }) => {
  const body = await readJson(request, ReceiveBody);
  const received = await receiveReturn(scope.db, body.code, locals.identity.user!.id);
  return json({ returnLog: await findReturnRow(scope.db, received.id) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
