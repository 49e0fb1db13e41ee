// What every launcher of Printfront's own processes needs (npm run cluster, the test servers,
// the export test): the Node binary that runs the app's TypeScript, and a bounded wait for a
// child's exit.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Node 24 strips the app's TypeScript; an older runner falls back to the pinned node package. */
export function nodeBinary(): string {
  const major = Number(process.versions.node.split('.')[0]);
  const pinned = path.join(ROOT, 'node_modules/.bin/node');
  return major >= 24 || !existsSync(pinned) ? process.execPath : pinned;
}

/** True once the child has exited, false if it is still running after `ms`. */
export function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
