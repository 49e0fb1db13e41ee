// Another connection's write lock (a sibling server process, a CLI) is waited for between
// event-loop turns (src/platform/db/database.ts), not inside SQLite's busy handler, which
// sleeps on the thread: the process keeps serving while it waits. Two handles on one real
// SQLite file; the other handle's commit is itself a timer, so it can only happen if the
// event loop runs during the wait. Last, the lock is held by another Node process, which
// commits only when this one, still running its event loop, tells it to.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase, SQLITE_BUSY_WAIT_MS, type Db } from '../../../src/platform/db/database.ts';
import { scaled } from '../../support/slowdown.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pf-busy-'));
const file = path.join(dir, 'busy.sqlite');
let db: Db;
let other: SQLite.Database;

beforeAll(async () => {
  db = (await openDatabase(file)).db;
  await sql`create table lines (n integer not null)`.execute(db);
  other = new SQLite(file);
});
afterEach(() => {
  vi.useRealTimers();
  if (other.inTransaction) other.exec('rollback');
});
afterAll(async () => {
  other.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = async () => Number((await sql<{ n: number }>`select count(*) as n from lines`.execute(db)).rows[0]!.n);

describe('SQLite, another connection holding the write lock', () => {
  it('a write outside a transaction waits its turn while timers keep running, then lands', async () => {
    other.exec('begin immediate');
    other.exec('insert into lines values (1)');
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    setTimeout(() => other.exec('commit'), 150);
    try {
      await sql`insert into lines values (2)`.execute(db);
    } finally {
      clearInterval(ticker);
    }
    expect(await count()).toBe(2);
    // The busy handler would have held the thread for the whole wait: no tick, and no commit
    // (the other connection commits from a timer). How many ticks fit in the wait depends on how
    // busy the machine is; that any ran while the write waited is the rule.
    expect(ticks).toBeGreaterThan(0);
  });

  it('a transaction (BEGIN IMMEDIATE) waits its turn as well, and reads what was committed before it', async () => {
    other.exec('begin immediate');
    other.exec('insert into lines values (3)');
    setTimeout(() => other.exec('commit'), 100);
    const seen = await db.transaction().execute(async (trx) => {
      await sql`insert into lines values (4)`.execute(trx);
      return Number((await sql<{ n: number }>`select count(*) as n from lines`.execute(trx)).rows[0]!.n);
    });
    expect(seen).toBe(4);
  });

  it(`gives up with "database is locked" after ${SQLITE_BUSY_WAIT_MS} ms, having written nothing`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    other.exec('begin immediate');
    const write = sql`insert into lines values (5)`.execute(db);
    const refused = expect(write).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    await vi.advanceTimersByTimeAsync(SQLITE_BUSY_WAIT_MS - 100);
    // Still waiting just before the bound.
    let settled = false;
    void write.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await refused;
    other.exec('rollback');
    vi.useRealTimers();
    expect(await count()).toBe(4);
  });
});

describe('SQLite, another process holding the write lock', () => {
  it(
    'a write waits for a sibling process to commit, then lands after its row',
    async () => {
      // A second Node process, as `npm start`'s sibling or a CLI would be: it takes the write
      // lock, says so, and commits when the test tells it to (no clock in between).
      const sibling = spawn(
        process.execPath,
        [
          '-e',
          `
      const SQLite = require('better-sqlite3');
      const other = new SQLite(process.argv[1]);
      other.exec('begin immediate');
      other.prepare('insert into lines values (6)').run();
      process.stdout.write('locked\\n');
      process.stdin.once('data', () => { other.exec('commit'); other.close(); process.stdout.write('committed\\n'); });
    `,
          file,
        ],
        { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'pipe'] },
      );
      const exited = new Promise<number | null>((resolve) => sibling.once('exit', resolve));
      let said = '';
      let errors = '';
      sibling.stdout!.on('data', (chunk: Buffer) => (said += chunk.toString()));
      sibling.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const heard = (line: string) => expect.poll(() => said, { timeout: scaled(10_000), message: errors }).toContain(line);
      await heard('locked');
      let landed = false;
      const write = sql`insert into lines values (7)`.execute(db).then(() => (landed = true));
      // Several event-loop turns with the lock held by the other process: the write still waits.
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(landed).toBe(false);
      sibling.stdin!.end('go\n');
      await heard('committed');
      await write;
      const order = (await sql<{ n: number }>`select n from lines where n in (6, 7) order by rowid`.execute(db)).rows.map((row) => row.n);
      expect(order).toEqual([6, 7]);
      expect(await exited).toBe(0);
    },
    scaled(20_000),
  );
});
