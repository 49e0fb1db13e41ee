import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, BLOG_PAGINATE_MAX, BlogPaginateQuery, BlogPost, BlogTags, PostUrlName, tagSlug } from '../../../src/schemas/blog-post.ts';

const TIME = '2026-03-04T09:30:00.000Z';

describe('tagSlug', () => {
  it.each([
    ['Organic cotton', 'organic-cotton'],
    ['Fit & Sizing', 'fit-and-sizing'],
    ['  Behind the scenes!  ', 'behind-the-scenes'],
    ['Café crème', 'cafe-creme'],
    ['--', ''],
  ])('%j → %j', (name, slug) => expect(tagSlug(name)).toBe(slug));
});

describe('BlogTags', () => {
  it('keeps the author order and drops tags with the same address', () => {
    expect(BlogTags.parse(['Gift guide', 'Printing', 'gift  GUIDE'])).toEqual(['Gift guide', 'Printing']);
  });
  it('refuses a tag without letters or digits, and more than 8 tags', () => {
    expect(BlogTags.safeParse(['!!!']).success).toBe(false);
    expect(BlogTags.safeParse(Array.from({ length: 9 }, (_, index) => `Tag ${index}`)).success).toBe(false);
  });
});

describe('PostUrlName', () => {
  it('accepts slugs and refuses other text and the reserved "tagged"', () => {
    expect(PostUrlName.parse('how-we-print')).toBe('how-we-print');
    for (const bad of ['tagged', 'How We Print', 'a--b', '-a', 'a/b', '']) expect(PostUrlName.safeParse(bad).success, bad).toBe(false);
  });
});

describe('BlogPost', () => {
  it('fills defaults: draft, no banner, no tags, no author', () => {
    const post = BlogPost.parse({ id: 1, uuid: 'u', divisionId: 2, urlName: 'a-post', title: ' A post ', createdAt: TIME, updatedAt: TIME });
    expect(post).toMatchObject({ title: 'A post', excerpt: '', body: '', banner: null, tags: [], author: '', published: false, publishedAt: null });
  });
  it('refuses an empty title and a title over 140 characters', () => {
    const base = { id: 1, uuid: 'u', divisionId: 2, urlName: 'a-post', createdAt: TIME, updatedAt: TIME };
    expect(BlogPost.safeParse({ ...base, title: '   ' }).success).toBe(false);
    expect(BlogPost.safeParse({ ...base, title: 'x'.repeat(141) }).success).toBe(false);
  });
});

describe('BlogPaginateQuery', () => {
  it('defaults to the first page of the blog page size, full posts', () => {
    expect(BlogPaginateQuery.parse({})).toEqual({ paginate: BLOG_PAGE_SIZE, page: 1, lite: false });
  });
  it('reads numbers and the lite flag from query text', () => {
    expect(BlogPaginateQuery.parse({ paginate: '3', page: '2', lite: '1', divisions: ' demo ' })).toEqual({
      paginate: 3,
      page: 2,
      lite: true,
      divisions: 'demo',
    });
    expect(BlogPaginateQuery.parse({ lite: 'false' }).lite).toBe(false);
    expect(BlogPaginateQuery.parse({ lite: 'true' }).lite).toBe(true);
  });
  it('bounds the page size and the page', () => {
    expect(BlogPaginateQuery.parse({ paginate: String(BLOG_PAGINATE_MAX) }).paginate).toBe(BLOG_PAGINATE_MAX);
    for (const bad of [
      { paginate: '0' },
      { paginate: String(BLOG_PAGINATE_MAX + 1) },
      { paginate: '2.5' },
      { paginate: 'abc' },
      { page: '0' },
      { page: '-1' },
      { page: '501' },
      { lite: 'maybe' },
      { tag: 'Not A Slug' },
    ]) {
      expect(BlogPaginateQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
