import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../api/staff-endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { ScanBody } from '../../../../../schemas/factory.ts';
import { scanCode } from '../../../../../server/fulfilment/index.ts';

/** POST /omnis/v3/atlas/factory/scan/ { code, badge? } → ScanResult: a label, a return label or a badge (staff only). */
export const POST = staffEndpoint(async (scope, { request, locals }) => {
  const body = await readJson(request, ScanBody);
  return json(await scanCode(scope.db, { code: body.code, badge: body.badge, userId: locals.identity.user!.id }));
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
