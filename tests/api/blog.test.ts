// The blog (/blog/, /blog/tagged/{tag?}/, /blog/{post}/, /learn/…) and
// GET /omnis/v3/blog/paginate/, on the seeded demo stores.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testDb, testServer } from '../support/api.ts';
import { TEST_PLATFORM_DOMAIN } from '../support/server.ts';
import type { Connection } from '../../src/platform/db/database.ts';
import { parseHtml, type Html } from '../support/html.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { insertBlogPost } from '../../src/server/content/blog/blog-writes.ts';

/** Published demo posts per store (the seed also writes one draft). */
const PUBLISHED = 11;

type Json = Record<string, unknown>;

async function page(path: string, store = 'demo'): Promise<{ status: number; html: Html; text: string; headers: Record<string, unknown> }> {
  const response = await storeRequest(store, path);
  return { status: response.status, html: parseHtml(response.text), text: response.text, headers: response.headers };
}

function ofType(html: Html, type: string): Json | undefined {
  return html.jsonLd().find((item) => item['@type'] === type);
}

function expectNoClientScripts(text: string): void {
  const html = parseHtml(text);
  expect(html.all('script[src]')).toHaveLength(0);
  expect(html.all('astro-island')).toHaveLength(0);
  expect(text).not.toContain('astro-island');
}

