// A throw-away SQLite database with every migration (outboxes, accounts, the job queue),
// for the mail, SMS and newsletter unit tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../../src/platform/db/database.ts';
import { migrateToLatest } from '../../../src/platform/db/migrate.ts';

export async function openMessageDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'printfront-messages-'));
  const { db } = await openDatabase(path.join(directory, 'messages.sqlite'));
  await migrateToLatest(db);
  return {
    db,
    close: async () => {
      await db.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
