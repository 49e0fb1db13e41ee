import { z } from 'zod';
import { Image } from './image.ts';
import { text } from './fields.ts';
import { MAX_PAGE } from '../lib/pagination.ts';
import { slugify } from '../lib/slugify.ts';

// The blog: /blog/ (newest posts), /blog/tagged/{tag?}/ and /blog/{post}/; the call
// GET /omnis/v3/blog/paginate/. A post belongs to one store (division).

/** Lower-case words joined by single dashes: how a post or tag appears in an address. */
export const URL_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /blog/{word}/ is another page for these, so no post may be called by them. */
export const RESERVED_POST_URL_NAMES: readonly string[] = ['tagged'];

/** Posts on a page of /blog/ and /blog/tagged/{tag}/: a 3 × 3 grid. */
export const BLOG_PAGE_SIZE = 9;
/** The most posts GET /omnis/v3/blog/paginate/ returns at once. */
export const BLOG_PAGINATE_MAX = 48;
/** A post lists at most this many tags. */
export const MAX_POST_TAGS = 8;

/** "Organic Cotton & Care" → "organic-cotton-and-care": a tag's address. */
export function tagSlug(name: string): string {
  return slugify(name).slice(0, 60).replace(/-+$/, '');
}

/** A tag as the author wrote it; it must leave a usable address once slugged. */
export const BlogTagName = text(40)
  .min(1)
  .refine((name) => tagSlug(name) !== '', { error: 'A tag needs at least one letter or digit.' });

/** Tags of one post: distinct by address, in the author's order. */
export const BlogTags = z
  .array(BlogTagName)
  .max(MAX_POST_TAGS)
  .transform((names) => {
    const seen = new Set<string>();
    return names.filter((name) => {
      const slug = tagSlug(name);
      if (seen.has(slug)) return false;
      seen.add(slug);
      return true;
    });
  });

export const PostUrlName = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(URL_SLUG, { error: 'Use lower-case letters, digits and dashes.' })
  .refine((name) => !RESERVED_POST_URL_NAMES.includes(name), { error: 'This address is taken by another blog page.' });

/** One blog post of a store. */
export const BlogPost = z.object({
  id: z.int(),
  uuid: z.string(),
  divisionId: z.int(),
  /** The post's address: /blog/{urlName}/. */
  urlName: PostUrlName,
  /** The headline, also the page title. */
  title: text(140).min(1),
  /** One or two sentences for cards, the meta description and og:description. */
  excerpt: text(320).default(''),
  /** The article as HTML; sanitised when rendered. */
  body: z.string().max(200_000).default(''),
  /** The wide picture above the article, on cards and as og:image. */
  banner: Image.nullable().default(null),
  /** Topics; the first one is the post's breadcrumb. */
  tags: BlogTags.default([]),
  /** Who wrote it; the store itself when empty. */
  author: text(80).default(''),
  /** Only published posts are listed or shown to shoppers. */
  published: z.boolean().default(false),
  /** ISO-8601; the date shown and the order of listings. */
  publishedAt: z.iso.datetime({ offset: true }).nullable().default(null),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type BlogPost = z.infer<typeof BlogPost>;

/** A post as listings show it: everything but the article, plus how long the article takes to read. */
export const BlogPostSummary = BlogPost.omit({ body: true }).extend({
  readingMinutes: z.int().min(1),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;

/** What a writer supplies for a new post. */
export const NewBlogPost = BlogPost.omit({ id: true, uuid: true, divisionId: true, createdAt: true, updatedAt: true }).extend({
  uuid: z.string().optional(),
  /** Defaults to the publication time (or now). */
  updatedAt: z.iso.datetime({ offset: true }).optional(),
});
export type NewBlogPost = z.input<typeof NewBlogPost>;

/** A tag of the store's published posts. */
export const BlogTag = z.object({
  slug: z.string().regex(URL_SLUG),
  name: BlogTagName,
  /** Published posts carrying it. */
  count: z.int().min(0),
});
export type BlogTag = z.infer<typeof BlogTag>;

// Query flags arrive as text: "1"/"true"/"yes" are on, "0"/"false"/"no"/"" are off.
const queryFlag = z.enum(['1', '0', 'true', 'false', 'yes', 'no', '']).transform((value) => value === '1' || value === 'true' || value === 'yes');

/** Query of GET /omnis/v3/blog/paginate/ (paginate, divisions, lite). */
export const BlogPaginateQuery = z.object({
  /** Posts per page. */
  paginate: z.coerce.number().pipe(z.int().min(1).max(BLOG_PAGINATE_MAX)).default(BLOG_PAGE_SIZE),
  page: z.coerce.number().pipe(z.int().min(1).max(MAX_PAGE)).default(1),
  /** Only url, title and metaImage per post. */
  lite: queryFlag.default(false),
  /** Comma-separated store ids or sub-domains; only the store of the host may be named. */
  divisions: z.string().trim().max(200).optional(),
  /** Only posts with this tag (its slug). */
  tag: z.string().regex(URL_SLUG).max(60).optional(),
});
export type BlogPaginateQuery = z.infer<typeof BlogPaginateQuery>;
