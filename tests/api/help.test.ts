// The help centre (/help/{questionName?}/ with children reason/{reasonName?}/,
// question/{questionName?}/ and group/{groupCode?}/), on the seeded demo stores.
import { describe, expect, it } from 'vitest';
import { storeRequest, testDb } from '../support/api.ts';
import { parseHtml, type Html } from '../support/html.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';

type Json = Record<string, unknown>;

async function page(path: string, store = 'demo') {
  const response = await storeRequest(store, path);
  return { status: response.status, html: parseHtml(response.text), text: response.text, headers: response.headers };
}

const ofType = (html: Html, type: string): Json | undefined => html.jsonLd().find((item) => item['@type'] === type);
const crumbNames = (html: Html) => (ofType(html, 'BreadcrumbList')!.itemListElement as Json[]).map((crumb) => crumb.name);

function expectNoClientScripts(text: string): void {
  const html = parseHtml(text);
  expect(html.all('script[src]')).toHaveLength(0);
  expect(html.all('astro-island')).toHaveLength(0);
  expect(text).not.toContain('astro-island');
}

describe('/help/', () => {
  it('shows topic tiles, popular questions, the free return offer and ways to get in touch', async () => {
    const { status, html, text, headers } = await page('/help/');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('How can we help?');
    expect(html.text('title')).toBe('Help centre | Northwind Tees');
    expect(html.all('.group-tiles a').map((link) => link.attribs.href)).toEqual([
      '/help/group/ordering/',
      '/help/group/sizing/',
      '/help/group/delivery/',
      '/help/group/returns/',
      '/help/group/our-clothes/',
    ]);
    // Every tile has an inline SVG icon.
    expect(html.all('.group-tiles a .group-icon svg')).toHaveLength(5);
    expect(html.all('.popular .question-list a').length).toBeGreaterThanOrEqual(5);
    expect(html.attr('.offer a', 'href')).toBe('/help/question/free-return-offer/');
    expect(html.text('.offer')).toContain('100% cotton clothing from any brand');
    expect(html.all('.contact-band a[href="/help/reason/"]')).toHaveLength(1);
    expect(crumbNames(html)).toEqual(['Home', 'Help']);
    expect(ofType(html, 'FAQPage')).toBeDefined();
    expectNoClientScripts(text);
    expect(String(headers['cache-control'])).toContain('public');
  });
});

