// Studio routes: every alias and /studio/{customiseItUrl?}/ open the
// studio on the right blank of the host's store (404 when it has none), /custom/ lands on a
// working studio, ?design= reopens only this store's designs, studio pages are never kept by
// the render cache, and the island reaches studio routes only.
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRequest, testStore } from '../support/api.ts';
import { parseHtml } from '../support/html.ts';
import { SessionClient } from '../support/session-client.ts';
import { DEMO_USERS } from '../../src/seed/users.ts';
import { STUDIO_ALIASES } from '../../src/lib/studio/studio-routes.ts';
import { makeDesign, makeProduct, makeStore, type TestDesign, type TestStore } from '../support/factories/index.ts';
import type { Connection } from '../../src/platform/db/database.ts';

interface BlankRow {
  id: number;
  sku: string;
  name: string;
  type: string;
  gender: string;
  url_name: string;
  division_id: number;
}

let db: Connection['db'];
let demoStore: TestStore;
let northStore: TestStore;
let demo = 0;
let north = 0;
let blanks: BlankRow[] = [];
const EMPTY_STORE = `studio-none-${Date.now().toString(36)}`;

const get = (host: string, path: string, headers: Record<string, string> = {}) => storeRequest(host, path, { headers });
/** The island's props (Astro serialises them into the astro-island element). */
const islandProps = (html: string) => parseHtml(html).attr('astro-island', 'props') ?? '';

/** What the spec says an alias opens: its gender's blank, else the unisex one (else, ungendered, any). */
function expectedBlank(division: number, garment: string, gender: string | undefined): BlankRow | undefined {
  const mine = blanks.filter((row) => row.division_id === division && row.type === garment);
  return mine.find((row) => row.gender === (gender ?? 'unisex')) ?? mine.find((row) => row.gender === 'unisex') ?? (gender ? undefined : mine[0]);
}

/** A saved design of the store on `blank`, with `words` on the front. */
async function saveDesign(store: TestStore, blank: BlankRow, words: string): Promise<TestDesign> {
  const document = {
    version: 1,
    product: { id: blank.id, sku: blank.sku },
    colour: 'White',
    sides: {
      front: [
        {
          id: 'text-1',
          type: 'text',
          text: words,
          fontFamily: 'Lato',
          fontWeight: 700,
          fontSizeMm: 20,
          colour: '#111111',
          xMm: 10,
          yMm: 10,
          widthMm: 100,
          heightMm: 20,
        },
      ],
      back: [],
      left: [],
      right: [],
    },
  };
  return makeDesign(store, { blankId: blank.id, document, price: 1800 });
}

beforeAll(async () => {
  [demoStore, northStore] = [await testStore('demo'), await testStore('north')];
  ({ db } = demoStore);
  [demo, north] = [demoStore.division.id, northStore.division.id];
  blanks = (
    await db.selectFrom('products').select(['id', 'sku', 'name', 'type', 'gender', 'url_name', 'division_id']).where('enabled', '=', 1).orderBy('id').execute()
  ).filter((row) => row.sku.includes('BLANK'));
  await makeStore(db, { subdomain: EMPTY_STORE });
});

