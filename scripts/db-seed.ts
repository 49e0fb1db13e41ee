// `npm run db:seed`: adds the demo stores that are missing (and, in demo mode, the demo users).
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedDemo } from '../src/server/seed/index.ts';
import { config } from '../src/server/config.ts';

const { db } = await openDatabase();
await migrateToLatest(db);
await seedDemo(db, { demoUsers: config.demoMode, log: (line) => console.log(line) });
await db.destroy();
