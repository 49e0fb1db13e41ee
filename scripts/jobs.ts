// `npm run jobs`: the background jobs of the database named by DATABASE_URL (or the SQLite
// default) that are queued, running, waiting to retry or failed, with attempts and last error.
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { listJobs } from '../src/platform/jobs/job-list.ts';
import { formatJobReport } from '../src/platform/jobs/job-report.ts';

const database = await openDatabase();
await migrateToLatest(database.db);
console.log(formatJobReport(await listJobs(database), database.dialect));
await database.db.destroy();
