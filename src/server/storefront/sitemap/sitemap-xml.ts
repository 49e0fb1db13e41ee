import type { SitemapSections } from './sitemap-entries.ts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** The sitemaps.org document of a store, with absolute addresses on the host that asked. */
export function sitemapXml(origin: string, sections: SitemapSections): string {
  const entries = [
    ...sections.pages,
    { path: '/sitemap/', title: 'Sitemap' },
    ...sections.collections,
    ...sections.products,
    ...sections.creators,
    ...sections.posts,
  ];
  const seen = new Set<string>();
  const urls = entries.flatMap((entry) => {
    const loc = new URL(entry.path, origin).toString();
    if (seen.has(loc)) return [];
    seen.add(loc);
    const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified.slice(0, 10))}</lastmod>` : '';
    return [`<url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`];
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled except the API, accounts and the basket journey; it names the sitemap. */
export function robotsTxt(origin: string): string {
  const hidden = [
    '/omnis/',
    '/dashboard/',
    '/login/',
    '/sign-up/',
    '/password-reset/',
    '/basket/',
    '/checkout/',
    '/pay/',
    '/receipt/',
    '/invoice/',
    '/order-history/',
    '/favourites/',
    '/search/',
  ];
  return ['User-agent: *', ...hidden.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`, ''].join('\n');
}
