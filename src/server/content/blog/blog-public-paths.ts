import type { StoreScope } from '../../stores/index.ts';
import { BLOG_PAGINATE_MAX } from '../../../schemas/blog-post.ts';
import { listPublishedPosts } from './blog-posts.ts';
import { listTags } from './blog-tags.ts';
import { BLOG_PATH, BLOG_TAGS_PATH, blogPostPath, blogTagPath } from './blog-paths.ts';

/** Blog posts rendered ahead of visitors; older ones are rendered when first asked for. */
const MAX_PREBUILT_POSTS = 500;

/** The blog's shareable paths (first pages only: ?page= addresses are never cached). */
export async function blogPublicPaths(scope: StoreScope): Promise<string[]> {
  const paths = [BLOG_PATH, BLOG_TAGS_PATH, ...(await listTags(scope)).map((tag) => blogTagPath(tag.slug))];
  for (let page = 1; (page - 1) * BLOG_PAGINATE_MAX < MAX_PREBUILT_POSTS; page += 1) {
    const listing = await listPublishedPosts(scope, { page, perPage: BLOG_PAGINATE_MAX });
    paths.push(...listing.posts.map((post) => blogPostPath(post.urlName)));
    if (page >= listing.lastPage) break;
  }
  return paths;
}