describe('/help/question/{questionName}/ and /help/{questionName}/', () => {
  it('shows the answer with its size table, feedback links, breadcrumbs and FAQPage', async () => {
    const { status, html, text } = await page('/help/question/size-guide/');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('What size should I order?');
    expect(html.all('.prose table tbody tr')).toHaveLength(6);
    expect(html.text('.prose table')).toMatch(/XS.*S.*M.*L.*XL.*XXL/);
    expect(html.attr('link[rel="canonical"]', 'href')).toMatch(/\/help\/question\/size-guide\/$/);
    expect(crumbNames(html)).toEqual(['Home', 'Help', 'Sizing and fit', 'What size should I order?']);
    const faq = ofType(html, 'FAQPage')?.mainEntity as Json[];
    expect(faq).toHaveLength(1);
    expect(faq[0]).toMatchObject({ '@type': 'Question', name: 'What size should I order?' });
    // "Was this helpful?" is a plain form posting yes or no (a vote is a write: never a link), no script.
    expect(html.attr('#helpful form', 'action')).toBe('/help/question/size-guide/#helpful');
    expect(html.all('#helpful form button').map((button) => `${button.attribs.name}=${button.attribs.value}`)).toEqual(['helpful=yes', 'helpful=no']);
    expect(html.all('#helpful a, #helpful script')).toHaveLength(0);
    // The group's other questions and the side menu.
    expect(html.all('.more .question-list a').length).toBe(3);
    expect(html.attr('.group-nav a[aria-current="page"]', 'href')).toBe('/help/group/sizing/');
    expectNoClientScripts(text);
  });

  it('serves /help/{questionName}/ as the same answer with the same canonical address', async () => {
    const [short, long] = await Promise.all([page('/help/size-guide/'), page('/help/question/size-guide/')]);
    expect(short.status).toBe(200);
    expect(short.html.text('h1')).toBe(long.html.text('h1'));
    expect(short.html.attr('link[rel="canonical"]', 'href')).toBe(long.html.attr('link[rel="canonical"]', 'href'));
  });

  it('states the free return offer as the spec does', async () => {
    const { html } = await page('/help/question/free-return-offer/');
    const answer = html.text('.prose');
    for (const clause of [
      '100% cotton clothing from any brand',
      'not denim or underwear',
      'care label must be visible',
      'free: postage is paid in the UK',
      'recycle it into new products',
      'coupon for your next purchase',
    ]) {
      expect(answer).toContain(clause);
    }
  });

  it('states delivery and returns times', async () => {
    const [delivery, returns] = await Promise.all([page('/help/question/how-long-does-delivery-take/'), page('/help/question/how-do-i-return/')]);
    expect(delivery.html.text('.prose')).toMatch(/2 working days.*UK: 2–3 working days.*International: usually 5–10 working days/);
    expect(returns.html.text('.prose')).toMatch(/30 days.*Returns in the UK are free/);
  });

  it('counts a posted helpful answer, then thanks it on a page kept out of search and the cache', async () => {
    const db = await testDb();
    const division = await findDivisionBySubdomain(db.db, 'demo');
    const count = async () =>
      await db.db
        .selectFrom('help_questions')
        .select(['helpful_yes', 'helpful_no'])
        .where('division_id', '=', division!.id)
        .where('url_name', '=', 'delivery-costs')
        .executeTakeFirstOrThrow();
    const vote = (answer: string) =>
      storeRequest('demo', '/help/question/delivery-costs/', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ helpful: answer }),
      });
    const before = await count();
    const form = await page('/help/question/delivery-costs/');
    expect(form.html.attr('#helpful form', 'method')).toBe('post');
    expect(form.html.all('#helpful button[name="helpful"]').map((button) => button.attribs.value)).toEqual(['yes', 'no']);
    const posted = await vote('yes');
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/help/question/delivery-costs/?helpful=yes#helpful');
    const yes = await page('/help/question/delivery-costs/?helpful=yes');
    expect(yes.status).toBe(200);
    expect(yes.html.text('#helpful')).toContain('Thanks for letting us know');
    expect(yes.html.all('#helpful button')).toHaveLength(0);
    expect(yes.html.attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(String(yes.headers['cache-control'])).not.toContain('public');
    expect((await vote('no')).headers.location).toBe('/help/question/delivery-costs/?helpful=no#helpful');
    const no = await page('/help/question/delivery-costs/?helpful=no');
    expect(no.html.attr('#helpful a', 'href')).toBe('/help/reason/');
    expect(await count()).toEqual({ helpful_yes: before.helpful_yes + 1, helpful_no: before.helpful_no + 1 });
    // Following a link never votes (prefetchers, crawlers, reloads), and an odd answer is refused.
    await page('/help/question/delivery-costs/?helpful=yes');
    expect((await vote('<b>')).status).toBe(400);
    const odd = await page('/help/question/delivery-costs/?helpful=<b>');
    expect(odd.status).toBe(200);
    expect(odd.html.all('#helpful button')).toHaveLength(2);
    expect(await count()).toEqual({ helpful_yes: before.helpful_yes + 1, helpful_no: before.helpful_no + 1 });
  });
});

