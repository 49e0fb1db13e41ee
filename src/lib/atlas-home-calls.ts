// Addresses of the back office's home calls: the home page's figures and store
// approval, shared by the islands and the tests. Staff only (401 signed out, 403 otherwise).

const stores = '/omnis/v3/atlas/stores/';

export const atlasHomeCalls = {
  /**
   * GET ?store={subdomain}&date=YYYY-MM-DD&lateAfter={working days} → { stats: AtlasStats }:
   * the 30 days up to `date` (default today), one store or all; 404 for an unknown store, 422 for bad input.
   */
  stats: (query: { store?: string; date?: string; lateAfter?: number } = {}) => {
    const params = new URLSearchParams();
    if (query.store) params.set('store', query.store);
    if (query.date) params.set('date', query.date);
    if (query.lateAfter !== undefined) params.set('lateAfter', String(query.lateAfter));
    const search = params.toString();
    return `/omnis/v3/atlas/stats/${search && `?${search}`}`;
  },
} as const;

export const storeApprovalCalls = {
  /** GET ?status=not-modded-yet|approved|no-approval-item|all&search=&page= → StoreListPage. */
  list: (query: { status?: string; search?: string; page?: number } = {}) => {
    const params = new URLSearchParams();
    if (query.status) params.set('status', query.status);
    if (query.search) params.set('search', query.search);
    if (query.page) params.set('page', String(query.page));
    const search = params.toString();
    return `${stores}${search && `?${search}`}`;
  },
  /** POST → { review }: the store is open to its visitors. */
  approve: (id: number) => `${stores}${id}/approve/`,
  /** POST { reason } (3–500 characters) → { review }: it stays under review; its owner reads why. */
  deny: (id: number) => `${stores}${id}/deny/`,
} as const;

/** The screens. */
export const atlasHomeScreens = {
  home: '/atlas/',
  stores: '/atlas/stores/',
  underReview: '/store-under-review/',
  order: (id: number) => `/atlas/orders/${id}/`,
} as const;
