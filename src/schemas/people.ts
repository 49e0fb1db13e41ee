import { z } from 'zod';
import { v } from '../lib/validation/zod.ts';
import { messages } from '../lib/validation/messages.ts';
import { maxLength } from '../lib/validation/rules/length.ts';
import { CUSTOMER_ROLES, INDUSTRY_TAGS, LEAD_STATUSES, SERVICE_TAGS } from '../lib/after-sale/crm.ts';
import { CURRENCY_CODES } from '../lib/currencies.ts';
import { ALL_PERMISSIONS } from '../lib/permissions.ts';
import { MAX_ROW_ID } from './fields.ts';

// The bodies of the back office's people calls (customers, projects, staff,
// users). Browser-safe: the islands check their forms with the same schemas. Every message
// is a validation text from src/lib/validation.

const short = (length = 120) => v.text(maxLength(length));
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'Please choose one of the options.' });
const optional = (schema: z.ZodString) => schema.or(z.literal(''));

/** The handles a customer may have, one per network, without the @. */
export const SOCIAL_NETWORKS = ['instagram', 'twitter', 'facebook', 'linkedin', 'tiktok'] as const;

/** A social handle: letters, digits, dots, dashes, underscores (no @, no address). */
const handle = v.regex(/^[A-Za-z0-9._-]{1,60}$/, 'Please enter a handle without the @.', { required: false });

/** A customer, as staff edit it in the CRM. Empty phone, website and handles are allowed. */
export const CustomerUpdateBody = z.object({
  firstName: v.text(maxLength(80)),
  lastName: v.text(maxLength(80)),
  company: short(),
  jobTitle: short(),
  phone: optional(v.ukPhone({ required: false })),
  mobile: optional(v.ukPhone({ required: false })),
  email: v.email(),
  website: optional(v.url({ required: false })),
  social: z
    .object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, handle])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof handle>)
    .partial(),
  /** Minor units of GBP a year. */
  potentialValue: v.number({ min: 0, max: 100_000_000_00 }).int(),
  notes: v.text(maxLength(5000)),
  leadStatus: oneOf(LEAD_STATUSES),
  services: z.array(oneOf(SERVICE_TAGS)).max(SERVICE_TAGS.length),
  industries: z.array(oneOf(INDUSTRY_TAGS)).max(INDUSTRY_TAGS.length),
  role: oneOf(CUSTOMER_ROLES),
});
export type CustomerUpdateBody = z.infer<typeof CustomerUpdateBody>;

export const PAYMENT_INTERVALS = ['monthly', 'quarterly', 'yearly'] as const;

/** A badge or beta name: short words, lower case, dashes. */
const slug = v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, messages.alphaDash);

/** A project's settings. */
export const ProjectSettingsBody = z.object({
  isPro: z.boolean(),
  isVip: z.boolean(),
  managed: z.boolean(),
  badges: z.array(slug).max(20),
  currency: oneOf(CURRENCY_CODES),
  paymentInterval: oneOf(PAYMENT_INTERVALS),
  betas: z.array(slug).max(20),
  enableBulkStudio: z.boolean(),
  force2fa: z.boolean(),
  /** Why staff turn Pro on or off by hand (required then): kept with who did it in the project's Pro history. */
  proReason: z.string().trim().max(300).optional(),
});
export type ProjectSettingsBody = z.infer<typeof ProjectSettingsBody>;

/** What the back office lets a staff member do (users.staff_role). */
export const STAFF_ROLES = ['admin', 'customer-service', 'factory', 'finance', 'sales', 'design'] as const;
export const STAFF_TEAMS = ['leadership', 'customer-service', 'factory', 'finance', 'sales', 'design', 'engineering'] as const;

/** A staff member's profile: team, manager, colour, leadership. */
export const StaffProfileBody = z.object({
  team: oneOf(STAFF_TEAMS).nullable(),
  /** Another staff member's id. */
  reportsTo: z.int().positive().max(MAX_ROW_ID).nullable(),
  colour: v.hexColour({ required: false }),
  isLeadership: z.boolean(),
});
export type StaffProfileBody = z.infer<typeof StaffProfileBody>;

