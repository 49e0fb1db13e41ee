import { z } from 'zod';
import { storeEndpoint } from '../../../../../../api/endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../../api/respond.ts';
import { findSavedDesign } from '../../../../../../server/studio/index.ts';
import { DESIGN_BODY_MAX_BYTES, designUuidParam, updateDesign } from '../../../../../../server/studio/index.ts';

/** GET /omnis/v3/studio/designs/{uuid}/ → SavedDesign with its files once rendered (404 unknown or another store's). */
export const GET = storeEndpoint(async (scope, context) => {
  const design = await findSavedDesign(scope, designUuidParam(context.params.uuid));
  if (!design) throw new ApiError('notFound', 'No such design.');
  return json(design);
});

/** PUT /omnis/v3/studio/designs/{uuid}/ { document } → SavedDesign, re-rendered; only its saver (403 otherwise). */
export const PUT = storeEndpoint(async (scope, context) => {
  const uuid = designUuidParam(context.params.uuid);
  const { document } = await readJson(context.request, z.object({ document: z.unknown() }), { maxBytes: DESIGN_BODY_MAX_BYTES });
  const { identity } = context.locals;
  return json(await updateDesign(scope, uuid, document, { userId: identity.user?.id ?? null, clientIp: identity.clientIp }));
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
