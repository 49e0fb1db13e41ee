import { execFileSync } from 'node:child_process';
import net from 'node:net';

/** A loopback port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const FREE_PORT_SCRIPT = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/** freePort() for synchronous callers (playwright.config.ts must know its baseURL when loaded). */
export function freePortSync(): number {
  return Number(execFileSync(process.execPath, ['-e', FREE_PORT_SCRIPT], { encoding: 'utf8' }));
}
