import type { StoreScope } from '../../stores/index.ts';
import type { ShellData } from '../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../platform/pages/page-result.ts';
import type { BlogPost, BlogPostSummary, BlogTag } from '../../../schemas/blog-post.ts';
import { BLOG_PAGE_SIZE, URL_SLUG, tagSlug } from '../../../schemas/blog-post.ts';
import { readingMinutes } from './reading-time.ts';
import { breadcrumbList, type Crumb } from '../../../lib/structured-data.ts';
import { absoluteUrl, ogImage } from '../../../lib/head.ts';
import { pageHref } from '../../../lib/pagination.ts';
import { findPublishedPost, listPublishedPosts, relatedPosts } from './blog-posts.ts';
import { findTag, listTags } from './blog-tags.ts';
import { blogListing, blogPosting, type Publisher } from './blog-structured-data.ts';
import { BLOG_PATH, BLOG_TAGS_PATH, blogPostPath, blogTagPath } from './blog-paths.ts';
import { storeCacheVerdict } from '../../../platform/pages/cacheability.ts';
import { listedHead } from '../../../platform/pages/listed-head.ts';
import { pageLinks } from '../../../platform/pages/page-links.ts';
import { NOT_FOUND } from '../../../platform/pages/page-result.ts';

// What each blog route shows, with its head, breadcrumbs (types blog-tag
// and blog-post) and structured data. Routes stay thin: parse, call one of these, render.

const HOME: Crumb = { name: 'Home', path: '/' };
const BLOG: Crumb = { name: 'Blog', path: BLOG_PATH };

export function publisherOf(shell: ShellData, origin: string): Publisher {
  return { name: shell.companyName, url: new URL('/', origin).toString(), logo: shell.logo ? new URL(shell.logo, origin).toString() : undefined };
}

export interface BlogListingView {
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
}

/** /blog/ and /blog/tagged/{tag}/: one page of posts, newest first. Unknown tags and pages past the end are not found. */
async function loadListing(
  scope: StoreScope,
  shell: ShellData,
  page: number,
  tagName: string | undefined,
  origin: string,
): Promise<StorefrontPage<BlogListingView>> {
  const tag = tagName === undefined ? undefined : await findTag(scope, tagName);
  if (tagName !== undefined && !tag) return NOT_FOUND;
  const listing = await listPublishedPosts(scope, { page, perPage: BLOG_PAGE_SIZE, tag: tag?.slug });
  if (page > listing.lastPage) return NOT_FOUND;
  const tags = await listTags(scope);
  const path = tag ? blogTagPath(tag.slug) : BLOG_PATH;
  const crumbs = tag ? [HOME, BLOG, { name: tag.name, path }] : [HOME, BLOG];
  const canonical = origin + pageHref(path, {}, listing.page);
  const name = tag ? `${tag.name} | ${shell.companyName} blog` : `${shell.companyName} blog`;
  const banner = listing.posts[0]?.banner;
  const pageSuffix = listing.page > 1 ? ` (page ${listing.page})` : '';
  return {
    kind: 'page',
    view: { posts: listing.posts, total: listing.total, page: listing.page, lastPage: listing.lastPage, tags, tag, path },
    head: listedHead(shell, {
      title: tag ? `${tag.name}${pageSuffix} | Blog` : `Blog${pageSuffix}`,
      description: tag
        ? `Stories about ${tag.name.toLowerCase()} from the ${shell.companyName} blog.`
        : `Stories from ${shell.companyName}: how our prints are made, caring for your clothes, the designs and what is new.`,
      canonical,
      images: [banner && absoluteUrl(origin, banner.original)],
    }),
    headExtras: pageLinks(origin, path, listing.page, listing.lastPage),
    crumbs,
    jsonLd: [breadcrumbList(crumbs, origin), blogListing(name, canonical, listing.posts, publisherOf(shell, origin))],
    layout: 'standard',
    cache: storeCacheVerdict(scope.division),
  };
}

/** /blog/: `page` is ?page=, undefined when it named no page. */
export function loadBlogIndex(scope: StoreScope, shell: ShellData, page: number | undefined, origin: string): Promise<StorefrontPage<BlogListingView>> {
  return page === undefined ? Promise.resolve(NOT_FOUND) : loadListing(scope, shell, page, undefined, origin);
}

export type BlogTagPageView = ({ kind: 'listing' } & BlogListingView & { tag: BlogTag }) | { kind: 'topics'; tags: BlogTag[] };

/** /blog/tagged/{tag?}/: the posts of one topic, or every topic when `slug` is empty (which has one page only). */
export async function loadBlogTagPage(
  scope: StoreScope,
  shell: ShellData,
  slug: string,
  page: number | undefined,
  origin: string,
): Promise<StorefrontPage<BlogTagPageView>> {
  if (slug === '') return page === 1 ? loadTopics(scope, shell, origin) : NOT_FOUND;
  if (!URL_SLUG.test(slug) || page === undefined) return NOT_FOUND;
  const result = await loadListing(scope, shell, page, slug, origin);
  if (result.kind !== 'page' || !result.view.tag) return NOT_FOUND;
  return { ...result, view: { kind: 'listing', ...result.view, tag: result.view.tag } };
}

async function loadTopics(scope: StoreScope, shell: ShellData, origin: string): Promise<StorefrontPage<BlogTagPageView>> {
  const crumbs = [HOME, BLOG, { name: 'Topics', path: BLOG_TAGS_PATH }];
  return {
    kind: 'page',
    view: { kind: 'topics', tags: await listTags(scope) },
    head: listedHead(shell, {
      title: 'Topics | Blog',
      description: `Every topic on the ${shell.companyName} blog.`,
      canonical: origin + BLOG_TAGS_PATH,
      images: [],
    }),
    crumbs,
    jsonLd: [breadcrumbList(crumbs, origin)],
    layout: 'standard',
    cache: storeCacheVerdict(scope.division),
  };
}

export interface BlogPostView {
  post: BlogPost;
  readingMinutes: number;
  related: BlogPostSummary[];
}

/** /blog/{post}/: a published post, what to read next, and breadcrumbs Home → Blog → first tag → title. */
export async function loadBlogPost(scope: StoreScope, shell: ShellData, urlName: string, origin: string): Promise<StorefrontPage<BlogPostView>> {
  const post = URL_SLUG.test(urlName) ? await findPublishedPost(scope, urlName) : undefined;
  if (!post) return NOT_FOUND;
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
    view: { post, readingMinutes: readingMinutes(post.body), related },
    // og:image is the post's banner.
    head: listedHead(shell, { title: post.title, description: post.excerpt, canonical, images: [post.banner && absoluteUrl(origin, post.banner.original)] }),
    headExtras: [
      ...(post.publishedAt ? [{ kind: 'meta' as const, attribute: 'property' as const, key: 'article:published_time', content: post.publishedAt }] : []),
      { kind: 'meta', attribute: 'property', key: 'article:modified_time', content: post.updatedAt },
      ...post.tags.map((tag) => ({ kind: 'meta' as const, attribute: 'property' as const, key: 'article:tag', content: tag })),
    ],
    crumbs,
    // A post without a banner shows what its og:image shows: the store's share image or logo.
    jsonLd: [blogPosting(post, canonical, publisherOf(shell, origin), ogImage([shell.shareImage, shell.logo], canonical)), breadcrumbList(crumbs, origin)],
    layout: 'standard',
    cache: storeCacheVerdict(scope.division),
  };
}
