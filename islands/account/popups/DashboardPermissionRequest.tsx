import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import Dialog from './Dialog.tsx';
import PermissionRequestForm from './PermissionRequestForm.tsx';
import { $permissionRequest, closePermissionRequest, openPermissionRequest } from './popup-store.ts';
import { DASHBOARD_PERMISSIONS } from '../../../src/lib/permissions.ts';
import { dashboardAreaLabel } from '../permissions.ts';
import '../account.css';

interface DashboardPermissionRequestProps {
  /** With a label, the island also renders the button that opens it (the /403/ page). */
  triggerLabel?: string;
  /** Areas ticked to begin with (the ones the person was stopped at). */
  permissions?: string[];
  storeName: string;
}

/**
 * The "dashboard permission request" popup: which parts of the store's dashboard
 * the person needs, and why. The store's owners see the request.
 */
export default function DashboardPermissionRequest({ triggerLabel, permissions = [], storeName }: DashboardPermissionRequestProps) {
  const target = useStore($permissionRequest);
  const open = target?.kind === 'dashboard';
  const [chosen, setChosen] = useState<string[]>(permissions);

  // Each opening starts from what the opener asked for.
  useEffect(() => {
    if (open) setChosen(target.permissions.filter((permission) => (DASHBOARD_PERMISSIONS as readonly string[]).includes(permission)));
  }, [open, target]);

  const toggle = (permission: string, on: boolean) =>
    setChosen((current) => (on ? [...new Set([...current, permission])] : current.filter((item) => item !== permission)));

  return (
    <>
      {triggerLabel && (
        <button
          type="button"
          className="button"
          onClick={() => openPermissionRequest({ permissions: permissions.length > 0 ? permissions : ['dashboard.pages'], kind: 'dashboard' })}
        >
          {triggerLabel}
        </button>
      )}
      <Dialog
        open={open}
        title="Request dashboard access"
        onClose={closePermissionRequest}
        description={
          <p>
            Ask the owners of <strong>{storeName}</strong> for access to parts of its dashboard.{target?.feature ? ` You were opening ${target.feature}.` : ''}
          </p>
        }
      >
        <PermissionRequestForm permissions={chosen} nothingChosen="Choose at least one part of the dashboard." onClose={closePermissionRequest}>
          <fieldset className="pf-choices">
            <legend>What do you need?</legend>
            {DASHBOARD_PERMISSIONS.map((permission) => (
              <label key={permission} className="pf-choice">
                <input
                  type="checkbox"
                  name="permissions"
                  value={permission}
                  checked={chosen.includes(permission)}
                  onChange={(event) => toggle(permission, event.target.checked)}
                />
                <span>{dashboardAreaLabel(permission)}</span>
              </label>
            ))}
          </fieldset>
        </PermissionRequestForm>
      </Dialog>
    </>
  );
}
