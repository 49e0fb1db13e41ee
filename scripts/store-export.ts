// `npm run store:export -- <subdomain> <dir>`: writes a store as static files for a CDN
// or object storage: every public page as <path>/index.html, the 404 page, the build's
// client assets and fonts, and the media the pages use.
import fs from 'node:fs/promises';
import path from 'node:path';
import { config } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { findDivisionBySubdomain } from '../src/server/stores/divisions.ts';
import { subdomainHost } from '../src/server/stores/store-hosts.ts';
import { publicPaths } from '../src/server/storefront/public-paths.ts';
import { startRendering } from '../src/server/front/rendering-process.ts';
import { mapLimited } from '../src/lib/concurrency.ts';
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
const bar = progressBar(`Exporting ${subdomain}`);
let done = 0;

const fetchPage = (pagePath: string) => rendering.renderPath(division, host, pagePath);

function collectMedia(html: string): void {
  for (const match of html.matchAll(/\/media\/[a-z0-9][a-z0-9._-]*\.(?:webp|avif|png|jpe?g|svg)/gi)) media.add(match[0]);
}

await mapLimited(paths, 2, async (pagePath) => {
  const { status, html } = await fetchPage(pagePath);
  if (status === 200) {
    collectMedia(html);
    const file = path.join(out, pagePath, 'index.html');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, html);
  } else {
    failed.push(`${pagePath} (${status})`);
  }
  bar.tick(++done, paths.length, pagePath);
});
const notFound = await fetchPage('/404/');
collectMedia(notFound.html);
await fs.mkdir(out, { recursive: true });
await fs.writeFile(path.join(out, '404.html'), notFound.html);
await fs.cp(path.join(config.distDir, 'client'), out, { recursive: true });
await fs.mkdir(path.join(out, 'media'), { recursive: true });
for (const file of media) await fs.copyFile(path.join(config.mediaDir, path.basename(file)), path.join(out, 'media', path.basename(file)));
bar.finish(`Wrote ${paths.length - failed.length} pages, ${media.size} media files and the client assets to ${out}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
await db.destroy();
process.exit(failed.length > 0 ? 1 : 0);
