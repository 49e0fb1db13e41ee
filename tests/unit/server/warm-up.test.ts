import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { warmUp, WARM_UP_PATH } from '../../../src/app/warm-up.ts';

interface Seen {
  host: string | undefined;
  path: string | undefined;
  userAgent: string | undefined;
  socket: object;
}

/** A server that answers every request as the front server answers a page: 200 and a Content-Length. */
function pageServer(seen: Seen[], status = 200): http.Server {
  return http.createServer((req, res) => {
    seen.push({ host: req.headers.host, path: req.url, userAgent: req.headers['user-agent'], socket: req.socket });
    const body = Buffer.from(`<!doctype html><p>${'home '.repeat(3000)}</p>`);
    res.writeHead(status, { 'content-type': 'text/html', 'content-length': body.length }).end(body);
  });
}

describe('warmUp', () => {
  it('asks for each store home page in turn, on a few kept-alive connections, then closes its server', async () => {
    const seen: Seen[] = [];
    let server: http.Server | undefined;
    const report = await warmUp(['demo.localhost:4321', 'north.localhost:4321'], () => (server = pageServer(seen)), 40);
    expect(report.renders).toBe(40);
    expect(seen).toHaveLength(40);
    expect(seen.every((request) => request.path === WARM_UP_PATH && request.userAgent === undefined)).toBe(true);
    expect(seen.filter((request) => request.host === 'demo.localhost:4321')).toHaveLength(20);
    expect(seen.filter((request) => request.host === 'north.localhost:4321')).toHaveLength(20);
    expect(new Set(seen.map((request) => request.socket)).size).toBeLessThanOrEqual(8);
    expect(server?.listening).toBe(false);
  });

  it('starts no server without stores or renders', async () => {
    let started = 0;
    const start = () => {
      started += 1;
      return pageServer([]);
    };
    expect(await warmUp([], start, 100)).toEqual({ renders: 0, ms: 0 });
    expect(await warmUp(['demo.localhost'], start, 0)).toEqual({ renders: 0, ms: 0 });
    expect(started).toBe(0);
  });

  it('fails on a page that does not answer 200, and still closes its server', async () => {
    let server: http.Server | undefined;
    await expect(warmUp(['demo.localhost'], () => (server = pageServer([], 500)), 5)).rejects.toThrow(
      'the warm-up page answered HTTP/1.1 500 Internal Server Error',
    );
    expect(server?.listening).toBe(false);
  });
});
