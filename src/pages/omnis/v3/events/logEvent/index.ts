import { z } from 'zod';
import { storeEndpoint } from '../../../../../api/endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { ApiError } from '../../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../../api/respond.ts';
import { parseLogEventBody, recordEvents } from '../../../../../server/engagement/index.ts';
import { EVENT_LIMITS } from '../../../../../schemas/event.ts';

/**
 * POST /omnis/v3/events/logEvent/: a list of { name, data } from the app's own
 * scripts, through the shared client (credentials, X-XSRF-TOKEN, checked by the CSRF
 * middleware). Events of a signed-in person carry their user id. 202 with the count.
 */
export const POST = storeEndpoint(async (scope, { request, url, locals }) => {
  const events = parseLogEventBody(await readJson(request, z.unknown(), { maxBytes: EVENT_LIMITS.bodyBytes }));
  const location = request.headers.get('referer') ?? undefined;
  const result = await recordEvents(
    scope,
    events.map((event) => ({ name: event.name, data: event.data, metadata: { location } })),
    { clientIp: locals.identity?.clientIp ?? '', userAgent: request.headers.get('user-agent') ?? '', userId: locals.identity?.user?.id ?? null, source: 'api' },
    url.host,
  );
  return json(result, 202);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
