// A request whose Host header is not a host[:port] is refused with 400 before any store is
// looked up (RFC 9112 §3.2); before, a Host with user info answered 500, since no web
// Request can be built for it.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { testServer } from '../support/api.ts';

/** A GET sent with exactly this Host header (fetch would not send such a header). */
function getWithHost(host: string, path = '/'): Promise<{ status: number; body: string }> {
  const { port } = new URL(testServer().baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('the Host header', () => {
  it('a Host with user info, a space or a path is a bad request, on a page and on a call', async () => {
    const { port } = new URL(testServer().baseUrl);
    for (const host of [`u:p@demo.localhost:${port}`, 'a b', `demo.localhost:${port}/x`]) {
      for (const path of ['/', '/about/', '/omnis/v3/basket/main/list/']) {
        const answer = await getWithHost(host, path);
        expect(answer.status, `${host} ${path}`).toBe(400);
        expect(answer.body).toContain('Bad Request');
      }
    }
  });

  it("a store's own host still gets its pages", async () => {
    const { port } = new URL(testServer().baseUrl);
    expect((await getWithHost(`demo.localhost:${port}`, '/about/')).status).toBe(200);
    expect((await getWithHost(`DEMO.localhost:${port}`, '/about/')).status).toBe(200);
  });
});
