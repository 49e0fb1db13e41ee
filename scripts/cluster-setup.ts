// `npm run cluster` runs this once before it starts the instances: migrate, seed an empty
// database (as `npm start` does) and settle the server key, so N instances starting at the
// same moment find everything done and race for nothing.
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { seedDemoIfEmpty } from '../src/seed/index.ts';
import { loadSecretBox } from '../src/platform/security/secret-box.ts';
import { config, ConfigurationError } from '../src/platform/config/config.ts';

const connection = await openDatabase();
try {
  await migrateToLatest(connection.db);
  // Demo mode without APP_KEY keeps one key in the database; production without it stops here.
  await loadSecretBox(connection);
  if (config.seedOnStart) await seedDemoIfEmpty(connection.db, { demoUsers: config.demoMode, log: (line) => console.log(line) });
  console.log(`Database (${connection.dialect}) migrated${config.seedOnStart ? ' and seeded' : ''}`);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(`Printfront cannot start: ${error.message}`);
  process.exitCode = 1;
} finally {
  await connection.db.destroy();
}
