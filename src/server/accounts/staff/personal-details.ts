import type { Db } from '../../../platform/db/database.ts';
import type { SecretBox } from '../../../platform/security/secret-box.ts';
import type { Identity } from '../../../lib/identity.ts';
import { hasPermission } from '../../../lib/identity.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import type { PersonalDetails, PersonalView } from '../../../schemas/people.ts';

// A staff member's national insurance number and bank details: stored only
// sealed with the server key (users.sealed_personal_json, AES-256-GCM like the TOTP
// secrets), and opened only for the staff member themself and for staff holding
// SENSITIVE_PERMISSION. Everyone else sees that the details are hidden, never the details.

/** The right to read and change other staff members' personal details. */
export const SENSITIVE_PERMISSION = 'atlas.staff.sensitive';

export function maySeePersonal(viewer: Identity, staffId: number): boolean {
  return viewer.user?.id === staffId || hasPermission(viewer, SENSITIVE_PERMISSION);
}

export function sealPersonal(secrets: SecretBox, details: PersonalDetails): string {
  return secrets.seal(JSON.stringify(details));
}

/** Opens what sealPersonal stored (checked when it was saved; not re-checked, so a later rule change never hides it). */
export function openPersonal(secrets: SecretBox, sealed: string): PersonalDetails {
  return JSON.parse(secrets.open(sealed)) as PersonalDetails;
}

/** The personal details as `viewer` may see them; a hidden viewer learns not even whether there are any. */
export function personalView(secrets: SecretBox, viewer: Identity, staffId: number, sealed: string | null): PersonalView {
  if (!maySeePersonal(viewer, staffId)) return { state: 'hidden' };
  if (!sealed) return { state: 'empty' };
  return { state: 'shown', details: openPersonal(secrets, sealed) };
}

/** Seals and stores the details of a staff member (only they or a SENSITIVE_PERMISSION holder may). */
export async function savePersonal(db: Db, secrets: SecretBox, viewer: Identity, staffId: number, details: PersonalDetails): Promise<PersonalView> {
  if (!maySeePersonal(viewer, staffId)) throw new ApiError('permissionDenied');
  const sealed = sealPersonal(secrets, details);
  const updated = await db.updateTable('users').set({ sealed_personal_json: sealed }).where('id', '=', staffId).where('internal', '=', 1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new ApiError('notFound');
  return { state: 'shown', details };
}
