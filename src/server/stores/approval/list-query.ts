import { isApprovalFilter, type ApprovalFilter } from './approval-status.ts';
import type { StoreListQuery } from './store-list.ts';

/** The filter staff land on: the stores waiting for them. */
export const DEFAULT_APPROVAL_FILTER: ApprovalFilter = 'not-modded-yet';

/** ?status=&search=&page= of /atlas/stores/ and its call; anything unknown falls back to the defaults (never an error). */
export function storeListQuery(params: URLSearchParams): StoreListQuery {
  const status = params.get('status');
  const page = Number(params.get('page') ?? 1);
  return {
    filter: isApprovalFilter(status) ? status : DEFAULT_APPROVAL_FILTER,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}
