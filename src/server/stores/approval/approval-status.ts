import type { StoreApprovalStatus } from '../../../schemas/approval.ts';

// A store's approval status, from its approval item: Approved when the
// approved flag is 1; otherwise Not modded yet (an item waiting for staff) or No approval
// item (stores made before approval existed, and the demo stores). There is deliberately no
// Denied status (the original product's Denied branch was never reachable): a denied store stays Not modded yet, with
// the reason its owner reads.

/** The filter values of /atlas/stores/ (URL-safe), each naming one status, or all of them. */
export const APPROVAL_FILTERS = {
  'not-modded-yet': 'Not modded yet',
  approved: 'Approved',
  'no-approval-item': 'No approval item',
  all: 'All stores',
} as const;
export type ApprovalFilter = keyof typeof APPROVAL_FILTERS;

export function isApprovalFilter(value: string | null | undefined): value is ApprovalFilter {
  return value !== null && value !== undefined && Object.hasOwn(APPROVAL_FILTERS, value);
}

/** `approved` is the item's flag, or null/undefined when the store has no approval item. */
export function approvalStatus(approved: number | null | undefined): StoreApprovalStatus {
  if (approved === null || approved === undefined) return 'No approval item';
  return approved === 1 ? 'Approved' : 'Not modded yet';
}

/** Visitors of a store in this status see /store-under-review/ instead of the store. */
export function isUnderReview(status: StoreApprovalStatus): boolean {
  return status === 'Not modded yet';
}
