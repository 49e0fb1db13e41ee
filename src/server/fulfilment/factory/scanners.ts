import type { Db } from '../../../platform/db/database.ts';

// RFID badges (staff_rfids, managed on /atlas/staff/): a badge scanned at the station says
// who is scanning from then on, so the logs name the person at the bench, not the account
// the station's browser is signed in with.

export interface Scanner {
  userId: number;
  name: string;
  badge: string;
}

/** The enabled internal staff member wearing `badge`, or null. */
export async function findScanner(db: Db, badge: string): Promise<Scanner | null> {
  const row = await db
    .selectFrom('staff_rfids')
    .innerJoin('users', 'users.id', 'staff_rfids.user_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email', 'staff_rfids.rfid'])
    .where('staff_rfids.rfid', '=', badge)
    .where('users.internal', '=', 1)
    .where('users.status', '=', 0)
    .executeTakeFirst();
  if (!row) return null;
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim() || row.email;
  return { userId: row.id, name, badge: row.rfid };
}
