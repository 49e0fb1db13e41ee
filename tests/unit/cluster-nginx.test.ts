// The nginx config `npm run cluster` generates (scripts/cluster.ts from
// deploy/nginx/cluster.conf.template): nginx itself accepts it, and it says what the front
// server relies on (forwarded.ts: the peer's address alone in X-Forwarded-For).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeNginxPrefix, nginxConfig } from '../../scripts/cluster-nginx.ts';
import { NGINX_PATH } from '../../scripts/system-packages.mjs';

const prefix = mkdtempSync(path.join(os.tmpdir(), 'printfront-nginx-test-'));
afterAll(() => rmSync(prefix, { recursive: true, force: true }));

describe('the cluster nginx config', () => {
  const config = nginxConfig(prefix, '127.0.0.1:18081', [4101, 4102, 4103], path.join(prefix, 'page-files'));

  it('names every instance in the upstream and keeps connections to them alive', () => {
    expect(config).not.toContain('{{');
    for (const port of [4101, 4102, 4103]) expect(config).toContain(`server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`);
    expect(config).toMatch(/keepalive 64;/);
    expect(config).toContain('proxy_set_header Connection "";');
  });

  it('forwards the host and scheme, and the peer address alone (a client cannot choose its address)', () => {
    expect(config).toContain('proxy_set_header X-Forwarded-Host $http_host;');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(config).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('retries sent non-idempotent requests only in the Idempotency-Key location', () => {
    const nonIdempotent = config.split('\n').filter((line) => line.includes('non_idempotent') && !line.trim().startsWith('#'));
    expect(nonIdempotent).toHaveLength(1);
    expect(config.slice(config.indexOf('location @idempotent'))).toContain('non_idempotent');
  });

  it.skipIf(!existsSync(NGINX_PATH))('passes nginx -t', () => {
    makeNginxPrefix(prefix);
    const file = path.join(prefix, 'nginx.conf');
    writeFileSync(file, config);
    const result = spawnSync(NGINX_PATH, ['-t', '-p', prefix, '-c', file, '-e', 'stderr'], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain('syntax is ok');
  });
});
