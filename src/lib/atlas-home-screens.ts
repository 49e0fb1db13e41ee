// The back office's home screens (its calls, atlas.stats and the store approvals, are in src/schemas/api.ts).

export const atlasHomeScreens = {
  home: '/atlas/',
  stores: '/atlas/stores/',
  underReview: '/store-under-review/',
  order: (id: number) => `/atlas/orders/${id}/`,
} as const;
