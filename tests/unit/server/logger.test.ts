// The server's log while nobody reads its stdout: bounded, warnings kept, and honest about what it dropped.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, logDestination } from '../../../src/platform/ops/logger.ts';

const LIMIT = 64 * 1024;
const LINES = 5000;
const LOGGER = path.resolve('src/platform/ops/logger.ts');
interface Line {
  level: string;
  msg: string;
  line?: number;
  dropped?: number;
}

let dir: string | undefined;
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

/** Reads the pipe until a line containing `last` arrives. */
async function readUntil(fd: number, last: string): Promise<string> {
  const chunk = Buffer.alloc(65_536);
  let text = '';
  while (!text.includes(last)) {
    const bytesRead = await new Promise<number>((resolve, reject) =>
      fs.read(fd, chunk, 0, chunk.length, null, (error, count) => (error ? reject(error) : resolve(count))),
    );
    text += chunk.toString('utf8', 0, bytesRead);
  }
  return text;
}

const parse = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Line);

/** The lines kept of the LINES written: the first ones, in order, and none after the first dropped. */
function keptPrefix(lines: Line[]): number {
  const kept = lines.filter((entry) => entry.msg === 'request').map((entry) => entry.line);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.length).toBeLessThan(LINES);
  expect(kept).toEqual(kept.map((_, index) => index));
  const keptBytes = lines.slice(0, kept.length).reduce((sum, entry) => sum + JSON.stringify(entry).length + 1, 0);
  expect(keptBytes).toBeLessThanOrEqual(LIMIT);
  return kept.length;
}

describe('logDestination', () => {
  it('holds at most its limit while the pipe is not read, keeps warnings, then counts the lines it dropped', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pf-log-'));
    const fifo = path.join(dir, 'stdout');
    execFileSync('mkfifo', [fifo]);
    // Read and write: opening does not wait for a reader, and writes wait once the pipe is full (64 KB), as an unread stdout does.
    const fd = fs.openSync(fifo, 'r+');
    try {
      const destination = logDestination({ dest: fd, maxBufferedBytes: LIMIT });
      const log = createLogger('info', destination);
      // Nothing is read meanwhile: the lines beyond the pipe and the limit must go, the error must not.
      for (let line = 0; line < LINES; line++) {
        log.info({ line }, 'request');
        if (line === LINES - 10) log.error({ line }, 'could not answer');
      }
      const reading = readUntil(fd, '"msg":"after"');
      await new Promise<void>((resolve) => destination.flush(() => resolve()));
      log.info('after');
      const lines = parse(await reading);

      const kept = keptPrefix(lines);
      expect(lines.slice(kept)).toEqual([
        expect.objectContaining({ level: 'error', msg: 'could not answer', line: LINES - 10 }),
        expect.objectContaining({ level: 'warn', dropped: LINES - kept, msg: `${LINES - kept} log lines dropped: stdout was not read fast enough` }),
        expect.objectContaining({ level: 'info', msg: 'after' }),
      ]);
    } finally {
      fs.closeSync(fd);
    }
  });

  it('says how many lines it dropped in the last line of a process that exits with a backlog', async () => {
    // A process that logs faster than its stdout is read, then exits at once: it must exit, and say what it lost.
    const script = `import { createLogger, logDestination } from ${JSON.stringify(LOGGER)};
const log = createLogger('info', logDestination({ maxBufferedBytes: ${LIMIT} }));
for (let line = 0; line < ${LINES}; line++) log.info({ line }, 'request');
process.exit(0);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    const code = await new Promise((resolve) => child.once('close', resolve));
    expect(code).toBe(0);
    const lines = parse(text);
    const kept = keptPrefix(lines);
    expect(lines.slice(kept)).toEqual([expect.objectContaining({ level: 'warn', dropped: LINES - kept })]);
  });
});
