// The factory's and returns desk's screens (their calls, factory.* and returns.*, are in src/schemas/api.ts).

export const factoryScreens = {
  station: '/atlas/factory/',
  order: (orderId: number) => `/atlas/factory/orders/${orderId}/`,
  returns: '/atlas/returns/',
} as const;
