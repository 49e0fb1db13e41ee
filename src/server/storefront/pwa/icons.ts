import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { config } from '../../../platform/config/config.ts';
import { MEDIA_PREFIX } from '../../../platform/front/media.ts';
import { LruCache } from '../../../lib/lru-cache.ts';
import { escapeHtml } from '../../../platform/http/escape.ts';
import type { StoreColours } from './store-colours.ts';

// A store's app icons, drawn by sharp from its logo: 192 and 512 px, each as an ordinary
// icon (the logo on the page background) and a maskable one (the logo inside the safe
// zone, the background to the edges, since launchers crop it to a circle or squircle).
// A store without a logo (or whose logo is not in our media store: we never fetch other
// hosts from here) gets its initial on its brand colour.

export interface IconFile {
  name: string;
  size: 192 | 512;
  purpose: 'any' | 'maskable';
}

export const ICON_FILES: readonly IconFile[] = [
  { name: '192.png', size: 192, purpose: 'any' },
  { name: '512.png', size: 512, purpose: 'any' },
  { name: 'maskable-192.png', size: 192, purpose: 'maskable' },
  { name: 'maskable-512.png', size: 512, purpose: 'maskable' },
];

/** Share of the icon's side the logo may fill: maskable icons keep it inside the 80 % safe circle. */
const LOGO_SHARE = { any: 0.84, maskable: 0.56 } as const;

export interface IconSource {
  logo: string | null;
  companyName: string;
  colours: StoreColours;
}

export interface DrawnIcon {
  body: Buffer;
  etag: string;
}

// Drawing a 512 px icon costs tens of milliseconds; the inputs (a content-hashed logo
// address, colours, the name) say everything about the result, so it is kept by them.
const drawn = new LruCache<string, Promise<DrawnIcon>>(400);

export function storeIcon(source: IconSource, file: IconFile, mediaDir = config.mediaDir): Promise<DrawnIcon> {
  const key = JSON.stringify([mediaDir, source.logo, source.companyName.slice(0, 1), source.colours, file.name]);
  const cached = drawn.get(key);
  if (cached) return cached;
  const icon = draw(source, file, mediaDir).then((body) => ({ body, etag: `"${createHash('sha1').update(key).digest('base64url').slice(0, 20)}"` }));
  // A failed drawing is not kept: the next request tries again.
  icon.catch(() => drawn.delete(key));
  drawn.set(key, icon);
  return icon;
}

/** The logo's file in our media store, or undefined for any other address. */
export function logoFile(logo: string | null, mediaDir: string): string | undefined {
  if (!logo?.startsWith(MEDIA_PREFIX)) return undefined;
  const name = logo.slice(MEDIA_PREFIX.length);
  return /^[a-z0-9][a-z0-9._-]*$/i.test(name) && !name.includes('..') ? path.join(mediaDir, name) : undefined;
}

async function readLogo(logo: string | null, mediaDir: string): Promise<Buffer | undefined> {
  const file = logoFile(logo, mediaDir);
  if (!file) return undefined;
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

async function draw(source: IconSource, file: IconFile, mediaDir: string): Promise<Buffer> {
  const { size, purpose } = file;
  const logo = await readLogo(source.logo, mediaDir);
  if (!logo) return initialIcon(source, size);
  const box = Math.round(size * LOGO_SHARE[purpose]);
  const mark = await sharp(logo)
    .resize(box, box, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: source.colours.background } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toBuffer();
}

/** The store's first letter on its brand colour (full bleed, so it serves as a maskable icon too). */
function initialIcon(source: IconSource, size: number): Promise<Buffer> {
  const letter = escapeHtml((source.companyName.trim()[0] ?? '?').toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" fill="${source.colours.primary}"/><text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="46" fill="${source.colours.primaryText}">${letter}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
