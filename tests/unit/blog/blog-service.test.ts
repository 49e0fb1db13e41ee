// The blog services against a real SQLite database with the whole schema.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../src/platform/db/database.ts';
import { migrateToLatest } from '../../../src/platform/db/migrate.ts';
import { createStore } from '../../../src/server/stores/create-store.ts';
import { insertBlogPost } from '../../../src/server/content/blog/blog-writes.ts';
import { findPublishedPost, listPublishedPosts, relatedPosts } from '../../../src/server/content/blog/blog-posts.ts';
import { findTag, listTags } from '../../../src/server/content/blog/blog-tags.ts';
import { paginateBlog } from '../../../src/server/content/blog/blog-paginate.ts';
import { blogPublicPaths } from '../../../src/server/content/blog/blog-public-paths.ts';
import { ApiError } from '../../../src/platform/errors/api-error.ts';
import type { StoreScope } from '../../../src/server/stores/scope.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2026, 0, 31) - days * DAY).toISOString();

let directory: string;
let db: Db;
let shop: StoreScope;
let other: StoreScope;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'printfront-blog-'));
  db = (await openDatabase(path.join(directory, 'blog.sqlite'))).db;
  // The whole schema: reading a store joins tables of later migrations.
  await migrateToLatest(db);
  const store = (subdomain: string) =>
    createStore(db, { project: { name: subdomain }, subdomain, name: subdomain, companyName: subdomain, themeName: 'naked' });
  shop = { db, division: await store('shop') };
  other = { db, division: await store('other') };
  // 12 published posts in "shop", newest first by day; every third is about printing.
  for (let index = 0; index < 12; index += 1) {
    await insertBlogPost(shop, {
      urlName: `post-${index}`,
      title: `Post ${index}`,
      body: '<p>Some words.</p>',
      tags: index % 3 === 0 ? ['Printing', 'Care guide'] : ['News'],
      published: true,
      publishedAt: at(index),
    });
  }
  await insertBlogPost(shop, { urlName: 'draft', title: 'Draft', tags: ['Secret'], published: false });
  await insertBlogPost(other, { urlName: 'post-0', title: 'Another store', tags: ['Printing'], published: true, publishedAt: at(0) });
});

afterAll(async () => {
  await db?.destroy();
  rmSync(directory, { recursive: true, force: true });
});

describe('listPublishedPosts', () => {
  it("pages the store's published posts newest first, with totals", async () => {
    const first = await listPublishedPosts(shop, { page: 1, perPage: 5 });
    expect(first.posts.map((post) => post.urlName)).toEqual(['post-0', 'post-1', 'post-2', 'post-3', 'post-4']);
    expect(first).toMatchObject({ total: 12, page: 1, perPage: 5, lastPage: 3 });
    const last = await listPublishedPosts(shop, { page: 3, perPage: 5 });
    expect(last.posts.map((post) => post.urlName)).toEqual(['post-10', 'post-11']);
    expect((await listPublishedPosts(shop, { page: 4, perPage: 5 })).posts).toEqual([]);
  });
  it('never returns more than the largest page, however asked', async () => {
    const listing = await listPublishedPosts(shop, { page: -3, perPage: 10_000 });
    expect(listing.page).toBe(1);
    expect(listing.perPage).toBe(48);
    expect(listing.posts).toHaveLength(12);
  });
  it('filters by tag slug and leaves out drafts and other stores', async () => {
    const printing = await listPublishedPosts(shop, { page: 1, perPage: 48, tag: 'printing' });
    expect(printing.posts.map((post) => post.urlName)).toEqual(['post-0', 'post-3', 'post-6', 'post-9']);
    expect(printing.total).toBe(4);
    expect((await listPublishedPosts(shop, { page: 1, perPage: 48, tag: 'secret' })).total).toBe(0);
    expect((await listPublishedPosts(other, { page: 1, perPage: 48 })).posts.map((post) => post.title)).toEqual(['Another store']);
  });
  it('gives listings a reading time and no body', async () => {
    const [post] = (await listPublishedPosts(shop, { page: 1, perPage: 1 })).posts;
    expect(post?.readingMinutes).toBe(1);
    expect(post).not.toHaveProperty('body');
  });
});

