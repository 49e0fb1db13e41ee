// The back office's people screens: customers, projects, staff and users (their calls,
// people.*, are in src/schemas/api.ts).

export const peopleScreens = {
  customers: '/atlas/customers/',
  customer: (id: number) => `/atlas/customers/${id}/`,
  projects: '/atlas/projects/',
  staff: '/atlas/staff/',
  staffMember: (id: number) => `/atlas/staff/${id}/`,
  users: '/atlas/users/',
  user: (id: number) => `/atlas/users/${id}/`,
  /** Part D's order page. */
  order: (id: number) => `/atlas/orders/${id}/`,
} as const;
