// XSS, the store's content: the classic payloads (xss-check.ts), saved through the
// real calls into every text, rich-text and link field of every block type (blocks/registry.ts +
// blocks/editor-fields.ts), the main menu, the quote and contact forms, a live-chat message, and
// (straight into their rows: no API writes them) a product and a blog post, then each page
// rendered in Chromium — the storefront, the owner's dashboard and staff's atlas views of the
// same words, and the mails the forms sent — on SQLite and on PostgreSQL. Every payload that
// runs sets `window.__xss` or opens a dialog; none may, and no payload's markup may get into a
// page. A field that refuses a payload on saving (a 422: javascript: links) counts as refused.
// The shopper's own words (account, checkout, after sales) are xss-orders.test.ts's.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addableBlockTypes, makeBlock } from '../../blocks/registry.ts';
import { editorFields, type EditorField } from '../../blocks/editor-fields.ts';
import { HostSession } from '../support/host-session.ts';
import { recordFigures, scaled } from '../support/reliability.ts';
import { RELIABILITY_DATABASES, startReliabilityServer, type ReliabilityServer } from '../support/reliability-servers.ts';
import type { TestDbKind } from '../support/server.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { quoteProducts } from '../../src/server/fulfilment/quotes/quote-products.ts';
import { LIVE_CHAT_TOKEN_HEADER } from '../../src/lib/live-chat-calls.ts';
import { chromiumForFile, URL_PAYLOADS, XSS_PAYLOADS, XssRun } from './xss-check.ts';
import { apiPath } from '../../src/schemas/api.ts';

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

const browser = chromiumForFile();

// Escaping happens where words are drawn, not where they are kept: the bounded form (CI) runs
// this file on SQLite and xss-orders.test.ts on the other database, so each database is read back
// in CI; the full form runs both files on both.
const DATABASES = scaled<TestDbKind[]>(['sqlite'], RELIABILITY_DATABASES);

