import type { APIRoute } from 'astro';
import { fontFileResponse } from '../../../api/font-file.ts';
import { customFontPath } from '../../../server/stores/index.ts';

/** GET /fonts/custom/{file}: one of the host's store's own fonts; another store's file is not found here. */
export const GET: APIRoute = async ({ params, locals }) =>
  fontFileResponse(locals.scope ? await customFontPath(locals.scope, String(params.file)) : undefined, { shared: false });
