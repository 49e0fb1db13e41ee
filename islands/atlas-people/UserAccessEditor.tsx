import { useState } from 'react';
import type { UserAccess } from '../../src/schemas/people.ts';
import { STAFF_ROLES, STORE_ROLES } from '../../src/schemas/people.ts';
import { ALL_PERMISSIONS } from '../../src/lib/permissions.ts';
import { Field, Outcome } from './Field.tsx';
import { fieldError, useSave } from './use-save.ts';
import './people.css';
import type { UserAccessBody } from '../../src/schemas/people.ts';

// A user's access: staff role, dashboard and atlas permissions,
// their roles in the stores they belong to, and mute/unmute (the existing mute and unmute calls).

type StoreRole = { divisionId: number; role: string };

/** Whether the user is muted, and the button that mutes or unmutes them. */
function MuteSection({ user }: { user: UserAccess }) {
  const [mutedAt, setMutedAt] = useState(user.mutedAt);
  const muting = useSave();

  async function mute(on: boolean) {
    const result = on
      ? await muting.save('User muted.', 'people.mute', { id: user.id }, {})
      : await muting.save('User unmuted.', 'people.unmute', { id: user.id }, {});
    if (result) setMutedAt(result.mutedAt);
  }

  return (
    <section aria-labelledby="mute-title">
      <h2 id="mute-title">Mute</h2>
      <p>{mutedAt ? `Muted since ${new Date(mutedAt).toLocaleString('en-GB')}.` : 'Not muted.'}</p>
      {mutedAt ? (
        <button type="button" className="pf-button secondary" disabled={muting.busy} onClick={() => void mute(false)}>
          Unmute
        </button>
      ) : (
        <button type="button" className="pf-button danger" disabled={muting.busy} onClick={() => void mute(true)}>
          Mute
        </button>
      )}
      <Outcome notice={muting.notice} error={muting.error} />
    </section>
  );
}

/** A box for each dashboard and atlas permission. */
function PermissionChecks({ permissions, onToggle }: { permissions: string[]; onToggle: (permission: string, on: boolean) => void }) {
  return (
    <fieldset>
      <legend>Permissions</legend>
      {ALL_PERMISSIONS.map((permission) => (
        <label key={permission} className="pf-people-check">
          <input type="checkbox" checked={permissions.includes(permission)} onChange={(event) => onToggle(permission, event.currentTarget.checked)} />{' '}
          {permission}
        </label>
      ))}
    </fieldset>
  );
}

/** The user's role in each store they belong to (none: no fieldset). */
function StoreRoleFields({ user, storeRoles, onRole }: { user: UserAccess; storeRoles: StoreRole[]; onRole: (index: number, role: string) => void }) {
  if (user.stores.length === 0) return null;
  return (
    <fieldset>
      <legend>Store roles</legend>
      {user.stores.map((store, index) => (
        <Field key={store.divisionId} id={`store-role-${store.divisionId}`} label={`${store.name} (${store.subdomain})`}>
          <select id={`store-role-${store.divisionId}`} value={storeRoles[index]!.role} onChange={(event) => onRole(index, event.currentTarget.value)}>
            {STORE_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </Field>
      ))}
    </fieldset>
  );
}

/** The user's staff role, permissions and store roles, saved together. */
function AccessForm({ user }: { user: UserAccess }) {
  const [staffRole, setStaffRole] = useState(user.staffRole ?? '');
  const [permissions, setPermissions] = useState<string[]>(user.permissions);
  const [storeRoles, setStoreRoles] = useState<StoreRole[]>(user.stores.map((store) => ({ divisionId: store.divisionId, role: store.role })));
  const access = useSave();

  const toggle = (permission: string, on: boolean) =>
    setPermissions((current) => (on ? [...current, permission] : current.filter((entry) => entry !== permission)));
  const setStoreRole = (index: number, role: string) => setStoreRoles((current) => current.map((entry, at) => (at === index ? { ...entry, role } : entry)));
  // The selects offer only the schema's roles.
  const submit = () =>
    access.save(
      'Access saved.',
      'people.updateUser',
      { id: user.id },
      {
        staffRole: (staffRole || null) as UserAccessBody['staffRole'],
        permissions,
        storeRoles: storeRoles as UserAccessBody['storeRoles'],
      },
    );

  return (
    <form
      className="pf-people-form"
      noValidate
      aria-label="Roles and permissions"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field id="user-staff-role" label="Staff role" error={fieldError(access.fieldErrors, 'staffRole')}>
        <select id="user-staff-role" value={staffRole} onChange={(event) => setStaffRole(event.currentTarget.value)}>
          <option value="">None</option>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </Field>
      <PermissionChecks permissions={permissions} onToggle={toggle} />
      <StoreRoleFields user={user} storeRoles={storeRoles} onRole={setStoreRole} />
      <Outcome notice={access.notice} error={access.error} />
      <p>
        <button type="submit" className="pf-button" disabled={access.busy}>
          Save access
        </button>
      </p>
    </form>
  );
}

export default function UserAccessEditor({ user, self }: { user: UserAccess; self: boolean }) {
  return (
    <div className="pf-people-form">
      <MuteSection user={user} />
      {self ? <p role="note">You cannot change your own roles or permissions.</p> : <AccessForm user={user} />}
    </div>
  );
}
