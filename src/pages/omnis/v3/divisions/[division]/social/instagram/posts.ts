import { storeEndpoint } from '../../../../../../../api/endpoint.ts';
import { json } from '../../../../../../../api/respond.ts';
import { ApiError } from '../../../../../../../platform/errors/api-error.ts';
import { InstagramPostsQuery } from '../../../../../../../schemas/social-post.ts';
import { socialFeedFor } from '../../../../../../../server/engagement/index.ts';

/** GET /omnis/v3/divisions/{division}/social/instagram/posts?limit=1–20 → { data: SocialPost[] }. */
export const GET = storeEndpoint(async (scope, { params, url }) => {
  // The division in the path must be the store the host resolved to (its id or sub-domain).
  if (params.division !== String(scope.division.id) && params.division !== scope.division.subdomain) throw new ApiError('otherStore');
  const { limit } = InstagramPostsQuery.parse({ limit: url.searchParams.get('limit') ?? undefined });
  const feed = await socialFeedFor(scope);
  return json({ data: await feed.recentPosts(limit) });
});
