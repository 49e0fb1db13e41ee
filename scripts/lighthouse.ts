// `npm run lighthouse`: Lighthouse (mobile) on the production build, in Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium; nothing is downloaded). The built server starts on
// a fresh SQLite database with the demo stores; home, collection, product and blog post of
// both stores are measured 3 times each and the median run of each page is checked against
// the budgets below. Prints a table; exits 1 when a page misses a budget. Too slow for
// `npm test` (about 20 s a run), so it is its own command. Needs `npm run build` first.
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { requestAsHost } from '../tests/support/request-as-host.ts';
import { startTestServer } from '../tests/support/server.ts';
import { storefrontPages } from './storefront-pages.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** The scores every storefront page type must reach. */
const BUDGETS: Record<Category, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The metrics behind the performance score, for reading a low score. */
const METRICS = { 'first-contentful-paint': 'FCP', 'largest-contentful-paint': 'LCP', 'total-blocking-time': 'TBT', 'cumulative-layout-shift': 'CLS' } as const;

interface Run {
  scores: Record<Category, number>;
  metrics: string;
  /** Lighthouse's CPU benchmark of this machine at the time (a desktop is about 1000–2000; a busy machine scores low and so does performance). */
  benchmarkIndex: number;
  /** Audits that lost points (score below 1), for the summary under the table. */
  failing: string[];
}

function median(runs: Run[]): Run {
  // The run whose performance is the median stands for the page (its other scores with it).
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}: apt-get install chromium, or set CHROME_PATH`);
  const server = await startTestServer({ name: 'lighthouse', db: 'sqlite', env: { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: '1', DEMO_MODE: '0' } });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const failures: string[] = [];
  try {
    const pages = await storefrontPages(server.baseUrl, server.port);
    console.log(`Lighthouse mobile, median of ${RUNS} runs; budgets: ${CATEGORIES.map((c) => `${c} ≥ ${BUDGETS[c]}`).join(', ')}\n`);
    console.log('| store | page | performance | accessibility | best practices | SEO | median run | CPU benchmark |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const page of pages) {
      // Chromium resolves *.localhost to loopback, so the store is chosen by its real host name.
      const url = `http://${page.store}.localhost:${server.port}${page.path}`;
      // A first visit fills the render cache, so every measured run sees the cached page a visitor gets.
      await requestAsHost(server.baseUrl, `${page.store}.localhost:${server.port}`, page.path);
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
        const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
        const failing = CATEGORIES.flatMap((c) =>
          (lhr.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${c}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
        );
        const metrics = Object.entries(METRICS)
          .map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`)
          .join(', ');
        runs.push({ scores, failing, metrics, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) });
      }
      const { scores, failing, metrics, benchmarkIndex } = median(runs);
      const cells = CATEGORIES.map((c) => (scores[c] >= BUDGETS[c] ? `${scores[c]}` : `**${scores[c]}** ✗`));
      console.log(`| ${page.store} | ${page.kind} (${page.path}) | ${cells.join(' | ')} | ${metrics} | ${benchmarkIndex} |`);
      if (CATEGORIES.some((c) => scores[c] < BUDGETS[c])) failures.push(`${page.store} ${page.kind}: ${failing.join('; ')}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  if (failures.length) {
    console.log(`\nOver budget (audits that lost points in the median run):\n${failures.map((line) => `- ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery page is within budget.');
}

await main();
