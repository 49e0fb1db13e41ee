import { useEffect, useRef, type ReactNode } from 'react';
import { openPermissionRequest, type PermissionRequestKind } from './popups/popup-store.ts';
import { permissionList } from './permissions.ts';
import './account.css';

interface RequiresPermissionProps {
  /** One name or a comma list: "dashboard.plugins". */
  permission: string | string[];
  /** Whether the signed-in user holds it (the page knows; a granted wrapper need not hydrate). */
  granted: boolean;
  kind?: PermissionRequestKind;
  /** What the wrapped control opens, for the popup: "Plugins". */
  feature?: string;
  children?: ReactNode;
}

/**
 * Elements requiring a permission intercept clicks when it is lacking, and ask for it.
 * A click anywhere inside is caught in the capture phase, before the link or button
 * under it sees it, and opens the permission-request popup instead.
 */
export default function RequiresPermission({ permission, granted, kind = 'general', feature, children }: RequiresPermissionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const permissions = permissionList(permission);
  const key = permissions.join(',');

  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper || granted) return;
    const intercept = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      openPermissionRequest({ permissions: key.split(','), kind, feature });
    };
    wrapper.addEventListener('click', intercept, true);
    return () => wrapper.removeEventListener('click', intercept, true);
  }, [granted, key, kind, feature]);

  return (
    <div ref={ref} className="pf-requires-permission" data-locked={granted ? undefined : ''}>
      {children}
      {!granted && (
        <span className="pf-lock" title="You need permission for this">
          <svg
            viewBox="0 0 24 24"
            width="14"
            height="14"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <rect x="5" y="11" width="14" height="9" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
          <span className="visually-hidden">(needs permission: opens a request)</span>
        </span>
      )}
    </div>
  );
}