describe('/blog/', () => {
  it('shows the newest posts, the topics and a link to the next page, without client scripts', async () => {
    const { status, html, text, headers } = await page('/blog/');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('Blog');
    expect(html.text('title')).toBe('Blog | Northwind Tees');
    // Page 1: the lead story, two beside it and six in the grid.
    expect(html.all('article.post-card')).toHaveLength(9);
    expect(html.all('.lead-stories .feature')).toHaveLength(1);
    expect(html.attr('.lead-stories .feature h2 a', 'href')).toBe('/blog/free-return-offer/');
    expect(html.all('.tag-pills a[href="/blog/tagged/sustainability/"]').length).toBeGreaterThan(0);
    expect(html.attr('.pagination a[rel="next"]', 'href')).toBe('/blog/?page=2');
    expect(html.attr('link[rel="next"]', 'href')).toMatch(/\/blog\/\?page=2$/);
    expect(html.attr('link[rel="canonical"]', 'href')).toMatch(/^http:\/\/demo\.localhost:\d+\/blog\/$/);
    expectNoClientScripts(text);
    // The same for every visitor: shared through the render cache.
    expect(String(headers['cache-control'])).toContain('public');
  });

  it('describes itself as a Blog with breadcrumbs Home → Blog', async () => {
    const { html } = await page('/blog/');
    const crumbs = ofType(html, 'BreadcrumbList')?.itemListElement as Json[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Blog']);
    const blog = ofType(html, 'Blog');
    expect((blog!.blogPost as Json[]).length).toBe(9);
    expect(blog?.publisher).toMatchObject({ '@type': 'Organization', name: 'Northwind Tees' });
  });

  it('pages with ?page= and answers pages past the end, or not numbers, with the 404 page', async () => {
    const second = await page('/blog/?page=2');
    expect(second.status).toBe(200);
    expect(second.html.all('article.post-card')).toHaveLength(PUBLISHED - 9);
    expect(second.html.all('.lead-stories')).toHaveLength(0);
    expect(second.html.attr('link[rel="prev"]', 'href')).toMatch(/\/blog\/$/);
    expect(String(second.headers['cache-control'])).not.toContain('public');
    for (const bad of ['3', '0', '-1', 'abc', '1e3', '99999']) {
      const response = await page(`/blog/?page=${bad}`);
      expect(response.status, bad).toBe(404);
      expect(response.html.text('h1')).toBe('We were unable to find this page');
    }
  });

  it('never lists drafts', async () => {
    const [first, second] = await Promise.all([page('/blog/'), page('/blog/?page=2')]);
    expect(first.text + second.text).not.toContain('spring-collection-preview');
    expect((await page('/blog/spring-collection-preview/')).status).toBe(404);
  });
});

describe('/blog/tagged/{tag?}/', () => {
  it('lists every topic with its count when no tag is given', async () => {
    const { status, html, text } = await page('/blog/tagged/');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('Topics');
    const sustainability = html.one('.tag-pills a[href="/blog/tagged/sustainability/"]');
    expect(sustainability).not.toBeNull();
    expect(html.text('.tag-pills a[href="/blog/tagged/sustainability/"] .count')).toBe('5');
    const crumbs = ofType(html, 'BreadcrumbList')?.itemListElement as Json[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Blog', 'Topics']);
    expectNoClientScripts(text);
  });

  it('lists only the posts of a tag, with breadcrumbs Home → Blog → tag', async () => {
    const { status, html, text } = await page('/blog/tagged/sustainability/');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('Sustainability');
    const hrefs = html.all('article.post-card h3 a').map((link) => link.attribs.href);
    expect(hrefs).toHaveLength(5);
    expect(hrefs).toContain('/blog/why-organic-cotton/');
    expect(hrefs).not.toContain('/blog/caring-for-printed-clothes/');
    expect(html.attr('.tag-pills a[aria-current="page"]', 'href')).toBe('/blog/tagged/sustainability/');
    const crumbs = ofType(html, 'BreadcrumbList')?.itemListElement as Json[];
    expect(crumbs.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['Home', expect.stringMatching(/\/$/)],
      ['Blog', expect.stringMatching(/\/blog\/$/)],
      ['Sustainability', expect.stringMatching(/\/blog\/tagged\/sustainability\/$/)],
    ]);
    expectNoClientScripts(text);
  });

  it.each(['/blog/tagged/no-such-tag/', '/blog/tagged/Sustainability/', '/blog/tagged/a/b/', '/blog/tagged/sustainability/?page=2', '/blog/tagged/?page=2'])(
    'answers %s with 404',
    async (path) => {
      expect((await page(path)).status).toBe(404);
    },
  );
});

describe('/blog/{post}/', () => {
  it('shows the article: banner, title, date, author, tags, body and related posts', async () => {
    const { status, html, text, headers } = await page('/blog/how-we-print/');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('How your tee is printed: from order to doorstep');
    expect(html.text('title')).toBe('How your tee is printed: from order to doorstep | Northwind Tees');
    expect(html.attr('.banner img', 'src')).toMatch(/^\/media\/.+\.webp$/);
    expect(html.attr('.banner img', 'fetchpriority')).toBe('high');
    expect(html.attr('.article-header time', 'datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(html.text('.article-header .author')).toBe('Tom Reid');
    expect(html.text('.article-header')).toMatch(/\d+ min read/);
    expect(html.all('.article-header .tag-pills a').map((link) => link.attribs.href)).toEqual(['/blog/tagged/behind-the-scenes/', '/blog/tagged/printing/']);
    expect(html.all('.prose h2').length).toBeGreaterThanOrEqual(3);
    expect(html.all('.related article.post-card')).toHaveLength(3);
    expect(html.all('.related a[href="/blog/how-we-print/"]')).toHaveLength(0);
    expectNoClientScripts(text);
    expect(String(headers['cache-control'])).toContain('public');
  });

  it('has head tags with the banner as og:image and the post as canonical', async () => {
    const { html } = await page('/blog/how-we-print/');
    const canonical = html.attr('link[rel="canonical"]', 'href');
    expect(canonical).toMatch(/^http:\/\/demo\.localhost:\d+\/blog\/how-we-print\/$/);
    expect(html.attr('meta[property="og:image"]', 'content')).toBe(new URL(html.attr('.banner img', 'src')!, canonical).toString());
    expect(html.attr('meta[name="description"]', 'content')).toContain('Nothing is made until you order it');
    expect(html.one('meta[name="robots"]')).toBeNull();
  });

  it('describes the post as a BlogPosting published by the store', async () => {
    const { html } = await page('/blog/how-we-print/');
    const canonical = html.attr('link[rel="canonical"]', 'href');
    const posting = ofType(html, 'BlogPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'How your tee is printed: from order to doorstep',
      author: { '@type': 'Person', name: 'Tom Reid' },
      publisher: { '@type': 'Organization', name: 'Northwind Tees' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    });
    expect(posting?.image).toEqual([html.attr('meta[property="og:image"]', 'content')]);
    // The BlogPosting carries headline, image, both dates, author and a publisher with its logo.
    const publisher = posting?.publisher as { logo?: { '@type': string; url: string } } | undefined;
    expect(publisher?.logo?.['@type']).toBe('ImageObject');
    expect(publisher?.logo?.url).toMatch(/^http:\/\/demo\.localhost:\d+\/media\/[0-9a-f]{16}-\d+\.webp$/);
    expect((await storeRequest('demo', new URL(publisher!.logo!.url).pathname)).headers['content-type']).toBe('image/webp');
    expect(Date.parse(String(posting?.datePublished))).not.toBeNaN();
    expect(Date.parse(String(posting?.dateModified))).toBeGreaterThanOrEqual(Date.parse(String(posting?.datePublished)));
  });

  it('has breadcrumbs Home → Blog → first tag → title, in JSON-LD and on the page', async () => {
    const { html } = await page('/blog/how-we-print/');
    const crumbs = ofType(html, 'BreadcrumbList')?.itemListElement as Json[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Blog', 'Behind the scenes', 'How your tee is printed: from order to doorstep']);
    expect(String(crumbs[2]?.item)).toMatch(/\/blog\/tagged\/behind-the-scenes\/$/);
    expect(crumbs.map((crumb) => crumb.position)).toEqual([1, 2, 3, 4]);
    expect(html.all('.breadcrumbs a').map((link) => link.attribs.href)).toEqual(['/', '/blog/', '/blog/tagged/behind-the-scenes/']);
  });

  it('keeps stores apart: the same address shows each store its own post', async () => {
    const [demo, north] = await Promise.all([page('/blog/behind-the-designs/'), page('/blog/behind-the-designs/', 'north')]);
    expect(demo.html.text('h1')).toBe('Behind the designs: drawing the northern coast');
    expect(north.html.text('h1')).toBe('Behind the designs: drawing the trail');
    expect(north.html.text('title')).toContain('Wild North Outfitters');
  });

  it.each(['/blog/no-such-post/', '/blog/How-We-Print/', '/blog/how-we-print/extra/'])('answers %s with the 404 page', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html.text('h1')).toBe('We were unable to find this page');
  });
});

describe('/learn/', () => {
  it('redirects to the matching blog path, which exists', async () => {
    const response = await storeRequest('demo', '/learn/how-we-print/');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/blog/how-we-print/');
    expect((await storeRequest('demo', String(response.headers.location))).status).toBe(200);
    const tagged = await storeRequest('demo', '/learn/tagged/printing/');
    expect(tagged.headers.location).toBe('/blog/tagged/printing/');
    expect((await storeRequest('demo', '/blog/tagged/printing/')).status).toBe(200);
  });
});

describe('GET /omnis/v3/blog/paginate/', () => {
  type Paginated = { data: Json[]; meta: { page: number; perPage: number; total: number; lastPage: number } };
  const paginate = (query: string, store = 'demo') => storeRequest<Paginated>(store, `/omnis/v3/blog/paginate/${query}`);

  it('returns lite posts: url, title and metaImage.banner only, newest first', async () => {
    const response = await paginate('?paginate=3&page=1&lite=1');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json.meta).toEqual({ page: 1, perPage: 3, total: PUBLISHED, lastPage: 4 });
    expect(response.json.data).toHaveLength(3);
    for (const post of response.json.data) {
      expect(Object.keys(post).sort()).toEqual(['metaImage', 'title', 'url']);
      expect(post.url).toMatch(/^\/blog\/[a-z0-9-]+\/$/);
      expect((post.metaImage as Json).banner).toMatch(/^\/media\/.+\.webp$/);
    }
    expect(response.json.data[0]).toMatchObject({ url: '/blog/free-return-offer/', title: 'Our free return offer: send us your old cotton clothes' });
  });

  it('returns full posts unless lite, and pages through every published post once', async () => {
    const seen: string[] = [];
    for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
      const response = await paginate(`?paginate=4&page=${pageNumber}`);
      expect(response.status).toBe(200);
      for (const post of response.json.data) {
        expect(post).toMatchObject({ excerpt: expect.any(String), tags: expect.any(Array), author: expect.any(String), readingMinutes: expect.any(Number) });
        seen.push(String(post.url));
      }
    }
    expect(seen).toHaveLength(PUBLISHED);
    expect(new Set(seen).size).toBe(PUBLISHED);
  });

  it('is bounded: page size 1–48 and pages from 1; a page past the end is empty', async () => {
    for (const query of ['?paginate=0', '?paginate=49', '?paginate=abc', '?page=0', '?page=-2', '?page=501', '?lite=maybe']) {
      const response = await paginate(query);
      expect(response.status, query).toBe(422);
      expect(response.json).toMatchObject({ code: 'validation' });
    }
    const past = await paginate('?paginate=10&page=50');
    expect(past.status).toBe(200);
    expect(past.json.data).toEqual([]);
    expect(past.json.meta.total).toBe(PUBLISHED);
  });

  it('filters by tag', async () => {
    const response = await paginate('?tag=gift-guide&lite=1');
    expect(response.json.data.map((post) => post.url).sort()).toEqual(['/blog/design-your-own/', '/blog/gift-guide/']);
  });

  it('accepts divisions naming this store only, else the other-store error', async () => {
    const db = await testDb();
    const demo = await findDivisionBySubdomain(db.db, 'demo');
    const north = await findDivisionBySubdomain(db.db, 'north');
    expect((await paginate(`?divisions=${demo!.id}`)).status).toBe(200);
    expect((await paginate('?divisions=demo')).status).toBe(200);
    for (const divisions of [String(north!.id), 'north', `${demo!.id},${north!.id}`]) {
      const refused = await paginate(`?divisions=${divisions}`);
      expect(refused.status, divisions).toBe(403);
      expect(refused.json).toEqual({ code: 'otherStore', message: "Oops... Looks like you're trying to access a page from another store" });
    }
  });

  it('serves each store its own posts', async () => {
    const north = await paginate('?paginate=48&lite=1', 'north');
    const demo = await paginate('?paginate=48&lite=1');
    expect(north.json.data.find((post) => post.url === '/blog/gift-guide/')?.title).toBe('Gift guide: presents for people who live outdoors');
    expect(demo.json.data.find((post) => post.url === '/blog/gift-guide/')?.title).toBe('Gift guide: presents for people who love the sea');
  });
});

