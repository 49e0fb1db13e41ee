// What both XSS files share: the classic payloads, their URL forms, Debian's
// Chromium, and the check every rendered view and mail goes through. A payload that runs calls
// the trap (`window.__xss` counts) or opens a dialog; markup a payload managed to inject (an
// event handler, a script, a javascript: link) is counted even when nothing fired it. A view
// must also show the words that were put in, so a view that lost them does not pass silently.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { afterAll, beforeAll } from 'vitest';
import { HEADLESS_SHELL } from '../support/browsers.ts';
import { storeHost } from '../support/http.ts';

/** How long a view may take to show the words put in (an island hydrating on a busy machine). */
const WORDS_WAIT_MS = 10_000;

/** Every payload, if it ran, would call the trap: `window.__xss` counts executions. */
export const TRAP = 'window.__xss=(window.__xss||0)+1';
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
export const URL_PAYLOADS = [
  `javascript:${TRAP}`,
  ` JaVaScRiPt:${TRAP}`,
  `data:text/html,<script>${TRAP}</script>`,
  `java\tscript:${TRAP}`,
  `"><script>${TRAP}</script>`,
];

/** One Chromium for the calling test file (launched before its tests, closed after them); each database gets its own server. */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch(HEADLESS_SHELL);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is launched in beforeAll');
    return browser;
  };
}

/** The words a view must show: any of them, in its text, its form values or its markup. */
export type Words = readonly string[];

export interface ViewOptions {
  /** Expected answer; 'ok' is any status under 400 (the default). */
  status?: number | 'ok';
  /** Hover and focus every element and open every <details> (handlers that need a person). */
  interact?: boolean;
  /** How long handlers get to fire after load (islands hydrate after it too). */
  settleMs?: number;
  /** The words this view must show; none: the view echoes nothing of what was put in. */
  words?: Words;
}

/** Markup a payload injected, whether or not it ran: an event handler, a script, a javascript: or srcdoc URL. */
function injectedMarkup(): string[] {
  const found: string[] = [];
  const trap = /__xss|alert\(/i;
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') && /xss|alert/i.test(attribute.value)) found.push(`<${element.localName} ${name}>`);
      else if (name === 'srcdoc' && trap.test(attribute.value)) found.push(`<${element.localName} srcdoc>`);
      else if (
        ['href', 'src', 'data', 'action', 'formaction', 'xlink:href'].includes(name) &&
        /^\s*(j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|data\s*:\s*text\/html)/i.test(attribute.value) &&
        trap.test(attribute.value)
      ) {
        found.push(`<${element.localName} ${name}="${attribute.value.slice(0, 40)}">`);
      }
    }
    if (element.localName === 'script') {
      const type = (element.getAttribute('type') ?? '').toLowerCase();
      if ((type === '' || type.includes('javascript') || type === 'module') && trap.test(element.textContent ?? '')) found.push('<script> with the trap');
    }
  }
  return found;
}

/** What a person can see or submit: the text, every form value, and the markup (attributes, titles). */
function shownText(): string {
  const values = Array.from(document.querySelectorAll('input, textarea, select')).map((field) => (field as HTMLInputElement).value);
  return `${document.documentElement.textContent ?? ''}\n${values.join('\n')}\n${document.title}`;
}

/**
 * One file's tally: every view and mail it checks, the findings, and the figures. `base` is the
 * store's origin; `check` does what a person would (hover, focus) and reads the trap.
 */
export class XssRun {
  executions = 0;
  dialogs = 0;
  injected = 0;
  views = 0;
  viewsShowingWords = 0;
  /** Views checked that echo nothing of the input (rendered for the trap only). */
  viewsWithoutWords = 0;
  mails = 0;
  mailsShowingWords = 0;
  readonly findings: string[] = [];

  readonly browser: Browser;
  readonly port: number;
  readonly subdomain: string;

  constructor(browser: Browser, port: number, subdomain = 'demo') {
    this.browser = browser;
    this.port = port;
    this.subdomain = subdomain;
  }

  url(path: string): string {
    return `http://${storeHost(this.subdomain, this.port)}${path}`;
  }

  /**
   * A browser context with the trap reset on every page, carrying `cookies` (a signed-in session,
   * a basket). The store's Content-Security-Policy is bypassed: it blocks inline scripts and
   * handlers, so with it an escaping bug would never fire the trap. The escaping is what is tested;
   * the policy is the second line (the markup scan would see an injection either way).
   */
  async context(cookies?: ReadonlyMap<string, string>): Promise<BrowserContext> {
    const context = await this.browser.newContext({ serviceWorkers: 'block', bypassCSP: true });
    await context.addInitScript(() => {
      (window as unknown as { __xss: number }).__xss = 0;
    });
    if (cookies) await context.addCookies([...cookies].map(([name, value]) => ({ name, value, domain: `${this.subdomain}.localhost`, path: '/' })));
    return context;
  }

