import type { Db } from '../../../platform/db/database.ts';
import type { SecretBox } from '../../../platform/security/secret-box.ts';
import type { Identity } from '../../../lib/identity.ts';
import { flag, now } from '../../../platform/db/json.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { personalView } from './personal-details.ts';
import type { StaffProfile, StaffProfileBody, StaffRfid, StaffSummary } from '../../../schemas/people.ts';

// Staff profiles: the internal users, their team, who they
// report to, their colour on the back office's boards, leadership, and the RFID badges the
// factory scan field knows them by.

/** No more staff than this on one screen. */
const STAFF_SHOWN = 500;
/** A reporting line longer than this is taken for a loop. */
const MAX_CHAIN = 50;

export const RFID_TAKEN = 'This badge is already registered to a staff member.';
export const MANAGER_INVALID = 'Please choose another staff member.';

type StaffRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  team: string | null;
  colour: string | null;
  is_leadership: number;
  staff_role: string | null;
  reports_to: number | null;
};
const COLUMNS = ['id', 'first_name', 'last_name', 'email', 'team', 'colour', 'is_leadership', 'staff_role', 'reports_to'] as const;

const nameOf = (row: { first_name: string; last_name: string; email: string }) => `${row.first_name} ${row.last_name}`.trim() || row.email;

function summaryOf(row: StaffRow): StaffSummary {
  return {
    id: row.id,
    name: nameOf(row),
    email: row.email,
    team: row.team,
    colour: row.colour,
    isLeadership: row.is_leadership === 1,
    staffRole: row.staff_role,
    reportsTo: row.reports_to,
  };
}

export async function listStaff(db: Db): Promise<StaffSummary[]> {
  const rows = await db.selectFrom('users').select(COLUMNS).where('internal', '=', 1).orderBy('first_name').orderBy('id').limit(STAFF_SHOWN).execute();
  return rows.map(summaryOf);
}

export async function findStaff(db: Db, secrets: SecretBox, viewer: Identity, id: number): Promise<StaffProfile | undefined> {
  const row = await db
    .selectFrom('users')
    .select([...COLUMNS, 'sealed_personal_json'])
    .where('id', '=', id)
    .where('internal', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const [manager, rfids] = await Promise.all([
    row.reports_to === null
      ? undefined
      : db.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', row.reports_to).executeTakeFirst(),
    db.selectFrom('staff_rfids').select(['id', 'rfid', 'created_at']).where('user_id', '=', id).orderBy('id').execute(),
  ]);
  return {
    ...summaryOf(row),
    reportsToName: manager ? nameOf(manager) : null,
    rfids: rfids.map((rfid) => ({ id: rfid.id, rfid: rfid.rfid, createdAt: rfid.created_at })),
    personal: personalView(secrets, viewer, id, row.sealed_personal_json),
  };
}

/** A manager must be another staff member, and not someone who (in)directly reports to this one. */
async function checkManager(db: Db, staffId: number, managerId: number): Promise<void> {
  let current: number | null = managerId;
  for (let step = 0; current !== null && step < MAX_CHAIN; step += 1) {
    if (current === staffId) throw ApiError.validation({ reportsTo: [MANAGER_INVALID] });
    const row: { internal: number; reports_to: number | null } | undefined = await db
      .selectFrom('users')
      .select(['internal', 'reports_to'])
      .where('id', '=', current)
      .executeTakeFirst();
    if (!row || (current === managerId && row.internal !== 1)) throw ApiError.validation({ reportsTo: [MANAGER_INVALID] });
    current = row.reports_to;
  }
  if (current !== null) throw ApiError.validation({ reportsTo: [MANAGER_INVALID] });
}

export async function updateStaffProfile(db: Db, id: number, body: StaffProfileBody): Promise<void> {
  const staff = await db.selectFrom('users').select('id').where('id', '=', id).where('internal', '=', 1).executeTakeFirst();
  if (!staff) throw new ApiError('notFound');
  if (body.reportsTo !== null) await checkManager(db, id, body.reportsTo);
  await db
    .updateTable('users')
    .set({ team: body.team, reports_to: body.reportsTo, colour: body.colour === '' ? null : body.colour, is_leadership: flag(body.isLeadership) })
    .where('id', '=', id)
    .execute();
}

/** Registers a badge: unique across every staff member (the scan field resolves it to one person). */
export async function addRfid(db: Db, staffId: number, rfid: string): Promise<StaffRfid> {
  const staff = await db.selectFrom('users').select('id').where('id', '=', staffId).where('internal', '=', 1).executeTakeFirst();
  if (!staff) throw new ApiError('notFound');
  const taken = await db.selectFrom('staff_rfids').select('id').where('rfid', '=', rfid).executeTakeFirst();
  if (taken) throw ApiError.validation({ rfid: [RFID_TAKEN] });
  try {
    const row = await db
      .insertInto('staff_rfids')
      .values({ user_id: staffId, rfid, created_at: now() })
      .returning(['id', 'rfid', 'created_at'])
      .executeTakeFirstOrThrow();
    return { id: row.id, rfid: row.rfid, createdAt: row.created_at };
  } catch (error) {
    // Two registrations of one badge at once: the unique index keeps one.
    if (/unique/i.test(String((error as Error).message))) throw ApiError.validation({ rfid: [RFID_TAKEN] });
    throw error;
  }
}

export async function removeRfid(db: Db, staffId: number, rfidId: number): Promise<void> {
  const deleted = await db.deleteFrom('staff_rfids').where('id', '=', rfidId).where('user_id', '=', staffId).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new ApiError('notFound');
}

/** The staff member a scanned badge belongs to (the factory scan field), or undefined. */
export async function staffByRfid(db: Db, rfid: string): Promise<StaffSummary | undefined> {
  const row = await db
    .selectFrom('staff_rfids')
    .innerJoin('users', 'users.id', 'staff_rfids.user_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.team',
      'users.colour',
      'users.is_leadership',
      'users.staff_role',
      'users.reports_to',
    ])
    .where('staff_rfids.rfid', '=', rfid.trim().toUpperCase())
    .executeTakeFirst();
  return row ? summaryOf(row) : undefined;
}
