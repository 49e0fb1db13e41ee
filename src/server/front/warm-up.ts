import net, { type AddressInfo } from 'node:net';
import type http from 'node:http';

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
 * uncached home pages had a p99 of 32–54 ms against 130–170 ms in four interleaved pairs.
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
  let sent = 0;
  try {
    await Promise.all(
      Array.from({ length: Math.min(CONNECTIONS, renders) }, async () => {
        const connection = await connect(port);
        try {
          while (sent < renders) {
            const host = hosts[sent % hosts.length]!;
            sent += 1;
            await ask(connection, `GET ${WARM_UP_PATH} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: gzip\r\n\r\n`);
          }
        } finally {
          connection.destroy();
        }
      }),
    );
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return { renders: sent, ms: Math.round(performance.now() - started) };
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket)).once('error', reject);
  });
}

/** Sends one request on a keep-alive connection and reads its response to the end of its body (Content-Length). */
function ask(socket: net.Socket, request: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const head = received.subarray(0, headEnd).toString('latin1');
      if (!/^HTTP\/1\.1 200 /.test(head)) return done(new Error(`the warm-up page answered ${head.split('\r\n')[0] ?? ''}`));
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (Number.isNaN(length)) return done(new Error('the warm-up page came without a Content-Length'));
      if (received.length >= headEnd + 4 + length) done();
    };
    const onEnd = () => done(new Error('the warm-up connection closed'));
    const done = (error?: Error) => {
      socket.off('data', onData).off('error', done).off('end', onEnd);
      if (error) reject(error);
      else resolve();
    };
    socket.on('data', onData).once('error', done).once('end', onEnd);
    socket.write(request);
  });
}
