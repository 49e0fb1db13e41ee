import { randomUUID } from 'node:crypto';
import type { StoreScope } from '../../stores/index.ts';
import { flag, now, toJson } from '../../../platform/db/json.ts';
import { NewBlogPost, tagSlug, type BlogPost } from '../../../schemas/blog-post.ts';
import { postFromRow } from './blog-posts.ts';

/**
 * Adds a post to the store, with its tag rows, in one transaction. Publishing without a
 * date publishes now. Callers that change what shoppers see bump the store's content
 * version (src/server/stores/content-version.ts) so cached pages are rebuilt.
 */
export async function insertBlogPost(scope: StoreScope, input: NewBlogPost): Promise<BlogPost> {
  const post = NewBlogPost.parse(input);
  const time = now();
  const publishedAt = post.published ? (post.publishedAt ?? time) : post.publishedAt;
  return scope.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('blog_posts')
      .values({
        uuid: post.uuid ?? randomUUID(),
        division_id: scope.division.id,
        url_name: post.urlName,
        title: post.title,
        excerpt: post.excerpt,
        body_html: post.body,
        banner_json: toJson(post.banner),
        tags_json: toJson(post.tags),
        author: post.author,
        published: flag(post.published),
        published_at: publishedAt,
        created_at: publishedAt ?? time,
        updated_at: post.updatedAt ?? publishedAt ?? time,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (post.tags.length > 0) {
      await trx
        .insertInto('blog_post_tags')
        .values(post.tags.map((name) => ({ post_id: row.id, division_id: scope.division.id, tag_slug: tagSlug(name), tag_name: name })))
        .execute();
    }
    return postFromRow(row);
  });
}
