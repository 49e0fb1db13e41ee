import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { InFlight } from './drain.ts';

// A plain Node server with the front server's tracking: what SIGTERM's drain does to the
// requests under way, to new connections and to kept-alive ones.

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

async function serve(handler: http.RequestListener): Promise<{ port: number; inFlight: InFlight }> {
  const inFlight = new InFlight();
  server = http.createServer((req, res) => {
    inFlight.track(res);
    handler(req, res);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, inFlight };
}

function get(port: number, agent?: http.Agent): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on('error', reject);
  });
}

const refused = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

describe('InFlight.drain', () => {
  it('refuses new connections, lets a slow request finish with Connection: close, and resolves once it has', async () => {
    let finish: () => void = () => {};
    const { port, inFlight } = await serve((_req, res) => {
      finish = () => res.end('done');
    });
    const slow = get(port);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inFlight.size).toBe(1);

    let settled = false;
    const drained = inFlight.drain(server!, 5000).then((result) => {
      settled = true;
      return result;
    });
    expect(await refused(port)).toBe('ECONNREFUSED');
    expect(settled).toBe(false);
    finish();
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'done' });
    expect(await drained).toEqual({ drained: true, left: 0 });
  });

  it('closes an idle kept-alive connection instead of waiting for it', async () => {
    const { port, inFlight } = await serve((_req, res) => res.end('quick'));
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(port, agent)).connection).toBe('keep-alive');
    const closed = new Promise<void>((resolve) =>
      Object.values(agent.freeSockets)
        .flat()[0]!
        .once('close', () => resolve()),
    );
    expect(await inFlight.drain(server!, 5000)).toEqual({ drained: true, left: 0 });
    await closed;
    agent.destroy();
  });

  it('gives up after its bound and says how many requests were left', async () => {
    // The request is left unanswered once the server has it: the drain must wait on it.
    let arrived: () => void = () => {};
    const received = new Promise<void>((resolve) => (arrived = resolve));
    const { port, inFlight } = await serve(() => arrived());
    void get(port).catch(() => {});
    await received;
    const began = Date.now();
    expect(await inFlight.drain(server!, 200)).toEqual({ drained: false, left: 1 });
    expect(Date.now() - began).toBeGreaterThanOrEqual(190);
  });
});
