import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../../src/platform/db/database.ts';
import { migrateToLatest } from '../../../src/platform/db/migrate.ts';
import { assertNotLimited, recordAttempt, SWEEP_SIZE, sweepEndedWindows, takeAttempt } from '../../../src/platform/security/rate-limit.ts';

let db: Db;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pf-limits-'));
const limit = { max: 3, windowMs: 60_000 };

beforeAll(async () => {
  db = (await openDatabase(path.join(dir, 'limits.sqlite'))).db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('rate limits', () => {
  it('counts attempts made at the same moment, none lost', async () => {
    const windows = await Promise.all(Array.from({ length: 10 }, () => recordAttempt(db, 'burst', limit, 1_000)));
    expect(windows.map((window) => window.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await expect(assertNotLimited(db, 'burst', limit, 2_000)).rejects.toMatchObject({ status: 429 });
  });

  it('lets no more than the limit through a parallel burst when attempts are taken up front', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => takeAttempt(db, 'taken', limit, 5_000)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason)).toEqual(
      Array.from({ length: 5 }, () => expect.objectContaining({ status: 429, message: 'Too many attempts. Please try again in 1 minute.' })),
    );
  });

  it('says when to retry, and starts a new window once the old one is over', async () => {
    for (let attempt = 0; attempt < 3; attempt++) await takeAttempt(db, 'window', limit, 1_000);
    await expect(takeAttempt(db, 'window', limit, 30_000)).rejects.toMatchObject({ status: 429, headers: { 'retry-after': '31' } });
    await expect(takeAttempt(db, 'window', limit, 61_000)).resolves.toBeUndefined();
    expect((await recordAttempt(db, 'window', limit, 61_000)).count).toBe(2);
  });

  it('counts a batch as many attempts, and can keep the kind’s own message', async () => {
    await takeAttempt(db, 'batch', limit, 1_000, { count: 3 });
    await expect(takeAttempt(db, 'batch', limit, 2_000, { count: 1, message: () => undefined })).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts. Please wait a moment and try again.',
      headers: { 'retry-after': '59' },
    });
    await expect(takeAttempt(db, 'batch', limit, 2_000, { message: (seconds) => `Wait ${seconds} s.` })).rejects.toMatchObject({ message: 'Wait 59 s.' });
  });

  it('deletes ended windows, a few each time a window begins, and never one still running', async () => {
    await db.deleteFrom('rate_limits').execute();
    const keys = async () => (await db.selectFrom('rate_limits').select('key').where('key', 'like', 'old:%').execute()).map((row) => row.key).sort();
    const short = { max: 5, windowMs: 1_000 };
    // Fifteen windows of a second that began at 10 s, and one of a minute.
    for (let index = 0; index < 15; index++) await recordAttempt(db, `old:${String(index).padStart(2, '0')}`, short, 10_000);
    await recordAttempt(db, 'old:minute', limit, 10_000);
    expect(await keys()).toHaveLength(16);
    // Still running at 10.5 s: a new window deletes nothing.
    await takeAttempt(db, 'new:a', short, 10_500);
    expect(await keys()).toHaveLength(16);
    // Ended at 11 s: the next new window deletes SWEEP_SIZE of them; a continuing one none.
    await takeAttempt(db, 'new:b', short, 11_000);
    expect(await keys()).toHaveLength(16 - SWEEP_SIZE);
    await takeAttempt(db, 'new:b', short, 11_100);
    expect(await keys()).toHaveLength(16 - SWEEP_SIZE);
    await takeAttempt(db, 'new:c', short, 11_200);
    expect(await keys()).toEqual(['old:minute']);
    // The minute's window goes once it has ended too (with the three new ones of a second).
    expect(await sweepEndedWindows(db, 69_999)).toBe(3);
    expect(await keys()).toEqual(['old:minute']);
    expect(await sweepEndedWindows(db, 70_000)).toBe(1);
    expect(await db.selectFrom('rate_limits').select('key').execute()).toEqual([]);
  });
});
