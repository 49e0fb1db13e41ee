import { describe, expect, it } from 'vitest';
import { blogListing, blogPosting } from '../../../src/server/content/blog/blog-structured-data.ts';
import type { BlogPostSummary } from '../../../src/schemas/blog-post.ts';

const publisher = { name: 'Northwind Tees', url: 'https://shop.test/', logo: 'https://shop.test/logo.svg' };
const banner = {
  id: 'b',
  original: '/media/abc-1920.webp',
  position: 0,
  altText: 'Hills',
  color: null,
  width: 1920,
  height: 768,
  sizes: { '1920': '/media/abc-1920.webp' },
};
const post = {
  title: 'How we print',
  excerpt: 'From order to doorstep.',
  banner,
  publishedAt: '2026-03-04T09:30:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  author: 'Ingrid Dahl',
  tags: ['Printing', 'Behind the scenes'],
};

describe('blogPosting', () => {
  it('describes the article with absolute image, dates, author, publisher and page', () => {
    const data = blogPosting(post, 'https://shop.test/blog/how-we-print/', publisher);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'How we print',
      description: 'From order to doorstep.',
      image: ['https://shop.test/media/abc-1920.webp'],
      datePublished: '2026-03-04T09:30:00.000Z',
      dateModified: '2026-03-05T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Ingrid Dahl' },
      publisher: {
        '@type': 'Organization',
        name: 'Northwind Tees',
        url: 'https://shop.test/',
        logo: { '@type': 'ImageObject', url: 'https://shop.test/logo.svg' },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.test/blog/how-we-print/' },
      keywords: 'Printing, Behind the scenes',
    });
  });
  it('has the six properties search engines ask of an article', () => {
    const data = blogPosting(post, 'https://shop.test/blog/how-we-print/', publisher);
    for (const property of ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher'] as const)
      expect(data, property).toHaveProperty(property);
  });
  it("shows the page's og:image when the post has no banner", () => {
    const data = blogPosting({ ...post, banner: null }, 'https://shop.test/blog/x/', publisher, 'https://shop.test/media/share-1200.jpg');
    expect(data.image).toEqual(['https://shop.test/media/share-1200.jpg']);
    // The banner wins when there is one.
    expect(blogPosting(post, 'https://shop.test/blog/x/', publisher, 'https://shop.test/media/share-1200.jpg').image).toEqual([
      'https://shop.test/media/abc-1920.webp',
    ]);
  });
  it('credits the store when no author is named and leaves out what is missing', () => {
    const data = blogPosting({ ...post, author: '', banner: null, excerpt: '', tags: [] }, 'https://shop.test/blog/x/', {
      name: 'Shop',
      url: 'https://shop.test/',
    });
    expect(data.author).toEqual({ '@type': 'Organization', name: 'Shop', url: 'https://shop.test/' });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('keywords');
  });
});

describe('blogListing', () => {
  it('names each listed post with its absolute address', () => {
    const summary = {
      ...post,
      id: 1,
      uuid: 'u',
      divisionId: 1,
      urlName: 'how-we-print',
      published: true,
      createdAt: post.publishedAt,
      readingMinutes: 3,
    } satisfies BlogPostSummary;
    const data = blogListing('Northwind Tees blog', 'https://shop.test/blog/', [summary], publisher);
    expect(data['@type']).toBe('Blog');
    expect(data.blogPost).toEqual([
      {
        '@type': 'BlogPosting',
        headline: 'How we print',
        url: 'https://shop.test/blog/how-we-print/',
        datePublished: post.publishedAt,
        image: 'https://shop.test/media/abc-1920.webp',
      },
    ]);
  });
});
