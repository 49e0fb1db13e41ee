import { z } from 'zod';
import { ownerEndpoint } from '../../../../../../../api/owner-endpoint.ts';
import { json } from '../../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { deleteMedia, findMedia, mediaItemFromRow } from '../../../../../../../server/merchant/index.ts';

const MediaId = z.coerce.number().int().positive().max(2_147_483_647); // a row id: beyond it PostgreSQL refuses the query itself

function mediaId(value: string | undefined): number {
  const parsed = MediaId.safeParse(value);
  if (!parsed.success) throw new ApiError('notFound');
  return parsed.data;
}

/** GET /omnis/v3/divisions/{division}/media/{id}/ → { data }: polled while a picture is processed. */
export const GET = ownerEndpoint('dashboard.pages', async (scope, { params }) => json({ data: mediaItemFromRow(await findMedia(scope, mediaId(params.id))) }));

/** DELETE …/media/{id}/ → { deleted: id, filesKept }: files stay while the store still shows the picture. */
export const DELETE = ownerEndpoint('dashboard.pages', async (scope, { params }) => {
  const id = mediaId(params.id);
  const { filesKept } = await deleteMedia(scope, id);
  return json({ deleted: id, filesKept });
});