describe.each(DATABASES)('XSS payloads in every field, rendered in Chromium (%s)', (kind) => {
  let running: ReliabilityServer;
  let owner: HostSession;

  beforeAll(async () => {
    running = await startReliabilityServer('xss', kind);
    owner = new HostSession(running.server.port, 'demo');
    await owner.login(OWNER.email, OWNER.password);
  });

  afterAll(async () => {
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
      const blocks = types.map((type) => {
        const defaults = (makeBlock(type).properties ?? {}) as Record<string, unknown>;
        const filled = fill(editorFields(type), defaults, payload, link);
        payloadFields += filled.fields;
        return { type, defaults, block: { id: `xss-${index}-${type}`, type, size: { w: 12 }, properties: filled.properties, items: [] } };
      });
      // The page is checked whole (the preview call parses as saving does); a field that
      // refuses its payload goes back to its block's default and the page is tried again.
      let accepted = false;
      for (let attempt = 0; attempt < 8 && !accepted; attempt += 1) {
        const check = await owner.request<{ errors?: Record<string, string[]> }>(`/omnis/v3/divisions/${division.id}/pages/preview/`, {
          method: 'POST',
          json: { page: { url: '/xss-check/', blocks: blocks.map((entry) => entry.block) } },
        });
        if (check.status === 200) accepted = true;
        else if (check.status === 422 && check.json.errors) {
          for (const [key, messages] of Object.entries(check.json.errors)) {
            const [, position, rest] = /^page\.blocks\.(\d+)\.properties\.(.+)$/.exec(key) ?? [];
            const entry = position === undefined ? undefined : blocks[Number(position)];
            if (!entry || rest === undefined) throw new Error(`a refusal outside a block's properties: ${key}: ${messages[0]}`);
            refused.push(`${entry.type}.${rest}: ${messages[0]}`);
            restoreDefault(entry.block.properties, entry.defaults, rest.split('.'));
          }
        } else throw new Error(`preview: ${check.status} ${check.text.slice(0, 200)}`);
      }
      expect(accepted, 'the page saves once its refused fields are back to their defaults').toBe(true);
      const url = `/xss-${index}/`;
      const created = await owner.request<{ id: number }>(`/omnis/v3/divisions/${division.id}/pages/`, {
        method: 'POST',
        json: { url, properties: { title: payload.slice(0, 120), description: payload.slice(0, 320) }, blocks: blocks.map((entry) => entry.block) },
      });
      expect(created.status, created.text).toBe(201);
      const published = await owner.request(`/omnis/v3/divisions/${division.id}/pages/${created.json.id}/publish/`, { method: 'POST', json: {} });
      expect(published.status, published.text).toBe(200);
      pages.push(url);
      pageIds.push(created.json.id);
    }

    // The mail contact form of the first page (its block sends to the store's own address).
    const contact = await new HostSession(running.server.port, 'demo').request('/omnis/v3/frontend/contact/', {
      method: 'POST',
      json: {
        block: 'xss-0-mailContactForm',
        name: XSS_PAYLOADS[1]!.slice(0, 80),
        email: 'xss-sender@example.com',
        message: XSS_PAYLOADS.join(' ').slice(0, 2000),
      },
    });
    expect(contact.status, contact.text).toBe(200);
    payloadFields += 2;

    // The main menu: every label and link.
    const menu = XSS_PAYLOADS.slice(0, 6).map((payload, index) => ({
      text: payload.slice(0, 40),
      href: URL_PAYLOADS[index % URL_PAYLOADS.length],
      submenu: [
        {
          title: payload.slice(0, 60),
          link: URL_PAYLOADS[(index + 1) % URL_PAYLOADS.length],
          items: [{ text: payload.slice(0, 60), link: URL_PAYLOADS[(index + 2) % URL_PAYLOADS.length] }],
        },
      ],
    }));
    const savedMenu = await owner.request(`/omnis/v3/divisions/${division.id}/menu/`, { method: 'PUT', json: { menu } });
    if (savedMenu.status === 200) payloadFields += menu.length * 6;
    else {
      refused.push(`menu with links: ${savedMenu.status}`);
      const safe = menu.map((entry) => ({
        ...entry,
        href: '/',
        submenu: entry.submenu.map((segment) => ({ ...segment, link: '/', items: segment.items.map((item) => ({ ...item, link: '/' })) })),
      }));
      const again = await owner.request(`/omnis/v3/divisions/${division.id}/menu/`, { method: 'PUT', json: { menu: safe } });
      expect(again.status, again.text).toBe(200);
      payloadFields += menu.length * 3;
    }
    pages.push('/');

    // A product and a blog post: no call writes them, so their rows are written as the seed does.
    const product = await db
      .selectFrom('products')
      .select(['id', 'url_name'])
      .where('division_id', '=', division.id)
      .where('enabled', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ name: XSS_PAYLOADS[3]!, description: XSS_PAYLOADS.join('\n') })
      .where('id', '=', product.id)
      .execute();
    payloadFields += 2;
    pages.push(`/product/${product.url_name}/`);
    const post = await db
      .selectFrom('blog_posts')
      .select(['id', 'url_name'])
      .where('division_id', '=', division.id)
      .where('published', '=', 1)
      .executeTakeFirst();
    if (post) {
      await db
        .updateTable('blog_posts')
        .set({ title: XSS_PAYLOADS[1]!, excerpt: XSS_PAYLOADS[3]!, body_html: XSS_PAYLOADS.join('<br>'), author: XSS_PAYLOADS[5]! })
        .where('id', '=', post.id)
        .execute();
      payloadFields += 4;
      pages.push(`/blog/${post.url_name}/`, '/blog/');
    }
    // The quote form (a customer's words): its page, and the mails it sends, rendered too.
    const quoteProduct = (await quoteProducts({ db, division: (await findDivisionBySubdomain(db, 'demo'))! }))[0]!;
    const quoteEmail = `xss-${Date.now()}@example.com`;
    const quote = await new HostSession(running.server.port, 'demo').request<{ url: string }>('/omnis/v3/frontend/quotes/', {
      method: 'POST',
      json: {
        'lines.0.productId': String(quoteProduct.id),
        'lines.0.colour': quoteProduct.colours[0] ?? '',
        [`lines.0.quantities.${quoteProduct.sizes[0]!}`]: '25',
        'lines.0.methodNotes': XSS_PAYLOADS[2]!,
        deadline: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        name: XSS_PAYLOADS[1]!.slice(0, 80),
        email: quoteEmail,
        phone: '07700 900123',
        company: XSS_PAYLOADS[3]!.slice(0, 80),
        notes: XSS_PAYLOADS.join(' ').slice(0, 2000),
      },
    });
    expect(quote.status, quote.text).toBe(201);
    payloadFields += 4;
    pages.push(quote.json.url);

    // A live-chat message, read by staff in the atlas chat console.
    const visitor = new HostSession(running.server.port, 'demo');
    const chatToken = (await visitor.request<{ token: string }>(apiPath('liveChat.token'))).json.token;
    const chat = await visitor.request('/omnis/v3/live-chat/chat/', {
      method: 'POST',
      json: { group_id: 1, name: XSS_PAYLOADS[1]!.slice(0, 40), message: XSS_PAYLOADS.join(' ').slice(0, 1000) },
      headers: { [LIVE_CHAT_TOKEN_HEADER]: chatToken },
    });
    expect(chat.status, chat.text).toBe(201);
    payloadFields += 2;

    // The render cache keeps pages by content version: rows written behind its back need a bump.
    await db
      .updateTable('divisions')
      .set((eb) => ({ content_version: eb('content_version', '+', 1) }))
      .where('id', '=', division.id)
      .execute();

    // Storefront pages: hovered and focused; the payloads must reach each page (as text), so
    // the test saw them and not an empty page.
    const run = new XssRun(browser(), running.server.port);
    const SHOWN = ['__xss'];
    const context = await run.context();
    let control = { runs: 0, injected: 0 };
    try {
      await XssRun.inTurn(pages.map((path) => () => run.view(context, path, { words: SHOWN })));
      // The same words where the store's people read them: the owner's dashboard (pages list,
      // history, editor, menu) and staff's atlas (quotes, the quote's order).
      const staff = new HostSession(running.server.port, 'demo');
      await staff.login('staff@printfront.test', 'demo-staff-2026');
      const quoteOrder = await db.selectFrom('orders').select('id').where('email', '=', quoteEmail).executeTakeFirstOrThrow();
      const views: [HostSession, string[]][] = [
        [
          owner,
          ['/dashboard/store/pages/', `/dashboard/store/pages/${pageIds[0]}/history/`, `/dashboard/store/pages/${pageIds[1]}/edit/`, '/dashboard/store/menu/'],
        ],
        [staff, ['/atlas/quotes/', `/atlas/orders/${quoteOrder.id}/`, '/atlas/chat/']],
      ];
      for (const [session, paths] of views) {
        const signedIn = await run.context(session.cookies);
        // Islands hydrate after load: their inputs hold the payloads once they have.
        await XssRun.inTurn(paths.map((path) => () => run.view(signedIn, path, { status: 200, interact: false, settleMs: 1_000, words: SHOWN })));
        await signedIn.close();
      }

      // The mails the quote and contact forms sent (to the customer and the store), as a mail client would draw them.
      const mails = await db.selectFrom('mail_outbox').select(['id', 'html']).where('html', 'like', '%__xss%').execute();
      for (const mail of mails) await run.mail(context, `mail ${mail.id}`, mail.html, SHOWN);
      control = await run.control(context);
    } finally {
      await context.close();
    }

    recordFigures(
      'xss',
      {
        payloads: XSS_PAYLOADS.length,
        urlPayloads: URL_PAYLOADS.length,
        blockTypes: types.length,
        payloadFields,
        fieldsRefusedOnSave: refused.length,
        pagesRendered: pages.length,
        ...run.figures(),
        controlExecutions: control.runs,
        controlInjectedMarkup: control.injected,
      },
      kind,
    );
    if (process.env.XSS_DEBUG) console.log(`refused on save:\n${refused.join('\n')}`);
    expect(run.findings).toEqual([]);
    expect(run.executions + run.dialogs + run.injected).toBe(0);
    expect(control.runs, 'the unescaped payloads run (the trap works)').toBeGreaterThan(5);
    expect(control.injected, 'the markup scan sees injected markup').toBeGreaterThan(5);
    expect(run.viewsShowingWords).toBe(run.views);
  });
});
