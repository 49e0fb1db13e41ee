// `npm run db:backup [-- --out file]`: a consistent backup of the database DATABASE_URL names
// (SQLite: the online backup API, safe while the server runs; PostgreSQL: pg_dump -Fc).
// Without --out it goes to var/backups/. See README "Backups".
import { parseArgs } from 'node:util';
import { config, PROJECT_ROOT } from '../src/platform/config/config.ts';
import { backupDatabase, backupKindOf, defaultBackupFile } from '../src/platform/ops/backup.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const databaseUrl = config.databaseUrl || config.sqlitePath;
const kind = backupKindOf(databaseUrl);
const out = values.out ?? defaultBackupFile(PROJECT_ROOT, kind);
const started = performance.now();
try {
  const bytes = await backupDatabase(databaseUrl, out);
  console.log(`Backed up the ${kind} database to ${out} (${(bytes / 1024 / 1024).toFixed(1)} MB in ${Math.round(performance.now() - started)} ms)`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
