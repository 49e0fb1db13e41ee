import type { BlogPost, BlogPostSummary } from '../../../schemas/blog-post.ts';
import { blogPostPath } from './blog-paths.ts';

// schema.org JSON-LD for blog pages: BlogPosting for an article, Blog for the listing.

export interface Publisher {
  /** The store's company name. */
  name: string;
  /** Absolute address of the store's logo, if it has one. */
  logo?: string | undefined;
  /** The store's home page. */
  url: string;
}

const absolute = (path: string, origin: string) => new URL(path, origin).toString();

function organisation(publisher: Publisher) {
  return {
    '@type': 'Organization',
    name: publisher.name,
    url: publisher.url,
    ...(publisher.logo ? { logo: { '@type': 'ImageObject', url: publisher.logo } } : {}),
  };
}

/**
 * A BlogPosting for the article at `canonical`; the store is the publisher (and the author
 * when none is named). Its image is the post's banner, else `fallbackImage` (an absolute
 * address: the page's og:image, so that a post always has one).
 */
export function blogPosting(
  post: Pick<BlogPost, 'title' | 'excerpt' | 'banner' | 'publishedAt' | 'updatedAt' | 'author' | 'tags'>,
  canonical: string,
  publisher: Publisher,
  fallbackImage?: string,
) {
  const origin = new URL(canonical).origin;
  const image = post.banner ? absolute(post.banner.original, origin) : fallbackImage;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(image ? { image: [image] } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: post.updatedAt,
    author: post.author ? { '@type': 'Person', name: post.author } : organisation(publisher),
    publisher: organisation(publisher),
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    url: canonical,
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  };
}

/** The Blog on a listing page, naming the posts it shows. */
export function blogListing(name: string, canonical: string, posts: BlogPostSummary[], publisher: Publisher) {
  const origin = new URL(canonical).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name,
    url: canonical,
    publisher: organisation(publisher),
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: absolute(blogPostPath(post.urlName), origin),
      ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
      ...(post.banner ? { image: absolute(post.banner.original, origin) } : {}),
    })),
  };
}
