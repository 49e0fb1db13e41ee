import type { Db } from '../platform/db/database.ts';
import type { Division } from '../schemas/division.ts';
import { hashPassword } from '../platform/security/passwords.ts';
import { now, toJson } from '../platform/db/json.ts';
import { ATLAS_PERMISSIONS, DASHBOARD_PERMISSIONS } from '../lib/permissions.ts';

/** Demo accounts by role (README "Demo stores"); seeded only in demo mode, signed in with by the tests. */
export const DEMO_USERS = {
  owner: {
    email: 'owner@demo.test',
    password: 'demo-owner-2026',
    firstName: 'Olivia',
    lastName: 'Owner',
    internal: false,
    dashboardAccess: true,
    owns: ['demo', 'north'],
    permissions: [...DASHBOARD_PERMISSIONS],
  },
  /** A second owner (of north only): the one who must not reach demo's pages. */
  rival: {
    email: 'rival@demo.test',
    password: 'demo-rival-2026',
    firstName: 'Riley',
    lastName: 'Rival',
    internal: false,
    dashboardAccess: true,
    owns: ['north'],
    permissions: [...DASHBOARD_PERMISSIONS],
  },
  staff: {
    email: 'staff@printfront.test',
    password: 'demo-staff-2026',
    firstName: 'Sam',
    lastName: 'Staff',
    internal: true,
    dashboardAccess: true,
    owns: [],
    permissions: [...DASHBOARD_PERMISSIONS, ...ATLAS_PERMISSIONS],
  },
  shopper: {
    email: 'shopper@demo.test',
    password: 'demo-shopper-2026',
    firstName: 'Sasha',
    lastName: 'Shopper',
    internal: false,
    dashboardAccess: false,
    owns: [],
    permissions: [],
  },
} as const;

/** The demo staff member's RFID badge id. */
export const DEMO_STAFF_RFID = 'RFID-0001';

export async function seedDemoUsers(db: Db, divisions: Division[]): Promise<void> {
  const time = now();
  for (const user of Object.values(DEMO_USERS)) {
    const row = await db
      .insertInto('users')
      .values({
        email: user.email,
        password_hash: await hashPassword(user.password),
        first_name: user.firstName,
        last_name: user.lastName,
        internal: user.internal ? 1 : 0,
        dashboard_access: user.dashboardAccess ? 1 : 0,
        permissions_json: toJson(user.permissions),
        password_changed_at: time,
        status: 0,
        verified_at: time,
        eula_signed_at: time,
        created_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The factory scan station's demo badge: scanning it switches who is scanning.
    if (user.email === DEMO_USERS.staff.email)
      await db.insertInto('staff_rfids').values({ user_id: row.id, rfid: DEMO_STAFF_RFID, created_at: time }).execute();
    const owned = divisions.filter((division) => (user.owns as readonly string[]).includes(division.subdomain));
    if (owned.length > 0) {
      await db
        .insertInto('store_members')
        .values(owned.map((division) => ({ user_id: row.id, division_id: division.id, role: 'owner' })))
        .execute();
    }
  }
}
