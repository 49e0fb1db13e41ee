import type { Server, ServerResponse } from 'node:http';

// Graceful shutdown: on SIGTERM an instance stops accepting connections,
// answers what it already took (bounded), and tells every client not to send more on the
// same connection, so a load balancer sends the next request to another instance.

/** The responses a server is still writing, so that a shutdown can wait for them. */
export class InFlight {
  private readonly open = new Set<ServerResponse>();
  private draining = false;
  private server: Server | undefined;
  private emptied: (() => void) | undefined;

  /** Called first thing for every request. */
  track(res: ServerResponse): void {
    this.open.add(res);
    if (this.draining) closeAfter(res);
    res.once('close', () => {
      this.open.delete(res);
      if (!this.draining) return;
      // The connection that carried it may now be idle: close it rather than wait for another request.
      setImmediate(() => this.server?.closeIdleConnections());
      if (this.open.size === 0) this.emptied?.();
    });
  }

  get size(): number {
    return this.open.size;
  }

  /**
   * Stops accepting, lets the responses under way finish for up to `graceMs`, and answers
   * whether they all did (`left` is how many were cut off: the caller closes them).
   */
  async drain(server: Server, graceMs: number): Promise<{ drained: boolean; left: number }> {
    this.draining = true;
    this.server = server;
    server.close();
    for (const res of this.open) closeAfter(res);
    server.closeIdleConnections();
    if (this.open.size === 0) return { drained: true, left: 0 };
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      new Promise<boolean>((resolve) => (this.emptied = () => resolve(true))),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
    ]);
    clearTimeout(timer);
    return { drained, left: this.open.size };
  }
}

/**
 * `Connection: close` on a response not yet started: Node closes the socket once it is sent.
 * (One already started keeps its connection until it ends; then it is idle and closed.)
 */
function closeAfter(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('connection', 'close');
}
