import type { StoreScope } from '../../stores/index.ts';
import type { BlogPaginateQuery, BlogPostSummary } from '../../../schemas/blog-post.ts';
import type { Image } from '../../../schemas/image.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { listPublishedPosts } from './blog-posts.ts';
import { blogPostPath } from './blog-paths.ts';

// GET /omnis/v3/blog/paginate/ (paginate, divisions, lite; data url, title,
// metaImage.banner): the posts a blog block or link chooser lists.

export interface LitePost {
  /** The post's path on the store, /blog/{urlName}/. */
  url: string;
  title: string;
  metaImage: { banner: string | null };
}

export interface FullPost extends LitePost {
  urlName: string;
  excerpt: string;
  tags: string[];
  author: string;
  publishedAt: string | null;
  readingMinutes: number;
  /** The banner with its responsive sizes, for a srcset. */
  banner: Image | null;
}

export interface BlogPaginateResponse {
  data: (LitePost | FullPost)[];
  meta: { page: number; perPage: number; total: number; lastPage: number };
}

/** The `divisions` query: ids or sub-domains, comma separated; naming any store but this one is refused. */
export function assertOwnDivisions(scope: StoreScope, divisions: string | undefined): void {
  const named = (divisions ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  const own = new Set([String(scope.division.id), scope.division.subdomain.toLowerCase()]);
  if (named.some((value) => !own.has(value))) throw new ApiError('otherStore');
}

function litePost(post: BlogPostSummary): LitePost {
  return { url: blogPostPath(post.urlName), title: post.title, metaImage: { banner: post.banner?.original ?? null } };
}

function fullPost(post: BlogPostSummary): FullPost {
  return {
    ...litePost(post),
    urlName: post.urlName,
    excerpt: post.excerpt,
    tags: post.tags,
    author: post.author,
    publishedAt: post.publishedAt,
    readingMinutes: post.readingMinutes,
    banner: post.banner,
  };
}

/** One page of the store's published posts; a page past the end is empty, not an error. */
export async function paginateBlog(scope: StoreScope, query: BlogPaginateQuery): Promise<BlogPaginateResponse> {
  assertOwnDivisions(scope, query.divisions);
  const listing = await listPublishedPosts(scope, { page: query.page, perPage: query.paginate, tag: query.tag });
  return {
    data: listing.posts.map(query.lite ? litePost : fullPost),
    meta: { page: listing.page, perPage: listing.perPage, total: listing.total, lastPage: listing.lastPage },
  };
}