  /** A page whose dialogs are findings. */
  async page(context: BrowserContext, label: string): Promise<Page> {
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      this.dialogs += 1;
      this.findings.push(`${label}: a ${dialog.type()} opened: ${dialog.message()}`);
      void dialog.dismiss().catch(() => {});
    });
    return page;
  }

  /** Opens `path` and checks it. */
  async view(context: BrowserContext, path: string, options: ViewOptions = {}): Promise<void> {
    const page = await this.page(context, path);
    try {
      const response = await page.goto(this.url(path), { waitUntil: 'load' });
      const status = response?.status() ?? 0;
      const expected = options.status ?? 'ok';
      if (expected === 'ok' ? status >= 400 : status !== expected) this.findings.push(`${path}: answered ${status}`);
      await this.check(page, path, options);
    } finally {
      await page.close();
    }
  }

  /** Checks the page as it stands (after a load or a form's answer): hover, focus, trap, injected markup, words. */
  async check(page: Page, label: string, options: ViewOptions = {}): Promise<void> {
    if (options.interact ?? true) {
      await page.evaluate(() => {
        for (const element of Array.from(document.querySelectorAll('body *'))) {
          element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
          if (element instanceof HTMLElement) element.focus?.();
          if (element instanceof HTMLDetailsElement) element.open = true;
        }
      });
    }
    await page.waitForTimeout(options.settleMs ?? 300);
    // A view an island draws (the page editor) shows the words once it has hydrated and
    // fetched them, later on a busy machine: wait for them (bounded), then read the trap, so a
    // payload the island would run is counted too.
    const words = options.words;
    const showsWords = async () => {
      const shown = `${await page.content()}\n${await page.evaluate(shownText)}`;
      return words?.some((word) => shown.includes(word)) ?? false;
    };
    let wordsShown = words ? await showsWords() : false;
    for (const until = Date.now() + WORDS_WAIT_MS; words && !wordsShown && Date.now() < until; ) {
      await page.waitForTimeout(100);
      wordsShown = await showsWords();
    }
    await this.readTrapAndMarkup(page, label);
    this.views += 1;
    if (!words) {
      this.viewsWithoutWords += 1;
      return;
    }
    if (wordsShown) this.viewsShowingWords += 1;
    else this.findings.push(`${label}: shows none of the words put in`);
  }

  /** Counts the payloads that ran (the trap) and the markup that got in, whether or not it ran. */
  private async readTrapAndMarkup(page: Page, label: string): Promise<void> {
    const count = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);
    if (count > 0) this.findings.push(`${label}: ${count} payload(s) ran`);
    this.executions += count;
    const injected = await page.evaluate(injectedMarkup);
    if (injected.length > 0) this.findings.push(`${label}: injected ${injected.slice(0, 3).join(', ')}`);
    this.injected += injected.length;
  }

  /** A mail's HTML part as a mail client would draw it. */
  async mail(context: BrowserContext, label: string, html: string, words: Words): Promise<void> {
    const page = await this.page(context, label);
    try {
      await page.setContent(html, { waitUntil: 'load' });
      await page.waitForTimeout(100);
      await this.readTrapAndMarkup(page, label);
      this.mails += 1;
      const shown = await page.evaluate(shownText);
      if (words.some((word) => shown.includes(word))) this.mailsShowingWords += 1;
      else this.findings.push(`${label}: shows none of the words put in`);
    } finally {
      await page.close();
    }
  }

  /** The control: the payloads written into a page unescaped do run and are seen as injected, so the trap and the scan work. */
  async control(context: BrowserContext): Promise<{ runs: number; injected: number }> {
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.dismiss().catch(() => {}));
    let runs = 0;
    let injected = 0;
    try {
      for (const payload of XSS_PAYLOADS) {
        await page.setContent(`<!DOCTYPE html><html><body><input value="${payload}"><div>${payload}</div></body></html>`, { waitUntil: 'load' });
        await page.waitForTimeout(50);
        runs += await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);
      }
      // The markup scan sees what the payloads inject, too.
      await page.setContent(`<!DOCTYPE html><html><body>${XSS_PAYLOADS.join('')}</body></html>`, { waitUntil: 'load' });
      injected = (await page.evaluate(injectedMarkup)).length;
    } finally {
      await page.close();
    }
    return { runs, injected };
  }

  /** Runs `tasks` a few at a time: pages mostly wait (load, the settle time), two cores do the rest. */
  static async inTurn(tasks: (() => Promise<void>)[], atOnce = 3): Promise<void> {
    const queue = [...tasks];
    await Promise.all(
      Array.from({ length: Math.min(atOnce, queue.length) }, async () => {
        for (let task = queue.shift(); task; task = queue.shift()) await task();
      }),
    );
  }

  figures(): Record<string, number> {
    return {
      viewsRendered: this.views,
      viewsShowingWords: this.viewsShowingWords,
      viewsEchoingNothing: this.viewsWithoutWords,
      mailsRendered: this.mails,
      mailsShowingWords: this.mailsShowingWords,
      executions: this.executions,
      dialogs: this.dialogs,
      injectedMarkup: this.injected,
    };
  }
}
