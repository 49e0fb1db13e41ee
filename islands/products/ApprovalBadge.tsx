import type { ApprovalStatus } from '../../src/schemas/product.ts';

/** Where a product stands with staff, with the denial reason its owner needs. */
export default function ApprovalBadge({ status, label, reason }: { status: ApprovalStatus; label: string; reason: string | null }) {
  return (
    <span className={`pf-approval pf-approval-${status}`}>
      {label}
      {status === 'not-modded-yet' && <span className="pf-approval-reason">Awaiting staff approval</span>}
      {status === 'denied' && reason && <span className="pf-approval-reason">Denied: {reason}</span>}
    </span>
  );
}
