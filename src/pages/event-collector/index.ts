import { z } from 'zod';
import { storeEndpoint } from '../../api/endpoint.ts';
import { readJson } from '../../api/body.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../api/respond.ts';
import { parseCollectorBody, recordEvents } from '../../server/engagement/index.ts';
import { EVENT_LIMITS } from '../../schemas/event.ts';
import { assertSameOrigin } from '../../server/engagement/index.ts';

/**
 * POST /event-collector/: { event, payload, metadata } — or a batch of them, as
 * the client's beacon on unload sends — with no credentials: nothing here reads the
 * session, and it lives outside /omnis/ so sendBeacon (which cannot add X-XSRF-TOKEN)
 * reaches it; same-origin only instead (src/server/engagement/events/same-origin.ts). 202 with how
 * many were recorded (0 for a bot); 422 bad fields, 403 another store, 429 too many calls.
 */
export const POST = storeEndpoint(async (scope, { request, url, locals }) => {
  assertSameOrigin(request.headers, url.host);
  const events = parseCollectorBody(await readJson(request, z.unknown(), { maxBytes: EVENT_LIMITS.bodyBytes }));
  const result = await recordEvents(
    scope,
    events.map((event) => ({ name: event.event, data: event.payload, metadata: event.metadata })),
    { clientIp: locals.identity?.clientIp ?? '', userAgent: request.headers.get('user-agent') ?? '', userId: null, source: 'collector' },
    url.host,
  );
  return json(result, 202);
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));
