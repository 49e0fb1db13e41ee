// Where blog pages live: one place, so links, canonicals and breadcrumbs agree.

export const BLOG_PATH = '/blog/';
export const BLOG_TAGS_PATH = '/blog/tagged/';

export const blogPostPath = (urlName: string): string => `/blog/${urlName}/`;
export const blogTagPath = (slug: string): string => `/blog/tagged/${slug}/`;
