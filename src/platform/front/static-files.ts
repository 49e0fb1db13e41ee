import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OFFLINE_SYNC_FILE, OFFLINE_SYNC_PATH } from '../../lib/offline-sync/pending-check.ts';
import { DOCUMENT_POLICIES } from './media.ts';

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

interface StaticFile {
  body: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** Fonts are fetched in CORS mode, also by sandboxed frames whose origin is "null". */
  cors: boolean;
  /** A stable address that sends the browser on to a hashed build file. */
  location?: string;
}

/**
 * Build scripts the inline shell script imports: it cannot know their hashed names, so it
 * imports a stable address that redirects (a module's own imports then resolve from /_astro/).
 */
const STABLE_SCRIPTS: readonly { path: string; file: RegExp }[] = [{ path: OFFLINE_SYNC_PATH, file: OFFLINE_SYNC_FILE }];

function walk(dir: string, base = dir, files: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, files);
    else files.push(path.relative(base, full));
  }
  return files;
}

/**
 * The build's client files (dist/client: bundled CSS and scripts, fonts, icons), read
 * once at start and served from memory. Hashed build assets are immutable; other files
 * may change between deploys, so they are revalidated.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(clientDir)) return files;
  for (const relative of walk(clientDir)) {
    const type = TYPES[path.extname(relative).toLowerCase()];
    if (!type) continue;
    const body = fs.readFileSync(path.join(clientDir, relative));
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    const immutable = urlPath.startsWith('/_astro/') || urlPath.startsWith('/fonts/');
    files.set(urlPath, {
      body,
      type,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
      // The service worker is checked for updates hourly (src/lib/pwa/): no cache may answer for the server.
      cacheControl: immutable ? 'public, max-age=31536000, immutable' : urlPath === '/sw.js' ? 'no-cache' : 'public, max-age=3600, must-revalidate',
      cors: urlPath.startsWith('/fonts/'),
    });
  }
  for (const { path: stablePath, file } of STABLE_SCRIPTS) {
    const target = [...files.keys()].find((urlPath) => urlPath.startsWith('/_astro/') && file.test(urlPath.slice('/_astro/'.length)));
    // Revalidated on every use: the next build's file has another name.
    if (target)
      files.set(stablePath, {
        body: Buffer.alloc(0),
        type: 'text/plain; charset=utf-8',
        etag: `"${target}"`,
        cacheControl: 'no-cache',
        cors: false,
        location: target,
      });
  }
  return files;
}

export function serveStaticFile(files: Map<string, StaticFile>, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  const file = files.get(pathname);
  if (!file) return false;
  if (file.location) {
    res.writeHead(302, { location: file.location, 'cache-control': file.cacheControl }).end();
    return true;
  }
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: file.etag,
    'x-content-type-options': 'nosniff',
  };
  if (file.cors) headers['access-control-allow-origin'] = '*';
  // An SVG opened directly (not as an <img>) is a document of the store's origin: no script.
  const policy = DOCUMENT_POLICIES[file.type];
  if (policy) headers['content-security-policy'] = policy;
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers).end();
    return true;
  }
  res.writeHead(200, { ...headers, 'content-length': file.body.length });
  res.end(req.method === 'HEAD' ? undefined : file.body);
  return true;
}
