import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { config } from '../config/config.ts';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  // Files of a store's library (the drive); sandboxed below so a PDF cannot script the store's origin.
  '.pdf': 'application/pdf',
};

export const MEDIA_PREFIX = '/media/';

/**
 * Headers that keep a served file from acting as a page of the store's origin: a PDF is
 * sandboxed; an SVG (studio uploads are sanitised, but defence in depth) may not run script,
 * load anything but inline pictures, or navigate, when opened directly rather than as an <img>.
 */
export const DOCUMENT_POLICIES: Readonly<Record<string, string>> = {
  'application/pdf': 'sandbox',
  'image/svg+xml': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
};

/**
 * Serves generated media (var/media) at /media/. File names are content hashes, so a
 * file never changes under its name and browsers and CDNs may keep it for a year.
 */
export function serveMedia(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (!pathname.startsWith(MEDIA_PREFIX)) return false;
  const name = pathname.slice(MEDIA_PREFIX.length);
  const type = TYPES[path.extname(name).toLowerCase()];
  // Names are flat: anything with a slash or dot-dot is not ours to serve.
  if (!type || !/^[a-z0-9][a-z0-9._-]*$/i.test(name) || name.includes('..')) return notFound(res);
  const file = path.join(config.mediaDir, name);
  fs.stat(file, (error, stat) => {
    if (error || !stat.isFile()) return notFound(res);
    const etag = `"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}"`;
    const headers = {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      etag,
      'x-content-type-options': 'nosniff',
      ...(DOCUMENT_POLICIES[type] ? { 'content-security-policy': DOCUMENT_POLICIES[type] } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': stat.size });
    if (req.method === 'HEAD') return void res.end();
    fs.createReadStream(file).pipe(res);
  });
  return true;
}

function notFound(res: ServerResponse): true {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Not found');
  return true;
}
