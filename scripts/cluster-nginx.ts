// The nginx config `npm run cluster` runs (scripts/cluster.ts): the repository's template
// filled in for one cluster, and the temp dirs it names.
import { chownSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_SECURITY_HEADERS, RENDER_CACHE_HEADER } from '../src/platform/render-cache/headers.ts';
import { CACHED_PAGE_CACHE_CONTROL } from '../src/platform/render-cache/policy.ts';

export const NGINX_TEMPLATE = fileURLToPath(new URL('../deploy/nginx/cluster.conf.template', import.meta.url));

/**
 * The headers an instance sends with a cached page (src/platform/render-cache/send.ts), as
 * nginx's add_header lines for the pages it sends from the file tier itself.
 */
export function pageFileHeaders(): string {
  const headers = { ...PAGE_SECURITY_HEADERS, 'cache-control': CACHED_PAGE_CACHE_CONTROL, [RENDER_CACHE_HEADER]: 'file' };
  return Object.entries(headers)
    .map(([name, value]) => {
      // In nginx's double quotes a `$` starts a variable and `"` ends the string.
      if (/["$\\\n]/.test(value)) throw new Error(`The ${name} header cannot be written into nginx's config: ${value}`);
      return `      add_header ${name} "${value}" always;`;
    })
    .join('\n');
}

/** The nginx config for instances on `ports`, from the template, sending kept pages from `pageFiles` (PAGE_FILES_DIR). */
export function nginxConfig(prefix: string, listen: string, ports: number[], pageFiles: string): string {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return (
    readFileSync(NGINX_TEMPLATE, 'utf8')
      .replaceAll('{{PREFIX}}', prefix)
      .replaceAll('{{LISTEN}}', listen)
      .replaceAll('{{PAGE_FILES}}', pageFiles)
      .replaceAll('{{PAGE_FILE_HEADERS}}', pageFileHeaders())
      // Run as root, nginx's workers drop to nobody (they only need the prefix's temp dirs).
      .replaceAll('{{USER}}', asRoot ? 'user nobody nogroup;' : '')
      .replaceAll('{{SERVERS}}', ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n'))
  );
}

/** The temp dirs the config names, writable by nginx's workers. */
export function makeNginxPrefix(prefix: string): void {
  for (const dir of ['temp', 'temp/client_body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi']) {
    mkdirSync(path.join(prefix, dir), { recursive: true });
    if (process.getuid?.() === 0) chownSync(path.join(prefix, dir), 65534, 65534);
  }
}
