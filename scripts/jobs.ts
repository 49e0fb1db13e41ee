// `npm run jobs`: the background jobs of the database named by DATABASE_URL (or the SQLite
// default) that are queued, running, waiting to retry or failed, with attempts and last error.
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { listJobs } from '../src/server/jobs/job-list.ts';
import { formatJobReport } from '../src/server/jobs/job-report.ts';

const database = await openDatabase();
await migrateToLatest(database.db);
console.log(formatJobReport(await listJobs(database), database.dialect));
await database.db.destroy();
