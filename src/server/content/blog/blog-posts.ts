import type { Selectable } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import type { BlogPostTable } from '../../../platform/db/content-tables.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { BlogPost, BLOG_PAGINATE_MAX, type BlogPostSummary } from '../../../schemas/blog-post.ts';
import { MAX_PAGE } from '../../../lib/pagination.ts';
import { readingMinutes } from './reading-time.ts';

// Reading a store's published posts. Every listing is bounded (page size and page number)
// and served by the (division_id, published, published_at) index.

type BlogPostRow = Selectable<BlogPostTable>;

export function postFromRow(row: BlogPostRow): BlogPost {
  return BlogPost.parse({
    id: row.id,
    uuid: row.uuid,
    divisionId: row.division_id,
    urlName: row.url_name,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body_html,
    banner: fromJson(row.banner_json, 'blog_posts.banner_json'),
    tags: fromJson(row.tags_json, 'blog_posts.tags_json') ?? [],
    author: row.author,
    published: row.published === 1,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}

export function summaryOf(post: BlogPost): BlogPostSummary {
  const { body, ...rest } = post;
  return { ...rest, readingMinutes: readingMinutes(body) };
}

/** Published posts of the store, optionally only those tagged `tagSlug`. */
function publishedPosts(scope: StoreScope, tagSlug?: string) {
  let query = scope.db
    .selectFrom('blog_posts')
    .where('blog_posts.division_id', '=', scope.division.id)
    .where('blog_posts.published', '=', 1)
    .where('blog_posts.published_at', 'is not', null);
  if (tagSlug !== undefined) {
    query = query.where('blog_posts.id', 'in', (eb) =>
      eb
        .selectFrom('blog_post_tags')
        .select('blog_post_tags.post_id')
        .where('blog_post_tags.division_id', '=', scope.division.id)
        .where('blog_post_tags.tag_slug', '=', tagSlug),
    );
  }
  return query;
}

export interface PostListing {
  /** From 1; pages past MAX_PAGE are empty. */
  page: number;
  /** 1 to BLOG_PAGINATE_MAX. */
  perPage: number;
  /** Only posts with this tag slug. */
  tag?: string | undefined;
}

export interface PostPage {
  posts: BlogPostSummary[];
  /** Published posts matching the listing, on every page. */
  total: number;
  page: number;
  perPage: number;
  /** The last page with posts; 1 for an empty blog. */
  lastPage: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, Math.trunc(Number.isFinite(value) ? value : low)));

/** One page of the store's published posts, newest first; ties keep a stable order by id. */
export async function listPublishedPosts(scope: StoreScope, listing: PostListing): Promise<PostPage> {
  const perPage = clamp(listing.perPage, 1, BLOG_PAGINATE_MAX);
  const page = clamp(listing.page, 1, MAX_PAGE);
  const [count, rows] = await Promise.all([
    publishedPosts(scope, listing.tag)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    publishedPosts(scope, listing.tag)
      .selectAll('blog_posts')
      .orderBy('blog_posts.published_at', 'desc')
      .orderBy('blog_posts.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const total = Number(count.count);
  return {
    posts: rows.map((row) => summaryOf(postFromRow(row))),
    total,
    page,
    perPage,
    lastPage: Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / perPage))),
  };
}

/** The published post at /blog/{urlName}/, if the store has one. */
export async function findPublishedPost(scope: StoreScope, urlName: string): Promise<BlogPost | undefined> {
  const row = await publishedPosts(scope).selectAll('blog_posts').where('blog_posts.url_name', '=', urlName).executeTakeFirst();
  return row && postFromRow(row);
}

/**
 * Up to `limit` other posts to read next: those sharing the most tags with `post` first,
 * then the newest, so an untagged post still gets suggestions.
 */
export async function relatedPosts(scope: StoreScope, post: BlogPost, limit = 3): Promise<BlogPostSummary[]> {
  const wanted = clamp(limit, 1, 12);
  const slugs = await scope.db.selectFrom('blog_post_tags').select('tag_slug').where('post_id', '=', post.id).execute();
  const sharing =
    slugs.length === 0
      ? []
      : await scope.db
          .selectFrom('blog_post_tags')
          .innerJoin('blog_posts', 'blog_posts.id', 'blog_post_tags.post_id')
          .select(['blog_posts.id as id', (eb) => eb.fn.countAll<number>().as('shared'), (eb) => eb.fn.max('blog_posts.published_at').as('latest')])
          .where('blog_post_tags.division_id', '=', scope.division.id)
          .where(
            'blog_post_tags.tag_slug',
            'in',
            slugs.map((row) => row.tag_slug),
          )
          .where('blog_posts.published', '=', 1)
          .where('blog_posts.published_at', 'is not', null)
          .where('blog_posts.id', '!=', post.id)
          .groupBy('blog_posts.id')
          .orderBy('shared', 'desc')
          .orderBy('latest', 'desc')
          .orderBy('blog_posts.id', 'desc')
          .limit(wanted)
          .execute();
  const ids = sharing.map((row) => row.id);
  const newest =
    ids.length >= wanted
      ? []
      : await publishedPosts(scope)
          .select('blog_posts.id')
          .where('blog_posts.id', 'not in', [post.id, ...ids])
          .orderBy('blog_posts.published_at', 'desc')
          .orderBy('blog_posts.id', 'desc')
          .limit(wanted - ids.length)
          .execute();
  const order = [...ids, ...newest.map((row) => row.id)];
  if (order.length === 0) return [];
  const rows = await scope.db.selectFrom('blog_posts').selectAll().where('division_id', '=', scope.division.id).where('id', 'in', order).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return order.flatMap((id) => {
    const row = byId.get(id);
    return row ? [summaryOf(postFromRow(row))] : [];
  });
}
