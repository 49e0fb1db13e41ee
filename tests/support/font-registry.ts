// A local stand-in for the npm registry's two font calls: a package version's manifest
// (/@fontsource/<id>/<version>, with dist.tarball, dist.integrity and dist.shasum) and the
// tarball itself. The tarball is real: built with the system's tar from an installed Fontsource
// package's latin woff2 files, renamed as the family asked for. `tamper` serves other bytes
// under the same integrity, as a compromised mirror would.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export interface FontRegistry {
  url: string;
  /** Requests seen, by path. */
  requests: string[];
  /** Serve altered tarball bytes from now on. */
  tamper(on: boolean): void;
  close(): Promise<void>;
}

/** A .tgz laid out as npm packs it (package/…), holding `files` (name → bytes) under package/files/. */
export function fontPackageTarball(id: string, version: string, files: Record<string, Buffer>): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'pf-font-package-'));
  try {
    mkdirSync(join(dir, 'package', 'files'), { recursive: true });
    writeFileSync(join(dir, 'package', 'package.json'), JSON.stringify({ name: `@fontsource/${id}`, version }));
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, 'package', 'files', name), bytes);
    execFileSync('tar', ['-czf', join(dir, 'package.tgz'), '-C', dir, 'package']);
    return readFileSync(join(dir, 'package.tgz'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A real latin face of an installed Fontsource package. */
export function installedFace(id: string, file: string): Buffer {
  return readFileSync(join(dirname(require.resolve(`@fontsource/${id}/package.json`)), 'files', file));
}

/** Serves `@fontsource/<id>@<version>` with the given faces (file name → bytes). */
export async function startFontRegistry(id: string, version: string, files: Record<string, Buffer>): Promise<FontRegistry> {
  const tarball = fontPackageTarball(id, version, files);
  const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
  const shasum = createHash('sha1').update(tarball).digest('hex');
  const tampered = Buffer.from(tarball);
  tampered[tampered.length - 20] = (tampered[tampered.length - 20] ?? 0) ^ 0xff;
  let tamper = false;
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '';
    requests.push(path);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (path === `/@fontsource/${id}/${version}`) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ name: `@fontsource/${id}`, version, dist: { tarball: `${base}/@fontsource/${id}/-/${id}-${version}.tgz`, integrity, shasum } }),
      );
    } else if (path === `/@fontsource/${id}/-/${id}-${version}.tgz`) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end(tamper ? tampered : tarball);
    } else {
      response.writeHead(404).end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    tamper: (on) => {
      tamper = on;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
