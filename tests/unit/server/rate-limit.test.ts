import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../../src/platform/db/database.ts';
import { migrateToLatest } from '../../../src/platform/db/migrate.ts';
import { assertNotLimited, recordAttempt, takeAttempt } from '../../../src/platform/security/rate-limit.ts';

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
});
