// Many requests over one keep-alive connection, as a browser or a load balancer sends them:
// nothing may pile up on the connection's socket per request. (Astro ties each request's
// abort signal to the socket's 'close'; answers the front server wrote itself left those
// listeners behind, hundreds per connection under load, each holding its request.)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../src/lib/xsrf.ts';
import { testServer } from '../support/api.ts';
import { SERVER_LOG_DIR, TEST_PLATFORM_DOMAIN } from '../support/server.ts';

const REQUESTS = 24;

function send(agent: http.Agent, method: string, pathname: string, body?: string): Promise<{ status: number; reused: boolean }> {
  const { port } = testServer();
  const host = `demo.${TEST_PLATFORM_DOMAIN}:${port}`;
  // A post as the store's script sends it: the XSRF cookie echoed in its header.
  const posting = body
    ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: `${XSRF_COOKIE}=keep-alive`, [XSRF_HEADER]: 'keep-alive' }
    : {};
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: { host, ...posting },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('a keep-alive connection', () => {
  it('serves page renders, cached pages and posts one after another without leaving listeners on its socket', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answers = [];
    try {
      for (let index = 0; index < REQUESTS; index++) {
        // A query string bypasses the page cache, so each of these is rendered.
        answers.push(await send(agent, 'GET', `/?keep-alive=${index}`));
        answers.push(await send(agent, 'GET', '/'));
        answers.push(
          await send(
            agent,
            'POST',
            '/omnis/v3/frontend/mailing-list/subscribe/',
            JSON.stringify({ mailingList: 'newsletter', email: 'not an address', firstName: 'Olivia' }),
          ),
        );
      }
    } finally {
      agent.destroy();
    }
    expect(answers.slice(1).filter((answer) => !answer.reused)).toEqual([]);
    expect(new Set(answers.map((answer, index) => `${['render', 'cached', 'post'][index % 3]} ${answer.status}`))).toEqual(
      new Set(['render 200', 'cached 200', 'post 422']),
    );
    // Node warns once a socket holds more than ten listeners for one event.
    const log = fs.readFileSync(path.join(SERVER_LOG_DIR, `api-${testServer().db}.log`), 'utf8');
    expect(log).not.toContain('MaxListenersExceededWarning');
  });
});
