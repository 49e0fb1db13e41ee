// `npm run db:restore -- file`: restores a backup made by db:backup into the empty database
// DATABASE_URL names (a new SQLite file, or a PostgreSQL database with no tables). Then
// start the server on it as usual (`npm start`). See README "Backups".
import { parseArgs } from 'node:util';
import path from 'node:path';
import { config } from '../src/platform/config/config.ts';
import { restoreDatabase } from '../src/platform/ops/backup.ts';

const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error('Usage: DATABASE_URL=<empty database> npm run db:restore -- <backup file>');
  process.exit(2);
}
const databaseUrl = config.databaseUrl || config.sqlitePath;
const started = performance.now();
try {
  const kind = await restoreDatabase(path.resolve(file), databaseUrl);
  console.log(`Restored ${file} into the ${kind} database in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
