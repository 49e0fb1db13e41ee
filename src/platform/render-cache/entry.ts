import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One rendered page, ready to send in any encoding a browser accepts. */
export interface CachedPage {
  divisionId: number;
  contentVersion: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  /** Bytes held in memory (all three encodings). */
  size: number;
}

export function etagFor(contentVersion: number, html: string): string {
  return `"v${contentVersion}-${createHash('sha1').update(html).digest('base64url').slice(0, 16)}"`;
}

/** Compresses once, when the page is stored, so every hit is a plain buffer write. */
export function cachedPage(divisionId: number, contentVersion: number, html: string, etag = etagFor(contentVersion, html)): CachedPage {
  const identity = Buffer.from(html);
  const gzip = gzipSync(identity, { level: 6 });
  const brotli = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } });
  return { divisionId, contentVersion, etag, identity, gzip, brotli, size: identity.length + gzip.length + brotli.length };
}