describe('findPublishedPost', () => {
  it('finds a published post of this store only', async () => {
    expect((await findPublishedPost(shop, 'post-0'))?.title).toBe('Post 0');
    expect((await findPublishedPost(other, 'post-0'))?.title).toBe('Another store');
    expect(await findPublishedPost(shop, 'draft')).toBeUndefined();
    expect(await findPublishedPost(other, 'post-1')).toBeUndefined();
  });
});

describe('tags', () => {
  it('counts published posts per tag, most used first', async () => {
    expect(await listTags(shop)).toEqual([
      { slug: 'news', name: 'News', count: 8 },
      { slug: 'care-guide', name: 'Care guide', count: 4 },
      { slug: 'printing', name: 'Printing', count: 4 },
    ]);
    expect(await findTag(shop, 'printing')).toEqual({ slug: 'printing', name: 'Printing', count: 4 });
    expect(await findTag(shop, 'secret')).toBeUndefined();
    expect(await listTags(other)).toEqual([{ slug: 'printing', name: 'Printing', count: 1 }]);
  });
});

describe('relatedPosts', () => {
  it('prefers posts sharing tags, newest first, then tops up with the newest', async () => {
    const post = (await findPublishedPost(shop, 'post-3'))!;
    expect((await relatedPosts(shop, post, 3)).map((related) => related.urlName)).toEqual(['post-0', 'post-6', 'post-9']);
    const news = (await findPublishedPost(shop, 'post-1'))!;
    expect((await relatedPosts(shop, news, 2)).map((related) => related.urlName)).toEqual(['post-2', 'post-4']);
  });
});

describe('paginateBlog', () => {
  it('returns lite posts with url, title and banner only', async () => {
    const response = await paginateBlog(shop, { paginate: 2, page: 1, lite: true });
    expect(response.data).toEqual([
      { url: '/blog/post-0/', title: 'Post 0', metaImage: { banner: null } },
      { url: '/blog/post-1/', title: 'Post 1', metaImage: { banner: null } },
    ]);
    expect(response.meta).toEqual({ page: 1, perPage: 2, total: 12, lastPage: 6 });
  });
  it('accepts its own store by id or sub-domain and refuses any other', async () => {
    await expect(paginateBlog(shop, { paginate: 1, page: 1, lite: true, divisions: `${shop.division.id},SHOP` })).resolves.toBeDefined();
    await expect(paginateBlog(shop, { paginate: 1, page: 1, lite: true, divisions: `shop,${other.division.id}` })).rejects.toMatchObject({
      kind: 'otherStore',
      status: 403,
    });
    await expect(paginateBlog(shop, { paginate: 1, page: 1, lite: true, divisions: 'other' })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('insertBlogPost', () => {
  it('refuses a second post at the same address in a store', async () => {
    await expect(insertBlogPost(shop, { urlName: 'post-0', title: 'Again', published: true })).rejects.toThrow();
  });
  it('publishes now when published without a date', async () => {
    const before = Date.now();
    const post = await insertBlogPost(other, { urlName: 'fresh', title: 'Fresh', published: true });
    expect(Date.parse(post.publishedAt!)).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('blogPublicPaths', () => {
  it('lists the blog, its topics and every published post, and no draft', async () => {
    const paths = await blogPublicPaths(shop);
    expect(paths.slice(0, 2)).toEqual(['/blog/', '/blog/tagged/']);
    expect(paths).toContain('/blog/tagged/printing/');
    expect(paths.filter((path) => /^\/blog\/post-\d+\/$/.test(path))).toHaveLength(12);
    expect(paths).not.toContain('/blog/draft/');
    expect(paths).not.toContain('/blog/tagged/secret/');
  });
});