/** The sealed personal details (UK national insurance number, sort code and 8-digit account number); kept only sealed with the server key. */
export const PersonalDetailsBody = z.object({
  nationalInsuranceNumber: v.nationalInsuranceNumber().transform((value) => value.replace(/\s+/g, '').toUpperCase()),
  bankAccountName: v.text(maxLength(120)).check(z.refine((value) => value.trim() !== '', { error: messages.required })),
  bankName: v.text(maxLength(120)).check(z.refine((value) => value.trim() !== '', { error: messages.required })),
  sortCode: v.sortCode(),
  bankAccountNumber: v.bankAccountNumber(),
});
export type PersonalDetails = z.infer<typeof PersonalDetailsBody>;

/** An RFID badge as the reader types it (the factory scan field takes the same text). */
export const RfidBody = z.object({
  rfid: v.regex(/^[A-Za-z0-9-]{4,40}$/, 'Please enter a badge id of 4 to 40 letters, digits or dashes.').transform((value) => value.toUpperCase()),
});

/** A member's role in a store (store_members.role). */
export const STORE_ROLES = ['owner', 'staff', 'internal'] as const;

/** A user's back-office role, dashboard permissions and store roles. */
export const UserAccessBody = z.object({
  staffRole: oneOf(STAFF_ROLES).nullable(),
  /** Roles in stores the user already belongs to. */
  storeRoles: z
    .array(z.object({ divisionId: z.int().positive(), role: oneOf(STORE_ROLES) }))
    .max(200)
    .optional(),
  permissions: z.array(z.string().refine((value) => ALL_PERMISSIONS.includes(value), { error: 'Unknown permission.' })).max(ALL_PERMISSIONS.length),
});
export type UserAccessBody = z.infer<typeof UserAccessBody>;

/** Denying a permission request may say why (the requester reads it). */
export const PermissionReviewBody = z.object({ note: v.text(maxLength(500)).optional() });

// What the people calls and screens answer (customers, projects, staff, users).

export const CustomerSummary = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  leadStatus: z.string(),
  services: z.array(z.string()),
  industries: z.array(z.string()),
  internal: z.boolean(),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;

/** GET /omnis/v3/atlas/customers/?search=&leadStatus=&tag=&page= */
export const CustomerPage = z.object({
  customers: z.array(CustomerSummary),
  page: z.number(),
  lastPage: z.number(),
  total: z.number(),
});
export type CustomerPage = z.infer<typeof CustomerPage>;

export const CustomerOrder = z.object({
  id: z.number(),
  hash: z.string(),
  status: z.string(),
  statusName: z.string(),
  total: z.number(),
  currency: z.string(),
  createdAt: z.string(),
});
export type CustomerOrder = z.infer<typeof CustomerOrder>;

export const Customer = CustomerSummary.extend({
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  phone: z.string(),
  mobile: z.string(),
  social: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
  /** Through the URL sanitiser: safe to put in an href. */
  website: z.string(),
  verified: z.boolean(),
  eulaSigned: z.boolean(),
  potentialValue: z.number(),
  notes: z.string(),
  role: z.string(),
  /** Dashboard permissions (users.permissions_json). */
  permissions: z.array(z.string()),
  orders: z.array(CustomerOrder),
  /** Orders that were ever a quote (bespoke work). */
  quotes: z.array(CustomerOrder),
});
export type Customer = z.infer<typeof Customer>;

export const CustomerAnswer = z.object({ customer: Customer });
export type CustomerAnswer = z.infer<typeof CustomerAnswer>;

/** A project's settings as staff edit them, with its name and its stores' sub-domains. */
export const ProjectSettings = ProjectSettingsBody.extend({
  id: z.number(),
  name: z.string(),
  /** The project's stores' sub-domains. */
  stores: z.array(z.string()),
});
export type ProjectSettings = z.infer<typeof ProjectSettings>;

