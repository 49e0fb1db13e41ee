import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A short name for an Astro build: its server entry and the names of its content-hashed
 * server chunks and client assets. Two builds that would render different asset addresses get different names.
 */
export function buildIdOf(distDir: string): string {
  const hash = createHash('sha1');
  const entry = path.join(distDir, 'server/entry.mjs');
  if (fs.existsSync(entry)) hash.update(fs.readFileSync(entry));
  for (const hashed of ['server/chunks', 'client/_astro']) {
    const dir = path.join(distDir, hashed);
    if (fs.existsSync(dir)) hash.update(fs.readdirSync(dir).sort().join('\n'));
  }
  return hash.digest('base64url').slice(0, 12);
}