describe('escaping', () => {
  let db: Connection;
  beforeAll(async () => {
    db = await testDb();
    const division = await findDivisionBySubdomain(db.db, 'north');
    await insertBlogPost(
      { db: db.db, division: division! },
      {
        urlName: 'hostile-post',
        title: 'Hello <script>alert("title")</script> & "friends"',
        excerpt: '<img src=x onerror=alert(1)>',
        body: '<p>Safe text</p><script>alert("body")</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a><iframe src="https://evil.example/"></iframe>',
        tags: ['<b>Bold</b> tag'],
        author: '<i>Mallory</i>',
        published: true,
        // Far in the past, so the listings other tests count are unchanged at the front.
        publishedAt: '2001-01-01T09:00:00.000Z',
      },
    );
  });
  it('escapes every text field and sanitises the body', async () => {
    const { status, html, text } = await page('/blog/hostile-post/', 'north');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('Hello <script>alert("title")</script> & "friends"');
    // Text may hold "<script>" as characters, never as an element.
    const scriptText = html
      .all('script:not([type="application/ld+json"])')
      .map((script) => script.children.map((child) => ('data' in child ? String(child.data) : '')).join(''));
    expect(scriptText.filter((source) => source.includes('alert('))).toHaveLength(0);
    expect(text).not.toContain('<script>alert("body")');
    expect(html.attr('meta[property="og:title"]', 'content')).toBe('Hello <script>alert("title")</script> & "friends" | Wild North Outfitters');
    expect(html.all('[onerror]')).toHaveLength(0);
    for (const jsonLd of html.all('script[type="application/ld+json"]'))
      expect(jsonLd.children.map((child) => ('data' in child ? String(child.data) : '')).join('')).not.toMatch(/<\/?script/i);
    expect(html.all('[href^="javascript:"]')).toHaveLength(0);
    expect(html.all('iframe')).toHaveLength(0);
    expect(text).toContain('&lt;b&gt;Bold&lt;/b&gt; tag');
    expect(html.text('.article-header .author')).toBe('<i>Mallory</i>');
    expect(html.text('.prose')).toContain('Safe text');
    // The URL sanitiser sends a blocked link to the platform main site's not-found page.
    expect(html.attr('.prose a', 'href')).toBe(`//${TEST_PLATFORM_DOMAIN}:${testServer().port}/404/`);
    // JSON-LD is still valid JSON with the text intact.
    expect(ofType(html, 'BlogPosting')?.headline).toBe('Hello <script>alert("title")</script> & "friends"');
    // No banner: the article's image is the page's og:image, the store's share image.
    expect(ofType(html, 'BlogPosting')?.image).toEqual([html.attr('meta[property="og:image"]', 'content')]);
    expect(html.attr('meta[property="og:image"]', 'content')).toMatch(/\/media\/[0-9a-f]{16}-1200\.jpg$/);
    expect(html.all('script[type="application/ld+json"]').length).toBe(2);
    expectNoClientScripts(text);
  });

  it('escapes the tag on its listing page', async () => {
    const { status, html } = await page('/blog/tagged/b-bold-b-tag/', 'north');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('<b>Bold</b> tag');
    expect(html.all('h1 b')).toHaveLength(0);
  });
});
