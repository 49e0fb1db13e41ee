import { useStore } from '@nanostores/react';
import Dialog from './Dialog.tsx';
import PermissionRequestForm from './PermissionRequestForm.tsx';
import { $permissionRequest, closePermissionRequest, openPermissionRequest } from './popup-store.ts';
import { permissionLabel } from '../permissions.ts';
import '../account.css';

interface PermissionRequestProps {
  /** With a label, the island also renders the button that opens it (the /403/ page). */
  triggerLabel?: string;
  permissions?: string[];
  feature?: string;
}

/** The "permission request" popup: asks for a reason, then submits. */
export default function PermissionRequest({ triggerLabel, permissions = [], feature }: PermissionRequestProps) {
  const target = useStore($permissionRequest);
  const open = target?.kind === 'general';
  const asked = open ? target.permissions : permissions;
  const what = (open ? target.feature : feature) ?? asked.map(permissionLabel).join(', ');
  return (
    <>
      {triggerLabel && (
        <button
          type="button"
          className="button"
          onClick={() => openPermissionRequest({ permissions, kind: 'general', feature })}
          disabled={permissions.length === 0}
        >
          {triggerLabel}
        </button>
      )}
      <Dialog
        open={open}
        title="Request permission"
        onClose={closePermissionRequest}
        description={
          <p>
            You don't have permission to use <strong>{what}</strong> yet. Tell us why you need it and we'll pass your request on.
          </p>
        }
      >
        <PermissionRequestForm key={asked.join(',')} permissions={asked} onClose={closePermissionRequest} />
      </Dialog>
    </>
  );
}
