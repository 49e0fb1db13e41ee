import type { APIRoute } from 'astro';
import { errorResponse } from '../../api/respond.ts';
import { ApiError } from '../../platform/errors/api-error.ts';

/** Unknown API paths answer in the API's JSON shape, never with an HTML page. */
export const ALL: APIRoute = () => errorResponse(new ApiError('notFound'));
