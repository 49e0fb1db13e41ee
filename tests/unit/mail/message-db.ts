// A throw-away SQLite database with the foundation and message tables, for the mail,
// SMS and newsletter unit tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../../src/server/db/database.ts';
import { foundation } from '../../../src/server/db/migrations/0001-foundation.ts';
import { messages } from '../../../src/server/db/migrations/0006-messages.ts';

export async function openMessageDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'printfront-messages-'));
  const { db } = await openDatabase(path.join(directory, 'messages.sqlite'));
  await foundation.up(db);
  await messages.up(db);
  return {
    db,
    close: async () => {
      await db.destroy();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
