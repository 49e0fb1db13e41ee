import { z } from 'zod';
import { NOTIFICATION_POSITIONS, NOTIFICATION_TEMPLATES } from '../lib/notifications/notification.ts';
import { isSafeUrl } from '../lib/url-sanitiser.ts';

// The notification calls' bodies, checked at the edge.

/** Links are checked by the URL sanitiser: a link the store could not show is refused, not stored. */
const link = z.string().trim().max(2000).refine(isSafeUrl, { error: 'Please enter a valid link.' });
const optionalLink = z
  .union([z.literal('').transform(() => null), link])
  .nullish()
  .transform((value) => value ?? null);

export const NotificationActionBody = z.object({
  text: z.string().trim().min(1, 'This field is required.').max(40),
  href: optionalLink,
  primary: z.boolean().optional(),
});
export type NotificationActionBody = z.infer<typeof NotificationActionBody>;

export const AUDIENCES = ['team', 'subscribers'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** 'product|{id}' (the builder opened from a product). */
// Nine digits: a product id fits the databases' 32-bit id columns (a longer one was a PostgreSQL 500).
export const RELATED = /^product\|(\d{1,9})$/;

/** POST /omnis/v3/notifications/dashboard/ — what the builder sends. */
export const NotificationBody = z.object({
  /** The notification's id: sending one again with the same id replaces the copies shown. */
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Please enter a valid id.')
    .optional(),
  title: z.string().trim().min(1, 'This field is required.').max(120, 'The title may not be greater than 120 characters.'),
  body: z.string().trim().max(1000, 'The body may not be greater than 1000 characters.').default(''),
  image: optionalLink,
  href: optionalLink,
  related: z
    .union([z.literal('').transform(() => null), z.string().regex(RELATED, 'Please choose a product.')])
    .nullish()
    .transform((value) => value ?? null),
  audience: z.enum(AUDIENCES),
  position: z.enum(NOTIFICATION_POSITIONS).default('top-right'),
  template: z.enum(NOTIFICATION_TEMPLATES).default('Simple'),
  tag: z
    .string()
    .trim()
    .max(60)
    .nullish()
    .transform((value) => value || null),
  replacePrevious: z.boolean().default(false),
  mergable: z.boolean().default(false),
  data: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((value) => value ?? null),
  actions: z.array(NotificationActionBody).max(3, 'A notification has at most 3 actions.').default([]),
  dismissAction: z
    .object({ text: z.string().trim().max(40).optional(), position: z.enum(NOTIFICATION_POSITIONS).optional() })
    .nullish()
    .transform((value) => value ?? null),
  /** Send later; absent or past sends now. */
  scheduledAt: z.iso
    .datetime({ offset: true, error: 'Please enter a valid date.' })
    .nullish()
    .transform((value) => value ?? null),
});
export type NotificationInput = z.output<typeof NotificationBody>;

/**
 * Push services are named hosts on the internet. An address (IP literal) or a local name
 * would let a visitor point the server's pushes at machines beside it.
 */
export function isPushServiceHost(endpoint: string): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return false;
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return false;
  return host.includes('.');
}

/** POST /omnis/v3/notifications/subscriptions/ (subscription, extras) — PushSubscription.toJSON(). */
export const SubscriptionBody = z.object({
  subscription: z.object({
    // Push services are reached over https only: anything else would let a visitor make the server post elsewhere.
    endpoint: z
      .url({ protocol: /^https$/, error: 'The subscription endpoint must be an https address.' })
      .max(2000)
      .refine(isPushServiceHost, 'The subscription endpoint must be an https address.'),
    expirationTime: z.number().nullish(),
    keys: z.object({
      p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'The subscription key is not valid.'),
      auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'The subscription key is not valid.'),
    }),
  }),
  /** Whatever the page adds (user agent, page, locale…), kept with the subscription; at most 2 KB. */
  extras: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((value) => JSON.stringify(value).length <= 2048, 'The extras may not be greater than 2 KB.'),
});
export type SubscriptionInput = z.output<typeof SubscriptionBody>;

// The builder screen (/marketing-tools/notifications/builder): what it starts from.

export const BuilderPrefill = z.object({
  title: z.string(),
  body: z.string(),
  href: z.string(),
  image: z.string(),
  related: z.string(),
  /** The product `related` names, shown beside the form. */
  product: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type BuilderPrefill = z.infer<typeof BuilderPrefill>;

export const SentNotification = z.object({
  id: z.number(),
  title: z.string(),
  audience: z.string(),
  createdAt: z.string(),
  scheduledAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  recipients: z.number(),
  opened: z.number(),
  pushSent: z.number(),
  pushFailed: z.number(),
  pushExpired: z.number(),
});
export type SentNotification = z.infer<typeof SentNotification>;

/** GET /omnis/v3/notifications/dashboard/audiences/: how many each audience reaches now (the team's members, the store's push subscriptions). */
export const AudienceSizes = z.object({ team: z.number(), subscribers: z.number() });
export type AudienceSizes = z.infer<typeof AudienceSizes>;

export const BuilderView = z.object({
  prefill: BuilderPrefill,
  audiences: AudienceSizes,
  history: z.array(SentNotification),
});
export type BuilderView = z.infer<typeof BuilderView>;

/** GET /omnis/v3/notifications/subscriptions/: the key a browser subscribes with. */
export const PushKeyAnswer = z.object({ applicationServerKey: z.string() });
export type PushKeyAnswer = z.infer<typeof PushKeyAnswer>;

/** POST /omnis/v3/notifications/subscriptions/ */
export const SubscribedAnswer = z.object({ id: z.number(), customer: z.boolean() });
export type SubscribedAnswer = z.infer<typeof SubscribedAnswer>;

/** POST /omnis/v3/notifications/dashboard/: the notification saved and queued, now or at scheduledAt. */
export const CreatedNotification = z.object({ id: z.number(), uuid: z.string(), scheduledAt: z.string().nullable() });
export type CreatedNotification = z.infer<typeof CreatedNotification>;
