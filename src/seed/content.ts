import type { StoreScope } from '../server/stores/index.ts';
import type { DemoStore } from './stores.ts';
import { renderBanner } from '../server/studio/index.ts';
import { storeImage } from '../platform/storage/media-store.ts';
import { insertBlogPost } from '../server/content/index.ts';
import { insertContactReason, insertHelpGroup, insertHelpQuestion } from '../server/content/index.ts';
import { demoPosts } from './blog-posts.ts';
import { demoContactReasons, demoHelpGroups } from './help-centre.ts';

const DAY_MS = 86_400_000;
/** Posts go out mid-morning UTC, so their dates read the same in every UK time zone. */
const PUBLISH_HOUR_UTC = 9;

function daysAgo(days: number, from: Date): string {
  const date = new Date(from.getTime() - days * DAY_MS);
  date.setUTCHours(PUBLISH_HOUR_UTC, 30, 0, 0);
  return date.toISOString();
}

/**
 * The blog (eleven posts and a draft, each with a generated banner in the store's palette)
 * and the help centre (groups, questions, contact reasons) of a demo store.
 */
export async function seedBlogAndHelp(scope: StoreScope, store: DemoStore): Promise<void> {
  const today = new Date();
  const posts = demoPosts(store);
  // Banners are content-addressed: a reseed finds them on disk and writes nothing.
  const banners = await Promise.all(
    posts.map((post) =>
      storeImage(renderBanner({ style: post.banner.style, palette: store.palette, seed: `${store.subdomain}-blog-${post.urlName}` }), {
        altText: post.banner.alt,
      }),
    ),
  );
  for (const [index, post] of posts.entries()) {
    const publishedAt = post.published ? daysAgo(post.daysAgo, today) : null;
    await insertBlogPost(scope, {
      urlName: post.urlName,
      title: post.title,
      excerpt: post.excerpt,
      body: post.body,
      banner: banners[index] ?? null,
      tags: post.tags,
      author: post.author,
      published: post.published,
      publishedAt,
    });
  }

  for (const { group, questions } of demoHelpGroups(store)) {
    const saved = await insertHelpGroup(scope, group);
    for (const question of questions) await insertHelpQuestion(scope, saved, question);
  }
  for (const reason of demoContactReasons(store)) await insertContactReason(scope, reason);
}
