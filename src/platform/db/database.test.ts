// Crash safety: every SQLite database the app opens is in WAL mode with
// synchronous FULL, so an answered write survives a killed process and a power cut.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Connection } from './database.ts';

const SYNCHRONOUS_FULL = 2;

let directory: string | undefined;
let connection: Connection | undefined;

afterEach(async () => {
  await connection?.db.destroy();
  if (directory) rmSync(directory, { recursive: true, force: true });
  connection = undefined;
  directory = undefined;
});

async function pragma(name: string): Promise<unknown> {
  const { rows } = await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(connection!.db);
  return Object.values(rows[0] ?? {})[0];
}

describe('openDatabase on SQLite', () => {
  it('opens the file in WAL mode with synchronous FULL, foreign keys on', async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'printfront-pragmas-'));
    connection = await openDatabase(path.join(directory, 'pragmas.sqlite'));
    expect(connection.dialect).toBe('sqlite');
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(SYNCHRONOUS_FULL);
    expect(await pragma('foreign_keys')).toBe(1);
  });
});
