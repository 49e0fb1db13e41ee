// `npm run store:export -- <subdomain> <dir>`: writes a store as static files for a CDN
// or object storage: every public page as <path>/index.html, the 404 page, the build's
// client assets and fonts, the media the pages use, and the store's robots.txt, sitemap.xml
// and manifest.webmanifest. Public pages are the store's public
// paths (src/server/storefront/public-paths.ts) and every page they link to that is the same
// for every visitor (the render cache keeps it: a product's colour pages, say), so a crawl
// of the export finds what a crawl of the live store finds (tests/reliability/export.test.ts).
// Pages carry absolute addresses of the host they are rendered for: the store's sub-domain
// at PLATFORM_DOMAIN and PORT, so set those to where the export will be served.
import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '../src/platform/config/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { findDivisionBySubdomain } from '../src/server/stores/index.ts';
import { subdomainHost } from '../src/platform/http/store-hosts.ts';
import { publicPaths } from '../src/server/storefront/index.ts';
import { startRendering } from '../src/app/rendering-process.ts';
import { progressBar } from './progress.ts';

const [subdomain, target] = process.argv.slice(2);
if (!subdomain || !target) {
  console.error('Usage: npm run store:export -- <subdomain> <dir>');
  process.exit(2);
}

const connection = await openDatabase();
const { db } = connection;
await migrateToLatest(db);
const division = await findDivisionBySubdomain(db, subdomain);
if (!division) {
  console.error(`No store with sub-domain "${subdomain}"`);
  await db.destroy();
  process.exit(1);
}
const out = path.resolve(target);
// Rendered in this process, as a visitor of the store's sub-domain would get each page.
const rendering = await startRendering(connection);
const host = subdomainHost(division.subdomain);
const paths = await publicPaths({ db, division });
const media = new Set<string>();
const failed: string[] = [];
/** Listed pages that differ by visitor (sign-in, password): not exported. */
const perVisitor: string[] = [];
const bar = progressBar(`Exporting ${subdomain}`);
let done = 0;

const fetchPage = (pagePath: string) => rendering.renderPath(division, host, pagePath);

function collectMedia(html: string): void {
  for (const match of html.matchAll(/\/media\/[a-z0-9][a-z0-9._-]*\.(?:webp|avif|png|jpe?g|svg)/gi)) media.add(match[0]);
}

/** A page of this store a link names: a path ending in a slash, no query; undefined otherwise. */
function linkedPath(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href.replaceAll('&amp;', '&'), `http://${host}/`);
  } catch {
    return undefined;
  }
  if (url.host !== host || url.search !== '' || !url.pathname.endsWith('/')) return undefined;
  return decodeURI(url.pathname);
}

/** Files of the store (not pages) a static copy serves too. */
const STORE_FILES = ['/robots.txt', '/sitemap.xml', '/manifest.webmanifest'];

const queue = [...paths];
const seen = new Set(paths);
let written = 0;

async function exportPage(pagePath: string, listed: boolean): Promise<void> {
  const { status, html, kept } = await fetchPage(pagePath);
  if (status !== 200 || !kept) {
    // A public path must answer; one that answers each visitor (basket, search, a members-only
    // page) has no static copy: the live server keeps serving it.
    if (listed && status !== 200) failed.push(`${pagePath} (${status})`);
    else if (listed) perVisitor.push(pagePath);
    return;
  }
  collectMedia(html);
  for (const match of html.matchAll(/<a\b[^>]*?\bhref="([^"]+)"/g)) {
    const linked = linkedPath(match[1]!);
    if (linked !== undefined && !seen.has(linked)) {
      seen.add(linked);
      queue.push(linked);
    }
  }
  const file = path.join(out, pagePath, 'index.html');
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, html);
  written += 1;
}

// Two at a time, as the rebuild renders; linked pages join the queue as they are found.
const listedPaths = new Set(paths);
await Promise.all(
  [0, 1].map(async () => {
    for (let pagePath = queue.shift(); pagePath !== undefined; pagePath = queue.shift()) {
      await exportPage(pagePath, listedPaths.has(pagePath));
      bar.tick(++done, seen.size, pagePath);
    }
  }),
);
// The store's own files beside its pages: what crawlers and browsers ask for by name.
await fs.mkdir(out, { recursive: true });
for (const file of STORE_FILES) {
  const { status, html: body } = await fetchPage(file);
  if (status === 200) await fs.writeFile(path.join(out, file), body);
  else failed.push(`${file} (${status})`);
}
const notFound = await fetchPage('/404/');
collectMedia(notFound.html);
await fs.mkdir(out, { recursive: true });
await fs.writeFile(path.join(out, '404.html'), notFound.html);
await fs.cp(path.join(config.distDir, 'client'), out, { recursive: true });
await fs.mkdir(path.join(out, 'media'), { recursive: true });
for (const file of media) await fs.copyFile(path.join(config.mediaDir, path.basename(file)), path.join(out, 'media', path.basename(file)));
bar.finish(
  `Wrote ${written} pages, ${media.size} media files and the client assets to ${out}${perVisitor.length ? `; left to the live server (per visitor): ${perVisitor.join(', ')}` : ''}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
);
await db.destroy();
process.exit(failed.length > 0 ? 1 : 0);
