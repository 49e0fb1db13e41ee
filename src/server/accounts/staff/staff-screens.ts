import type { StaffContext } from '../../stores/index.ts';
import type { SecretBox } from '../../../platform/security/secret-box.ts';
import { findStaff, listStaff } from './staff.ts';
import type { StaffProfile, StaffSummary } from '../../../schemas/people.ts';
import { findUserAccess, searchUsers } from './user-access.ts';
import type { UserAccess, UserListEntry } from '../../../schemas/people.ts';
import { pendingRequests } from './permission-review.ts';
import type { PendingRequest } from '../../../schemas/people.ts';

// What /atlas/staff/…, /atlas/users/… load.

const idOf = (text: string | undefined): number | undefined => (/^\d{1,12}$/.test(text ?? '') && Number(text) > 0 ? Number(text) : undefined);

export async function staffMemberView(
  staff: StaffContext,
  secrets: SecretBox,
  idText: string | undefined,
): Promise<{ profile: StaffProfile; staff: StaffSummary[] } | { notFound: true }> {
  const id = idOf(idText);
  const profile = id === undefined ? undefined : await findStaff(staff.scope.db, secrets, staff.identity, id);
  if (!profile) return { notFound: true };
  return { profile, staff: await listStaff(staff.scope.db) };
}

export async function usersView(staff: StaffContext): Promise<{ requests: PendingRequest[]; users: UserListEntry[]; search: string }> {
  const search = (staff.url.searchParams.get('search') ?? '').slice(0, 100);
  const [requests, users] = await Promise.all([pendingRequests(staff.scope.db), searchUsers(staff.scope.db, search)]);
  return { requests, users, search };
}

export async function userView(staff: StaffContext, idText: string | undefined): Promise<{ user: UserAccess; self: boolean } | { notFound: true }> {
  const id = idOf(idText);
  const user = id === undefined ? undefined : await findUserAccess(staff.scope.db, id);
  return user ? { user, self: user.id === staff.userId } : { notFound: true };
}
