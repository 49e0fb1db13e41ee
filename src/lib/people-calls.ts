// Addresses of the back office's people calls and screens (customers, projects,
// staff, users), shared by the islands, the pages and the tests.

const atlas = '/omnis/v3/atlas';

export const peopleCalls = {
  /** GET ?search=&leadStatus=&tag=&page= → CustomerPage. */
  customers: (query: { search?: string; leadStatus?: string; tag?: string; page?: number } = {}) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
    const text = params.toString();
    return `${atlas}/customers/${text ? `?${text}` : ''}`;
  },
  /** GET → { customer }; PATCH CustomerUpdateBody → { customer }. */
  customer: (id: number) => `${atlas}/customers/${id}/`,
  /** GET → { projects }. */
  projects: `${atlas}/projects/`,
  /** PATCH ProjectSettingsBody → { project }. */
  project: (id: number) => `${atlas}/projects/${id}/`,
  /** GET → { staff }. */
  staff: `${atlas}/staff/`,
  /** GET → { profile }; PATCH StaffProfileBody → { profile }. */
  staffMember: (id: number) => `${atlas}/staff/${id}/`,
  /** PUT PersonalDetailsBody → { personal } (the themself or atlas.staff.sensitive only). */
  personal: (id: number) => `${atlas}/staff/${id}/personal/`,
  /** POST { rfid } → 201 { rfid }. */
  rfids: (id: number) => `${atlas}/staff/${id}/rfids/`,
  /** DELETE → 204. */
  rfid: (id: number, rfidId: number) => `${atlas}/staff/${id}/rfids/${rfidId}/`,
  /** GET → { requests } still pending. */
  permissionRequests: `${atlas}/users/permission-requests/`,
  approve: (requestId: number) => `${atlas}/users/permission-requests/${requestId}/approve/`,
  /** POST { note? }. */
  deny: (requestId: number) => `${atlas}/users/permission-requests/${requestId}/deny/`,
  /** GET → { user }; PATCH UserAccessBody → { user }. */
  user: (id: number) => `${atlas}/users/${id}/`,
  mute: (id: number) => `${atlas}/users/${id}/mute/`,
  unmute: (id: number) => `${atlas}/users/${id}/unmute/`,
} as const;

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
