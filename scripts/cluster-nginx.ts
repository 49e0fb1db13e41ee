// The nginx config `npm run cluster` runs (scripts/cluster.ts): the repository's template
// filled in for one cluster, and the temp dirs it names.
import { chownSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX_TEMPLATE = fileURLToPath(new URL('../deploy/nginx/cluster.conf.template', import.meta.url));

/** The nginx config for instances on `ports`, from the template . */
export function nginxConfig(prefix: string, listen: string, ports: number[]): string {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return readFileSync(NGINX_TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', listen)
    // Run as root, nginx's workers drop to nobody (they only need the prefix's temp dirs).
    .replaceAll('{{USER}}', asRoot ? 'user nobody nogroup;' : '')
    .replaceAll('{{SERVERS}}', ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n'));
}

/** The temp dirs the config names, writable by nginx's workers. */
export function makeNginxPrefix(prefix: string): void {
  for (const dir of ['temp', 'temp/client_body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi']) {
    mkdirSync(path.join(prefix, dir), { recursive: true });
    if (process.getuid?.() === 0) chownSync(path.join(prefix, dir), 65534, 65534);
  }
}
