import { z } from 'zod';
import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { requireUser } from '../../../../../api/session.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { DESIGN_BODY_MAX_BYTES, saveDesign } from '../../../../../server/studio/index.ts';
import { listUserDesigns } from '../../../../../server/studio/index.ts';

/** POST /omnis/v3/studio/designs/ { document } → 201 SavedDesign (status 'rendering'); signed in or not. */
export const POST = storeEndpoint(async (scope, context) => {
  const { document } = await readJson(context.request, z.object({ document: z.unknown() }), { maxBytes: DESIGN_BODY_MAX_BYTES });
  const { identity } = context.locals;
  return json(await saveDesign(scope, document, { userId: identity.user?.id ?? null, clientIp: identity.clientIp }), 201);
});

/** GET /omnis/v3/studio/designs/ → { designs }: the signed-in customer's designs in this store, newest first (401 signed out). */
export const GET = storeEndpoint(async (scope, context) => json({ designs: await listUserDesigns(scope, requireUser(context).id) }));

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
