// Issue 13 §3 XSS: the classic payloads, saved through the real calls into every text, rich-text
// and link field of every block type (blocks/registry.ts + blocks/editor-fields.ts), the main
// menu, the quote and contact forms, a live-chat message, and (straight into their rows: no API writes them) a product
// and a blog post, then each page rendered in Chromium — the storefront, the owner's dashboard and
// staff's atlas views of the same words, and the mails the forms sent. Every payload that runs sets `window.__xss` or opens a dialog; none
// may. A field that refuses a payload on saving (a 422: javascript: links) counts as refused.
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addableBlockTypes, makeBlock } from '../../blocks/registry.ts';
import { editorFields, type EditorField } from '../../blocks/editor-fields.ts';
import { CHROMIUM_PATH } from '../../scripts/system-packages.mjs';
import { HostSession } from '../support/host-session.ts';
import { recordFigures } from '../support/reliability.ts';
import { startReliabilityServer, type ReliabilityServer } from '../support/reliability-servers.ts';
import { storeHost } from '../support/http.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { quoteProducts } from '../../src/server/quotes/quote-products.ts';
import { LIVE_CHAT_CALLS, LIVE_CHAT_TOKEN_HEADER } from '../../src/lib/live-chat-calls.ts';

/** Every payload, if it ran, would call the trap: `window.__xss` counts executions. */
const TRAP = 'window.__xss=(window.__xss||0)+1';
export const XSS_PAYLOADS = [
  `<script>${TRAP}</script>`,
  `<img src=x onerror="${TRAP}">`,
  `<svg onload="${TRAP}"><circle r=1 /></svg>`,
  `"><script>${TRAP}</script>`,
  `'><img src=x onerror=${TRAP}>`,
  `" autofocus onfocus="${TRAP}" x="`,
  `' onmouseover='${TRAP}' x='`,
  `</textarea></title></style><script>${TRAP}</script>`,
  `<iframe srcdoc="<script>parent.__xss=(parent.__xss||0)+1</script>"></iframe>`,
  `<a href="javascript:${TRAP}" id=xsslink>click</a><details open ontoggle="${TRAP}">`,
  `\${${TRAP}}\`;${TRAP};\``,
  `{{constructor.constructor('${TRAP}')()}}`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${TRAP}">`,
  `<body onload="${TRAP}"><object data="javascript:${TRAP}"></object>`,
  `<script>alert('xss')</script><img src=x onerror=alert(1)>`,
];

/** Link fields get links: the URL forms of the same attack. */
const URL_PAYLOADS = [`javascript:${TRAP}`, ` JaVaScRiPt:${TRAP}`, `data:text/html,<script>${TRAP}</script>`, `java\tscript:${TRAP}`, `"><script>${TRAP}</script>`];

/** Playwright's own launch arguments (playwright.config.ts): Debian's Chromium, headless, no sandbox. */
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const OWNER = { email: 'owner@demo.test', password: 'demo-owner-2026' };

interface Filled {
  properties: Record<string, unknown>;
  /** How many text and link inputs got a payload. */
  fields: number;
}

/** The block's editor inputs with every text input set to `payload` and every link to `link`. */
function fill(fields: EditorField[], defaults: Record<string, unknown>, payload: string, link: string): Filled {
  const properties: Record<string, unknown> = { ...defaults };
  let count = 0;
  for (const field of fields) {
    if (field.widget === 'text' || field.widget === 'textarea' || field.widget === 'richtext') {
      properties[field.name] = field.maxLength ? payload.slice(0, field.maxLength) : payload;
      count += 1;
    } else if (field.widget === 'url') {
      properties[field.name] = link;
      count += 1;
    } else if (field.widget === 'group' && field.fields) {
      const inner = fill(field.fields, (defaults[field.name] as Record<string, unknown>) ?? {}, payload, link);
      properties[field.name] = inner.properties;
      count += inner.fields;
    } else if (field.widget === 'list' && field.fields) {
      const entries = Array.isArray(defaults[field.name]) ? (defaults[field.name] as Record<string, unknown>[]) : [];
      const inner = fill(field.fields, entries[0] ?? {}, payload, link);
      properties[field.name] = [inner.properties];
      count += inner.fields;
    }
  }
  return { properties, fields: count };
}

