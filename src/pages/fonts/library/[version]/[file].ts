import type { APIRoute } from 'astro';
import { fontFileResponse } from '../../../../api/font-file.ts';
import { libraryFacePathFor } from '../../../../server/stores/index.ts';

/** GET /fonts/library/{version}/{file}: a library face fetched to our origin when a theme first used it. */
export const GET: APIRoute = async ({ params }) => fontFileResponse(await libraryFacePathFor(String(params.version), String(params.file)), { shared: true });
