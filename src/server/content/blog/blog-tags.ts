import type { StoreScope } from '../../stores/index.ts';
import { BlogTag } from '../../../schemas/blog-post.ts';

/** A blog shows at most this many tags; past that a tag cloud stops helping anyone. */
export const MAX_LISTED_TAGS = 60;

// Tags of published posts only: a tag whose posts are all drafts has no page.
function publishedTags(scope: StoreScope) {
  return scope.db
    .selectFrom('blog_post_tags')
    .innerJoin('blog_posts', 'blog_posts.id', 'blog_post_tags.post_id')
    .where('blog_post_tags.division_id', '=', scope.division.id)
    .where('blog_posts.published', '=', 1)
    .where('blog_posts.published_at', 'is not', null)
    .groupBy('blog_post_tags.tag_slug')
    .select([
      'blog_post_tags.tag_slug as slug',
      // Two spellings of one slug ("Gift guide", "Gift Guide") show as one tag.
      (eb) => eb.fn.max('blog_post_tags.tag_name').as('name'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ]);
}

const tagFromRow = (row: { slug: string; name: string | null; count: number | string }): BlogTag =>
  BlogTag.parse({ slug: row.slug, name: row.name ?? row.slug, count: Number(row.count) });

/** The store's tags with how many published posts carry each, most used first. */
export async function listTags(scope: StoreScope, limit = MAX_LISTED_TAGS): Promise<BlogTag[]> {
  const rows = await publishedTags(scope)
    .orderBy('count', 'desc')
    .orderBy('blog_post_tags.tag_slug')
    .limit(Math.min(Math.max(Math.trunc(limit), 1), MAX_LISTED_TAGS))
    .execute();
  return rows.map(tagFromRow);
}

/** The tag at /blog/tagged/{slug}/, if a published post carries it. */
export async function findTag(scope: StoreScope, slug: string): Promise<BlogTag | undefined> {
  const row = await publishedTags(scope).where('blog_post_tags.tag_slug', '=', slug).executeTakeFirst();
  return row && tagFromRow(row);
}