describe('browsing without search', () => {
  it('/help/group/ lists every topic with its questions', async () => {
    const { status, html, text } = await page('/help/group/');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('Help topics');
    expect(html.all('.browse section')).toHaveLength(5);
    expect(html.all('.browse a[href="/help/question/size-guide/"]')).toHaveLength(1);
    expect(crumbNames(html)).toEqual(['Home', 'Help', 'Topics']);
    expectNoClientScripts(text);
  });

  it('/help/question/ lists every question', async () => {
    const { status, html } = await page('/help/question/');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('All questions');
    expect(html.all('.browse .question-list a').length).toBeGreaterThanOrEqual(20);
  });

  it('/help/group/{code}/ opens its answers in place with <details>, and has an FAQPage of them', async () => {
    const { status, html, text } = await page('/help/group/delivery/');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('Delivery');
    const details = html.all('details');
    expect(details).toHaveLength(5);
    expect(details[0]?.attribs.open).toBeDefined();
    expect(html.all('details summary h2')).toHaveLength(5);
    expect((ofType(html, 'FAQPage')!.mainEntity as Json[]).map((entry) => entry.name)).toContain('How long will my order take to arrive?');
    expect(crumbNames(html)).toEqual(['Home', 'Help', 'Delivery']);
    expectNoClientScripts(text);
  });
});

describe('/help/reason/{reasonName?}/', () => {
  it('lists the reasons to get in touch', async () => {
    const { status, html } = await page('/help/reason/');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('Contact us');
    expect(html.all('.reason-list a').map((link) => link.attribs.href)).toContain('/help/reason/return-or-exchange/');
    expect(crumbNames(html)).toEqual(['Home', 'Help', 'Contact us']);
  });

  it('shows a reason with its next step and the answers that may settle it', async () => {
    const { status, html, text } = await page('/help/reason/return-or-exchange/');
    expect(status).toBe(200);
    expect(html.text('h1')).toBe('I want to return or exchange something');
    expect(html.attr('a.action', 'href')).toBe('/returns/');
    expect(html.all('.may-help a[href="/help/question/how-do-i-return/"]')).toHaveLength(1);
    expect(crumbNames(html)).toEqual(['Home', 'Help', 'Contact us', 'I want to return or exchange something']);
    expectNoClientScripts(text);
  });

  it('keeps stores apart: each store gives its own address', async () => {
    const [demo, north] = await Promise.all([page('/help/reason/something-else/'), page('/help/reason/something-else/', 'north')]);
    expect(demo.html.attr('a.action', 'href')).toMatch(/^mailto:hello@demo\.test\?/);
    expect(north.html.attr('a.action', 'href')).toMatch(/^mailto:hello@north\.test\?/);
  });
});

describe('answers as written', () => {
  it('reads an answer with entities once, in its description and its FAQPage', async () => {
    const { db } = await testDb();
    const north = (await findDivisionBySubdomain(db, 'north'))!;
    const time = new Date().toISOString();
    const group = await db
      .insertInto('help_groups')
      .values({ division_id: north.id, code: 'as-written', title: 'As written', position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('help_questions')
      .values({
        division_id: north.id,
        group_id: group.id,
        url_name: 'tom-and-jerry',
        title: 'Tom & Jerry?',
        answer_html: '<p>Tom &amp; Jerry &lt;3 &#8220;cotton&#8221;</p>',
        created_at: time,
        updated_at: time,
      })
      .execute();
    const { status, html, text } = await page('/help/question/tom-and-jerry/', 'north');
    expect(status).toBe(200);
    const written = 'Tom & Jerry <3 “cotton”';
    expect(html.attr('meta[name="description"]', 'content')).toBe(written);
    expect((ofType(html, 'FAQPage')!.mainEntity as Json[])[0]).toMatchObject({ acceptedAnswer: { text: written } });
    expect(text).not.toContain('&amp;amp;');
    expect(text).not.toContain('&amp;lt;');
  });
});

describe('not found', () => {
  it.each([
    '/help/no-such-question/',
    '/help/question/no-such-question/',
    '/help/group/no-such-group/',
    '/help/reason/no-such-reason/',
    '/help/question/size-guide/extra/',
    '/help/a/b/c/',
    '/help/Size-Guide/',
    '/help/%3Cscript%3E/',
  ])('answers %s with the 404 page', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html.text('h1')).toBe('We were unable to find this page');
  });
});
