import { storeEndpoint } from '../../../../api/endpoint.ts';
import { readJson } from '../../../../api/body.ts';
import { ApiError } from '../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../api/respond.ts';
import { sendContactMessage } from '../../../../server/engagement/index.ts';
import { CONTACT_MESSAGES, ContactInput } from '../../../../schemas/contact.ts';

/**
 * POST /omnis/v3/frontend/contact/ — the mail contact form as a JSON call
 * ({ block, name, email, message }, X-XSRF-TOKEN): 422 with the validation messages,
 * 429 with Retry-After once the sender's limit is used up, else the message goes to the outbox.
 */
export const POST = storeEndpoint(async (scope, { request, locals }) => {
  const input = await readJson(request, ContactInput);
  await sendContactMessage(scope, input, locals.identity?.clientIp ?? '');
  return json({ message: CONTACT_MESSAGES.sent });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