export const ProjectAnswer = z.object({ project: ProjectSettings });
export type ProjectAnswer = z.infer<typeof ProjectAnswer>;

export const StaffSummary = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  team: z.string().nullable(),
  colour: z.string().nullable(),
  isLeadership: z.boolean(),
  staffRole: z.string().nullable(),
  reportsTo: z.number().nullable(),
});
export type StaffSummary = z.infer<typeof StaffSummary>;

export const StaffRfid = z.object({
  id: z.number(),
  rfid: z.string(),
  createdAt: z.string(),
});
export type StaffRfid = z.infer<typeof StaffRfid>;

export const StaffRfidAnswer = z.object({ rfid: StaffRfid });
export type StaffRfidAnswer = z.infer<typeof StaffRfidAnswer>;

/** What a viewer gets of a staff member's personal details: the details, that there are none yet, or that they are hidden from them. */
export const PersonalView = z.discriminatedUnion('state', [
  z.object({ state: z.literal('shown'), details: PersonalDetailsBody }),
  z.object({ state: z.literal('empty') }),
  z.object({ state: z.literal('hidden') }),
]);
export type PersonalView = z.infer<typeof PersonalView>;

export const PersonalAnswer = z.object({ personal: PersonalView });
export type PersonalAnswer = z.infer<typeof PersonalAnswer>;

export const StaffProfile = StaffSummary.extend({
  reportsToName: z.string().nullable(),
  rfids: z.array(StaffRfid),
  personal: PersonalView,
});
export type StaffProfile = z.infer<typeof StaffProfile>;

export const StaffProfileAnswer = z.object({ profile: StaffProfile });
export type StaffProfileAnswer = z.infer<typeof StaffProfileAnswer>;

export const UserListEntry = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  internal: z.boolean(),
  staffRole: z.string().nullable(),
  mutedAt: z.string().nullable(),
});
export type UserListEntry = z.infer<typeof UserListEntry>;

export const UserAccess = UserListEntry.extend({
  permissions: z.array(z.string()),
  stores: z.array(z.object({ divisionId: z.number(), subdomain: z.string(), name: z.string(), role: z.string() })),
});
export type UserAccess = z.infer<typeof UserAccess>;

export const UserAccessAnswer = z.object({ user: UserAccess });
export type UserAccessAnswer = z.infer<typeof UserAccessAnswer>;

/** POST /omnis/v3/atlas/users/{id}/mute/ and /unmute/ */
export const MuteAnswer = z.object({ mutedAt: z.string().nullable() });
export type MuteAnswer = z.infer<typeof MuteAnswer>;

/** A permission request still waiting for staff. */
export const PendingRequest = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  email: z.string(),
  permissions: z.array(z.string()),
  reason: z.string(),
  /** The store it was asked on (null: the platform). */
  store: z.string().nullable(),
  createdAt: z.string(),
});
export type PendingRequest = z.infer<typeof PendingRequest>;

/** GET /omnis/v3/atlas/projects/ */
export const ProjectsAnswer = z.object({ projects: z.array(ProjectSettings) });
export type ProjectsAnswer = z.infer<typeof ProjectsAnswer>;

/** GET /omnis/v3/atlas/staff/ */
export const StaffListAnswer = z.object({ staff: z.array(StaffSummary) });
export type StaffListAnswer = z.infer<typeof StaffListAnswer>;

/** GET /omnis/v3/atlas/users/permission-requests/ */
export const PendingRequestsAnswer = z.object({ requests: z.array(PendingRequest) });
export type PendingRequestsAnswer = z.infer<typeof PendingRequestsAnswer>;

/** POST …/permission-requests/{id}/approve/ and /deny/: how the request ended and the rights it asked for. */
export const RequestReviewAnswer = z.object({ status: z.enum(['approved', 'denied']), permissions: z.array(z.string()) });
export type RequestReviewAnswer = z.infer<typeof RequestReviewAnswer>;
