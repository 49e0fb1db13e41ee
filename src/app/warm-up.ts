import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A query no page reads: the home page renders as it is, and the render cache keeps nothing asked with a query. */
export const WARM_UP_PATH = '/?warm-up';

/** Home pages of this many stores take turns, so that the warm-up meets more than one theme and set of blocks. */
export const WARM_UP_STORES = 3;

/** Connections at once, as under load: renders interleave while each waits on the database. */
const CONNECTIONS = 8;

export interface WarmUpReport {
  renders: number;
  ms: number;
}

/**
 * Asks a private copy of the front server (`startServer`'s, on a loopback port of its own, closed
 * afterwards) for the home pages of these stores' `hosts`, in turn, `renders` times in all,
 * before this process listens. V8 compiles what runs, as it runs: a new process's first
 * thousands of requests run slower, and without a warm-up the first visitors after a restart or
 * deploy meet the slowest pages. Through HTTP, not by calling the renderer: renders alone left
 * the request path cold (the bench's load then still compiled 1,000 functions in its first
 * 15 s). With 3,000 (about 5 s a process on 2 cores), the first 5 s of 25 connections of
 * uncached home pages had a p99 of 32–54 ms against 130–170 ms in four interleaved pairs; V8
 * still completed about 1,300 optimisations in the first 10 s of that load, and the p99 of
 * 5–15 s into it was 48–54 ms. With 8,000 (about 9 s) it was 25–30 ms (two pairs each). With
 * 16,000 (about 16 s), 17.8–19.6 ms against 21.0–21.8 ms for 8,000 (three interleaved pairs, the
 * bench's sequence), at 3,217–3,345 renders a second against 2,864–3,172.
 * Requests carry no user agent, which starts no split-test session, and a page asked with a
 * query is not cached: nothing is written.
 */
export async function warmUp(hosts: string[], startServer: () => http.Server, renders: number): Promise<WarmUpReport> {
  if (renders <= 0 || hosts.length === 0) return { renders: 0, ms: 0 };
  const started = performance.now();
  const server = startServer();
  // Exclusive: a cluster worker's listen goes through the primary, which would share one port
  // among all workers and hand each one's warm-up connections to any of them.
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve));
  const { port } = server.address() as AddressInfo;
  // Kept-alive connections, as a browser or a load balancer holds them.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let sent = 0;
  try {
    await Promise.all(
      Array.from({ length: Math.min(CONNECTIONS, renders) }, async () => {
        while (sent < renders) {
          const host = hosts[sent % hosts.length]!;
          sent += 1;
          await ask(agent, port, host);
        }
      }),
    );
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return { renders: sent, ms: Math.round(performance.now() - started) };
}

/** One request for a store's home page, read to its end; anything but a 200 fails the warm-up. */
function ask(agent: http.Agent, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: WARM_UP_PATH, agent, headers: { host, 'accept-encoding': 'gzip' } }, (response) => {
        response.resume();
        if (response.statusCode !== 200) return reject(new Error(`the warm-up page answered HTTP/1.1 ${response.statusCode} ${response.statusMessage}`));
        response.once('end', resolve).once('error', reject);
      })
      .once('error', reject);
  });
}
