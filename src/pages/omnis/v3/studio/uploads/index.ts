import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { requestOwner } from '../../../../../api/basket-request.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { storeStudioUpload, takeStudioUploadSlot } from '../../../../../server/studio/index.ts';
import { readStudioUpload } from '../../../../../api/uploads.ts';

/**
 * POST /omnis/v3/studio/uploads/ (multipart, field `file`, X-XSRF-TOKEN) → 201 StudioUpload:
 * an image for an image layer. Anyone on the store may upload; 429 past the client's
 * allowance, 413 past MAX_UPLOAD_BYTES, 422 for anything that is not a readable PNG, JPEG or SVG.
 */
export const POST = storeEndpoint(async (scope, context) => {
  await takeStudioUploadSlot(scope, context.locals.identity?.clientIp ?? '');
  const bytes = await readStudioUpload(context.request);
  const owner = requestOwner(context);
  return json(await storeStudioUpload(scope, { userId: owner.userId, visitorHash: owner.visitorHash }, bytes), 201);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
