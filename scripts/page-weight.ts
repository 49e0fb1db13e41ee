// `node scripts/page-weight.ts [origin]`: what each storefront page type ships as CSS, so a
// stylesheet change can be judged in bytes. For home, collection, product and blog post of
// both demo stores: the HTML (raw and gzip), the CSS inside it (<style>) and the CSS it
// links (render-blocking <link rel=stylesheet>), raw and gzip. Without an origin it starts
// the built server on a fresh SQLite database (as the API tests do) and stops it after.
import { gzipSync } from 'node:zlib';
import { requestAsHost } from '../tests/support/request-as-host.ts';
import { startTestServer } from '../tests/support/server.ts';
import { storefrontPages } from './storefront-pages.ts';

const gz = (text: string) => (text ? gzipSync(text).length : 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const given = process.argv[2];
  const server = given ? null : await startTestServer({ name: 'page-weight', db: 'sqlite' });
  const origin = given ?? server!.baseUrl;
  const port = Number(new URL(origin).port);
  try {
    console.log('| store | page | HTML KiB (gzip) | inline CSS KiB (gzip) | linked CSS files | linked CSS KiB (gzip) |');
    console.log('|---|---|---|---|---|---|');
    for (const page of await storefrontPages(origin, port)) {
      const host = `${page.store}.localhost:${port}`;
      const html = (await requestAsHost(origin, host, page.path)).body;
      const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('\n');
      const links = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
      const linked = (await Promise.all(links.map(async (href) => (await requestAsHost(origin, host, href)).body))).join('\n');
      console.log(
        `| ${page.store} | ${page.kind} | ${kb(html.length)} (${kb(gz(html))}) | ${kb(inline.length)} (${kb(gz(inline))}) | ${links.length} | ${kb(linked.length)} (${kb(gz(linked))}) |`,
      );
    }
  } finally {
    await server?.stop();
  }
}

await main();
