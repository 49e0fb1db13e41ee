import type { StoreScope } from '../stores/scope.ts';
import type { ShellData } from '../storefront/shell.ts';
import type { BlogPost, BlogPostSummary, BlogTag } from '../../schemas/blog-post.ts';
import { BLOG_PAGE_SIZE, tagSlug } from '../../schemas/blog-post.ts';
import { readingMinutes } from './reading-time.ts';
import { breadcrumbList, type Crumb } from '../../lib/structured-data.ts';
import { ogImage } from '../../lib/head.ts';
import { findPublishedPost, listPublishedPosts, relatedPosts } from './blog-posts.ts';
import { findTag, listTags } from './blog-tags.ts';
import { blogListing, blogPosting, type Publisher } from './blog-structured-data.ts';
import { BLOG_PATH, BLOG_TAGS_PATH, blogPostPath, blogTagPath } from './blog-paths.ts';

// What each blog route shows (spec §2 "Blog"), with its breadcrumbs (types blog-tag and
// blog-post) and structured data. Routes stay thin: parse, call one of these, render.

const HOME: Crumb = { name: 'Home', path: '/' };
const BLOG: Crumb = { name: 'Blog', path: BLOG_PATH };

export function publisherOf(shell: ShellData, origin: string): Publisher {
  return { name: shell.companyName, url: new URL('/', origin).toString(), logo: shell.logo ? new URL(shell.logo, origin).toString() : undefined };
}

export type BlogListingResult =
  | { kind: 'not-found' }
  | {
      kind: 'page';
      posts: BlogPostSummary[];
      total: number;
      page: number;
      lastPage: number;
      /** Every tag of the blog, for the topic pills. */
      tags: BlogTag[];
      /** The tag being listed (tag pages only). */
      tag: BlogTag | undefined;
      /** The listing's own path, without ?page. */
      path: string;
      crumbs: Crumb[];
      jsonLd: unknown[];
    };

export interface BlogListingQuery {
  page: number;
  /** A tag slug for /blog/tagged/{tag}/. */
  tag?: string | undefined;
  origin: string;
}

/** /blog/ and /blog/tagged/{tag}/: one page of posts, newest first. Unknown tags and pages past the end are not found. */
export async function loadBlogListing(scope: StoreScope, shell: ShellData, query: BlogListingQuery): Promise<BlogListingResult> {
  const tag = query.tag === undefined ? undefined : await findTag(scope, query.tag);
  if (query.tag !== undefined && !tag) return { kind: 'not-found' };
  const listing = await listPublishedPosts(scope, { page: query.page, perPage: BLOG_PAGE_SIZE, tag: tag?.slug });
  if (query.page > listing.lastPage) return { kind: 'not-found' };
  const tags = await listTags(scope);
  const path = tag ? blogTagPath(tag.slug) : BLOG_PATH;
  const crumbs = tag ? [HOME, BLOG, { name: tag.name, path }] : [HOME, BLOG];
  const canonical = new URL(query.page > 1 ? `${path}?page=${query.page}` : path, query.origin).toString();
  const name = tag ? `${tag.name} | ${shell.companyName} blog` : `${shell.companyName} blog`;
  return {
    kind: 'page',
    posts: listing.posts,
    total: listing.total,
    page: listing.page,
    lastPage: listing.lastPage,
    tags,
    tag,
    path,
    crumbs,
    jsonLd: [breadcrumbList(crumbs, query.origin), blogListing(name, canonical, listing.posts, publisherOf(shell, query.origin))],
  };
}

export interface BlogTagIndex {
  tags: BlogTag[];
  crumbs: Crumb[];
  jsonLd: unknown[];
}

/** /blog/tagged/ with no tag: every topic of the blog. */
export async function loadBlogTagIndex(scope: StoreScope, origin: string): Promise<BlogTagIndex> {
  const crumbs = [HOME, BLOG, { name: 'Topics', path: BLOG_TAGS_PATH }];
  return { tags: await listTags(scope), crumbs, jsonLd: [breadcrumbList(crumbs, origin)] };
}

export type BlogPostResult =
  | { kind: 'not-found' }
  | {
      kind: 'page';
      post: BlogPost;
      readingMinutes: number;
      related: BlogPostSummary[];
      canonical: string;
      crumbs: Crumb[];
      jsonLd: unknown[];
    };

/** /blog/{post}/: a published post, what to read next, and breadcrumbs Home → Blog → first tag → title. */
export async function loadBlogPost(scope: StoreScope, shell: ShellData, urlName: string, origin: string): Promise<BlogPostResult> {
  const post = await findPublishedPost(scope, urlName);
  if (!post) return { kind: 'not-found' };
  const related = await relatedPosts(scope, post, 3);
  const canonical = new URL(blogPostPath(post.urlName), origin).toString();
  const firstTag = post.tags[0];
  const crumbs: Crumb[] = [
    HOME,
    BLOG,
    ...(firstTag ? [{ name: firstTag, path: blogTagPath(tagSlug(firstTag)) }] : []),
    { name: post.title, path: blogPostPath(post.urlName) },
  ];
  return {
    kind: 'page',
    post,
    readingMinutes: readingMinutes(post.body),
    related,
    canonical,
    crumbs,
    // A post without a banner shows what its og:image shows: the store's share image or logo.
    jsonLd: [blogPosting(post, canonical, publisherOf(shell, origin), ogImage([shell.shareImage, shell.logo], canonical)), breadcrumbList(crumbs, origin)],
  };
}
