// `npm run db:migrate`: brings the database named by DATABASE_URL (or the SQLite default) up to date.
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';

const { db, dialect } = await openDatabase();
const result = await migrateToLatest(db);
const applied = result.results?.filter((migration) => migration.status === 'Success') ?? [];
console.log(
  applied.length > 0 ? `Applied ${applied.map((migration) => migration.migrationName).join(', ')} on ${dialect}` : `Database (${dialect}) already up to date`,
);
await db.destroy();