/** Puts one property (a dotted path from the 422's field names) back to the block's default. */
function restoreDefault(properties: Record<string, unknown>, defaults: Record<string, unknown>, path: string[]): void {
  let target = properties as Record<string, unknown>;
  let source: unknown = defaults;
  for (const key of path.slice(0, -1)) {
    target = target[key] as Record<string, unknown>;
    source = (source as Record<string, unknown> | undefined)?.[Array.isArray(source) ? 0 : key];
    if (!target || typeof target !== 'object') return;
  }
  const last = path.at(-1)!;
  const original = (source as Record<string, unknown> | undefined)?.[last];
  if (original === undefined) delete target[last];
  else target[last] = original;
}

describe('XSS payloads in every field, rendered in Chromium', () => {
  let running: ReliabilityServer;
  let browser: Browser;
  let owner: HostSession;

  beforeAll(async () => {
    running = await startReliabilityServer('xss', 'sqlite');
    owner = new HostSession(running.server.port, 'demo');
    await owner.login(OWNER.email, OWNER.password);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await running?.stop();
  });

  test('no payload runs, no handler fires', async () => {
    const { db } = running.connection;
    const division = await db.selectFrom('divisions').select(['id']).where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
    const types = addableBlockTypes().map((definition) => definition.name);
    const pages: string[] = [];
    const pageIds: number[] = [];
    const refused: string[] = [];
    let payloadFields = 0;

    // One page per payload, holding a block of every type with the payload in all its inputs.
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const link = URL_PAYLOADS[index % URL_PAYLOADS.length]!;
      const blocks: unknown[] = [];
      for (const type of types) {
        const defaults = (makeBlock(type).properties ?? {}) as Record<string, unknown>;
        const filled = fill(editorFields(type), defaults, payload, link);
        const block = { id: `xss-${index}-${type}`, type, size: { w: 12 }, properties: filled.properties, items: [] };
        // Each block is checked alone (the preview call parses as saving does); a field that
        // refuses its payload goes back to its default and the rest are tried again.
        let accepted = false;
        for (let attempt = 0; attempt < 5 && !accepted; attempt += 1) {
          const check = await owner.request<{ errors?: Record<string, string[]> }>(`/omnis/v3/divisions/${division.id}/pages/preview/`, { method: 'POST', json: { page: { url: '/xss-check/', blocks: [block] } } });
          if (check.status === 200) accepted = true;
          else if (check.status === 422 && check.json.errors) {
            for (const key of Object.keys(check.json.errors)) {
              const path = key.replace(/^page\.blocks\.0\.properties\./, '').split('.');
              refused.push(`${type}.${path.join('.')}: ${check.json.errors[key]![0]}`);
              restoreDefault(block.properties, defaults, path);
            }
          } else throw new Error(`${type}: ${check.status} ${check.text.slice(0, 200)}`);
        }
        expect(accepted, `${type} saves once its refused fields are back to their defaults`).toBe(true);
        blocks.push(block);
        payloadFields += filled.fields;
      }
      const url = `/xss-${index}/`;
      const created = await owner.request<{ id: number }>(`/omnis/v3/divisions/${division.id}/pages/`, { method: 'POST', json: { url, properties: { title: payload.slice(0, 120), description: payload.slice(0, 320) }, blocks } });
      expect(created.status, created.text).toBe(201);
      const published = await owner.request(`/omnis/v3/divisions/${division.id}/pages/${created.json.id}/publish/`, { method: 'POST', json: {} });
      expect(published.status, published.text).toBe(200);
      pages.push(url);
      pageIds.push(created.json.id);
    }

    // The mail contact form of the first page (its block sends to the store's own address).
    const contact = await new HostSession(running.server.port, 'demo').request('/omnis/v3/frontend/contact/', {
      method: 'POST',
      json: { block: 'xss-0-mailContactForm', name: XSS_PAYLOADS[1]!.slice(0, 80), email: 'xss-sender@example.com', message: XSS_PAYLOADS.join(' ').slice(0, 2000) },
    });
    expect(contact.status, contact.text).toBe(200);
    payloadFields += 2;

    // The main menu: every label and link.
    const menu = XSS_PAYLOADS.slice(0, 6).map((payload, index) => ({
      text: payload.slice(0, 40),
      href: URL_PAYLOADS[index % URL_PAYLOADS.length],
      submenu: [{ title: payload.slice(0, 60), link: URL_PAYLOADS[(index + 1) % URL_PAYLOADS.length], items: [{ text: payload.slice(0, 60), link: URL_PAYLOADS[(index + 2) % URL_PAYLOADS.length] }] }],
    }));
    const savedMenu = await owner.request(`/omnis/v3/divisions/${division.id}/menu/`, { method: 'PUT', json: { menu } });
    if (savedMenu.status === 200) payloadFields += menu.length * 6;
    else {
      refused.push(`menu with links: ${savedMenu.status}`);
      const safe = menu.map((entry) => ({ ...entry, href: '/', submenu: entry.submenu.map((segment) => ({ ...segment, link: '/', items: segment.items.map((item) => ({ ...item, link: '/' })) })) }));
      const again = await owner.request(`/omnis/v3/divisions/${division.id}/menu/`, { method: 'PUT', json: { menu: safe } });
      expect(again.status, again.text).toBe(200);
      payloadFields += menu.length * 3;
    }
    pages.push('/');

    // A product and a blog post: no call writes them, so their rows are written as the seed does.
    const product = await db.selectFrom('products').select(['id', 'url_name']).where('division_id', '=', division.id).where('enabled', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('products').set({ name: XSS_PAYLOADS[3]!, description: XSS_PAYLOADS.join('\n') }).where('id', '=', product.id).execute();
    payloadFields += 2;
    pages.push(`/product/${product.url_name}/`);
    const post = await db.selectFrom('blog_posts').select(['id', 'url_name']).where('division_id', '=', division.id).where('published', '=', 1).executeTakeFirst();
    if (post) {
      await db.updateTable('blog_posts').set({ title: XSS_PAYLOADS[1]!, excerpt: XSS_PAYLOADS[3]!, body_html: XSS_PAYLOADS.join('<br>'), author: XSS_PAYLOADS[5]! }).where('id', '=', post.id).execute();
      payloadFields += 4;
      pages.push(`/blog/${post.url_name}/`, '/blog/');
    }
    // The quote form (a customer's words): its page, and the mails it sends, rendered too.
    const quoteProduct = (await quoteProducts({ db, division: (await findDivisionBySubdomain(db, 'demo'))! }))[0]!;
    const quoteEmail = `xss-${Date.now()}@example.com`;
    const quote = await new HostSession(running.server.port, 'demo').request<{ url: string }>('/omnis/v3/frontend/quotes/', {
      method: 'POST',
      json: {
        'lines.0.productId': String(quoteProduct.id), 'lines.0.colour': quoteProduct.colours[0] ?? '', [`lines.0.quantities.${quoteProduct.sizes[0]!}`]: '25',
        'lines.0.methodNotes': XSS_PAYLOADS[2]!, deadline: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        name: XSS_PAYLOADS[1]!.slice(0, 80), email: quoteEmail, phone: '07700 900123', company: XSS_PAYLOADS[3]!.slice(0, 80), notes: XSS_PAYLOADS.join(' ').slice(0, 2000),
      },
    });
    expect(quote.status, quote.text).toBe(201);
    payloadFields += 4;
    pages.push(quote.json.url);

    // A live-chat message, read by staff in the atlas chat console.
    const visitor = new HostSession(running.server.port, 'demo');
    const chatToken = (await visitor.request<{ token: string }>(LIVE_CHAT_CALLS.token)).json.token;
    const chat = await visitor.request('/omnis/v3/live-chat/chat/', { method: 'POST', json: { group_id: 1, name: XSS_PAYLOADS[1]!.slice(0, 40), message: XSS_PAYLOADS.join(' ').slice(0, 1000) }, headers: { [LIVE_CHAT_TOKEN_HEADER]: chatToken } });
    expect(chat.status, chat.text).toBe(201);
    payloadFields += 2;

    // The render cache keeps pages by content version: rows written behind its back need a bump.
    await db.updateTable('divisions').set((eb) => ({ content_version: eb('content_version', '+', 1) })).where('id', '=', division.id).execute();

    let executions = 0;
    let dialogs = 0;
    let pagesShowingPayloads = 0;
    let controlExecutions = 0;
    let mailsRendered = 0;
    let dashboardViews = 0;
    let dashboardViewsShowingPayloads = 0;
    const findings: string[] = [];
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(() => {
      (window as unknown as { __xss: number }).__xss = 0;
    });
    try {
      for (const path of pages) {
        const page = await context.newPage();
        page.on('dialog', (dialog) => {
          dialogs += 1;
          findings.push(`${path}: a ${dialog.type()} opened: ${dialog.message()}`);
          void dialog.dismiss();
        });
        const response = await page.goto(`http://${storeHost('demo', running.server.port)}${path}`, { waitUntil: 'load' });
        expect(response?.status(), path).toBeLessThan(400);
        // Handlers that need a person: hover and focus everything once, and open every <details>.
        await page.evaluate(() => {
          for (const element of Array.from(document.querySelectorAll('body *'))) {
            element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
            if (element instanceof HTMLElement) element.focus?.();
          }
        });
        await page.waitForTimeout(300);
        // The payloads reached the page (as text): the test saw them, not an empty page.
        if ((await page.content()).includes('__xss')) pagesShowingPayloads += 1;
        const count = await page.evaluate(() => (window as unknown as { __xss: number }).__xss);
        if (count > 0) findings.push(`${path}: ${count} payload(s) ran`);
        executions += count;
        await page.close();
      }
      // The same words where the store's people read them: the owner's dashboard (pages list,
      // history, editor, menu) and staff's atlas (quotes, the quote's order).
      const staff = new HostSession(running.server.port, 'demo');
      await staff.login('staff@printfront.test', 'demo-staff-2026');
      const quoteOrder = await db.selectFrom('orders').select('id').where('email', '=', quoteEmail).executeTakeFirstOrThrow();
      const views: [HostSession, string[]][] = [
        [owner, ['/dashboard/store/pages/', `/dashboard/store/pages/${pageIds[0]}/history/`, `/dashboard/store/pages/${pageIds[1]}/edit/`, '/dashboard/store/menu/']],
        [staff, ['/atlas/quotes/', `/atlas/orders/${quoteOrder.id}/`, '/atlas/chat/']],
      ];
      for (const [session, paths] of views) {
        const signedIn = await browser.newContext({ serviceWorkers: 'block' });
        await signedIn.addInitScript(() => {
          (window as unknown as { __xss: number }).__xss = 0;
        });
        await signedIn.addCookies([...session.cookies].map(([name, value]) => ({ name, value, domain: 'demo.localhost', path: '/' })));
        for (const path of paths) {
          const page = await signedIn.newPage();
          page.on('dialog', (dialog) => {
            dialogs += 1;
            findings.push(`${path}: a ${dialog.type()} opened: ${dialog.message()}`);
            void dialog.dismiss();
          });
          const response = await page.goto(`http://${storeHost('demo', running.server.port)}${path}`, { waitUntil: 'load' });
          expect(response?.status(), path).toBe(200);
          // Islands hydrate after load: their inputs hold the payloads once they have.
          await page.waitForTimeout(1_000);
          const count = await page.evaluate(() => (window as unknown as { __xss: number }).__xss);
          if (count > 0) findings.push(`${path}: ${count} payload(s) ran`);
          executions += count;
          dashboardViews += 1;
          if ((await page.content()).includes('__xss')) dashboardViewsShowingPayloads += 1;
          await page.close();
        }
        await signedIn.close();
      }

      // The mails the quote sent (to the customer and the store), as a mail client would draw them.
      const mails = await db.selectFrom('mail_outbox').select(['id', 'html']).where('html', 'like', '%__xss%').execute();
      for (const mail of mails) {
        const page = await context.newPage();
        page.on('dialog', (dialog) => {
          dialogs += 1;
          findings.push(`mail ${mail.id}: a ${dialog.type()} opened`);
          void dialog.dismiss();
        });
        await page.setContent(mail.html, { waitUntil: 'load' });
        await page.waitForTimeout(100);
        const count = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);
        if (count > 0) findings.push(`mail ${mail.id}: ${count} payload(s) ran`);
        executions += count;
        mailsRendered += 1;
        await page.close();
      }

      // The control: the same payloads written into a page unescaped do run, so the trap works.
      const control = await context.newPage();
      control.on('dialog', (dialog) => void dialog.dismiss());
      for (const payload of XSS_PAYLOADS) {
        await control.setContent(`<!DOCTYPE html><html><body><input value="${payload}"><div>${payload}</div></body></html>`, { waitUntil: 'load' });
        await control.waitForTimeout(50);
        controlExecutions += await control.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);
      }
      await control.close();
    } finally {
      await context.close();
    }

    recordFigures('xss', {
      payloads: XSS_PAYLOADS.length,
      urlPayloads: URL_PAYLOADS.length,
      blockTypes: types.length,
      payloadFields,
      fieldsRefusedOnSave: refused.length,
      pagesRendered: pages.length,
      pagesShowingPayloads,
      mailsRendered,
      dashboardViews,
      dashboardViewsShowingPayloads,
      executions,
      dialogs,
      controlExecutions,
    });
    if (process.env.XSS_DEBUG) console.log(`refused on save:\n${refused.join('\n')}`);
    expect(findings).toEqual([]);
    expect(executions + dialogs).toBe(0);
    expect(controlExecutions, 'the unescaped payloads run (the trap works)').toBeGreaterThan(5);
    expect(pagesShowingPayloads).toBe(pages.length);
    expect(dashboardViewsShowingPayloads).toBe(dashboardViews);
  });
});