describe('studio aliases', () => {
  it.each(STUDIO_ALIASES.map((alias) => [alias.path, alias] as const))('%s opens on the blank of its garment, or is not found', async (path, alias) => {
    for (const [store, division] of [
      ['demo', demo],
      ['north', north],
    ] as const) {
      const response = await get(store, path);
      const blank = expectedBlank(division, alias.garment, alias.gender);
      if (!blank) {
        expect(response.status, `${store}${path} without a ${alias.garment} blank`).toBe(404);
        continue;
      }
      expect(response.status, `${store}${path}`).toBe(200);
      const html = parseHtml(response.text);
      expect(html.text('h1')).toBe(`Design your own ${alias.label}`);
      expect(html.text('title')).toMatch(new RegExp(`^Design your own ${alias.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
      expect(html.attr('[data-studio-blank]', 'data-studio-blank')).toBe(blank.sku);
      expect(html.text('.studio-blank-name')).toBe(blank.name);
    }
  });

  it('opens the demo t-shirt with its price, the print rules in words, a no-script fallback and the island client:only', async () => {
    const response = await get('demo', '/design-your-own-t-shirt/');
    const html = parseHtml(response.text);
    expect(html.text('.studio-base-price')).toMatch(/^£\d+\.\d\d$/);
    const rules = html.all('.studio-rules li');
    expect(rules.length).toBeGreaterThanOrEqual(4);
    expect(html.text('.studio-rules')).toMatch(
      /Front: a print area of 300 mm × 400 mm; keep important content 10 mm inside its edges\. Printing it adds £6\.00\./,
    );
    expect(html.text('.studio-rules')).toMatch(/under 100 DPI the design cannot be printed/);
    expect(response.text).toContain('<noscript>');
    const island = html.one('astro-island');
    expect(island?.attribs.client).toBe('only');
    expect(island?.attribs['component-url']).toMatch(/Studio/);
  });

  it('answers 404 on a store without blanks', async () => {
    expect((await get(EMPTY_STORE, '/design-your-own-t-shirt/')).status).toBe(404);
    expect((await get(EMPTY_STORE, '/studio/')).status).toBe(404);
  });
});

describe('/studio/ and /studio/{customiseItUrl}/', () => {
  it('opens a bare /studio/ on the t-shirt', async () => {
    const response = await get('demo', '/studio/');
    expect(response.status).toBe(200);
    expect(parseHtml(response.text).attr('[data-studio-blank]', 'data-studio-blank')).toBe(expectedBlank(demo, 't-shirt', undefined)!.sku);
  });

  it('opens a blank by its url name, and nothing else', async () => {
    const hoodie = expectedBlank(demo, 'hoodie', undefined)!;
    const response = await get('demo', `/studio/${hoodie.url_name}/`);
    expect(response.status).toBe(200);
    expect(parseHtml(response.text).attr('[data-studio-blank]', 'data-studio-blank')).toBe(hoodie.sku);
    expect(parseHtml(response.text).text('h1')).toBe('Design your own Hoodie');
    expect((await get('demo', '/studio/no-such-product/')).status).toBe(404);
    const plain = await db
      .selectFrom('products')
      .select('url_name')
      .where('division_id', '=', demo)
      .where('sku', 'not like', '%BLANK%')
      .where('base_product_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await get('demo', `/studio/${plain.url_name}/`)).status).toBe(404);
    // Another store's blank is not this store's.
    const northBlank = blanks.find((row) => row.division_id === north)!;
    const demoHasSameUrl = blanks.some((row) => row.division_id === demo && row.url_name === northBlank.url_name);
    if (!demoHasSameUrl) expect((await get('demo', `/studio/${northBlank.url_name}/`)).status).toBe(404);
  });

  it('opens a product made on a blank on its design, to customise', async () => {
    const tee = expectedBlank(demo, 't-shirt', undefined)!;
    const design = await saveDesign(demoStore, tee, 'Product design words');
    const urlName = `studio-product-${Date.now().toString(36)}`;
    await makeProduct(demoStore, {
      sku: `STUSUB-${Date.now().toString(36)}`,
      name: 'A studio product',
      urlName,
      manufacturer: 'demo',
      price: 1800,
      options: [],
      customiseIt: true,
      designId: design.id,
      baseProductId: tee.id,
    });
    const response = await get('demo', `/studio/${urlName}/`);
    expect(response.status).toBe(200);
    expect(parseHtml(response.text).attr('[data-studio-blank]', 'data-studio-blank')).toBe(tee.sku);
    expect(islandProps(response.text)).toContain('Product design words');
  });
});

describe('/custom/', () => {
  it('301s to the t-shirt studio, which works', async () => {
    const response = await get('demo', '/custom/');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/design-your-own-t-shirt/');
    const studio = await get('demo', response.headers.location!);
    expect(studio.status).toBe(200);
    expect(parseHtml(studio.text).one('astro-island[client="only"]')).not.toBeNull();
  });
});

describe('?design= reopens a saved design', () => {
  it('reopens this store’s design on its blank, with its layers', async () => {
    const hoodie = expectedBlank(demo, 'hoodie', undefined)!;
    const design = await saveDesign(demoStore, hoodie, 'Reopened words');
    const response = await get('demo', `/studio/?design=${design.uuid}`);
    expect(response.status).toBe(200);
    expect(parseHtml(response.text).attr('[data-studio-blank]', 'data-studio-blank')).toBe(hoodie.sku);
    expect(islandProps(response.text)).toContain('Reopened words');
    expect(parseHtml(response.text).attr('meta[name="robots"]', 'content')).toBe('noindex');
  });

  it('opens another store’s design as the blank with a notice, never its data', async () => {
    const northBlank = blanks.find((row) => row.division_id === north && row.type === 't-shirt') ?? blanks.find((row) => row.division_id === north)!;
    const design = await saveDesign(northStore, northBlank, 'North secret words');
    for (const path of [`/studio/?design=${design.uuid}`, `/design-your-own-t-shirt/?design=${design.uuid}`, '/studio/?design=not-a-uuid']) {
      const response = await get('demo', path);
      expect(response.status, path).toBe(200);
      expect(response.text).not.toContain('North secret words');
      expect(parseHtml(response.text).text('.studio-notice')).toBe('That design was not found in this store, so the studio opens on a blank garment.');
      expect(parseHtml(response.text).attr('[data-studio-blank]', 'data-studio-blank')).toBe(expectedBlank(demo, 't-shirt', undefined)!.sku);
    }
  });

  it('is never kept by the render cache: each visitor gets their own design', async () => {
    const tee = expectedBlank(demo, 't-shirt', undefined)!;
    const first = await saveDesign(demoStore, tee, 'First visitor');
    const second = await saveDesign(demoStore, tee, 'Second visitor');
    const one = await get('demo', `/studio/?design=${first.uuid}`);
    const two = await get('demo', `/studio/?design=${second.uuid}`);
    expect(islandProps(one.text)).toContain('First visitor');
    expect(islandProps(two.text)).toContain('Second visitor');
    for (const response of [one, two, await get('demo', '/design-your-own-t-shirt/'), await get('demo', '/design-your-own-t-shirt/')]) {
      expect(response.headers['cache-control']).toMatch(/private|no-store/);
    }
  });
});

describe('owner mode', () => {
  const ownerMode = (html: string) => islandProps(html).match(/"ownerMode":\[0,(true|false)\]/)?.[1];

  it('tells the island when a member of this store is signed in on it, and no one else', async () => {
    expect(ownerMode((await get('demo', '/design-your-own-t-shirt/')).text)).toBe('false');
    const shopper = new SessionClient('demo');
    expect((await shopper.login(DEMO_USERS.shopper.email, DEMO_USERS.shopper.password)).status).toBe(200);
    expect(ownerMode((await shopper.request('/design-your-own-t-shirt/')).text)).toBe('false');
    const owner = new SessionClient('demo');
    expect((await owner.login(DEMO_USERS.owner.email, DEMO_USERS.owner.password)).status).toBe(200);
    const page = await owner.request('/design-your-own-t-shirt/');
    expect(page.status).toBe(200);
    expect(ownerMode(page.text)).toBe('true');
  });
});

describe('the island reaches studio routes only', () => {
  it.each(['/', '/about/', '/basket/'])('%s loads no studio island', async (path) => {
    const response = await get('demo', path);
    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(/islands\/studio|Studio\.[^"]*\.js/);
    expect(parseHtml(response.text).all('astro-island[client="only"]')).toHaveLength(0);
  });
});
