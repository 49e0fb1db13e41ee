// `npm run db:seed`: adds the demo stores that are missing (and, in demo mode, the demo users).
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { seedDemo } from '../src/seed/index.ts';
import { config } from '../src/platform/config/config.ts';

const { db } = await openDatabase();
await migrateToLatest(db);
await seedDemo(db, { demoUsers: config.demoMode, log: (line) => console.log(line) });
await db.destroy();
