import { ownerEndpoint } from '../../../../../../api/owner-endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { MediaListQuery } from '../../../../../../schemas/media-library.ts';
import { listMedia } from '../../../../../../server/merchant/index.ts';
import { readUpload } from '../../../../../../api/uploads.ts';
import { addMedia, takeUploadSlot } from '../../../../../../server/merchant/index.ts';

/** GET /omnis/v3/divisions/{division}/media/?kind=&search=&page=&perPage= → { data, total, page, perPage }: the store's library, newest first. */
export const GET = ownerEndpoint('dashboard.pages', async (scope, { url }) => {
  const query = MediaListQuery.parse(Object.fromEntries(url.searchParams));
  return json(await listMedia(scope, query));
});

/** POST …/media/ (multipart: file, altText?) → 202 { data } while a picture is processed, 201 for a file stored at once. */
export const POST = ownerEndpoint('dashboard.pages', async (scope, { request }) => {
  await takeUploadSlot(scope);
  const item = await addMedia(scope, await readUpload(request));
  return json({ data: item }, item.status === 'processing' ? 202 : 201);
});
