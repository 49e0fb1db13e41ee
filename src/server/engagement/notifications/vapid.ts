import webPush from 'web-push';
import type { Db } from '../../../platform/db/database.ts';
import { now } from '../../../platform/db/json.ts';
import { config, ConfigurationError } from '../../../platform/config/config.ts';

// The VAPID key pair that signs every push (RFC 8292). Production sets VAPID_PUBLIC_KEY,
// VAPID_PRIVATE_KEY and VAPID_SUBJECT; without them push is off there. Demo mode generates
// a pair once and keeps it in the database (every instance on it signs with the same key,
// as APP_KEY is shared), with a subject on the platform's own address.

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface VapidSettings {
  publicKey: string | undefined;
  privateKey: string | undefined;
  subject: string | undefined;
  demoMode: boolean;
}

const configured: VapidSettings = { ...config.vapid, demoMode: config.demoMode };

/** Demo mode's subject: a real mailto: address, as push services ask for. */
export const DEMO_VAPID_SUBJECT = 'mailto:notifications@printfront.dev';

/** Push services reject anything but a mailto: or https: subject (they write to it when a sender misbehaves). */
export function checkVapidSubject(subject: string): string {
  let url: URL;
  try {
    url = new URL(subject);
  } catch {
    throw new ConfigurationError(`VAPID_SUBJECT must be a mailto: or https: address, not "${subject}".`);
  }
  if (url.protocol !== 'mailto:' && url.protocol !== 'https:')
    throw new ConfigurationError(`VAPID_SUBJECT must be a mailto: or https: address, not "${subject}".`);
  return subject;
}

async function sharedDemoPair(db: Db): Promise<{ publicKey: string; privateKey: string }> {
  const fresh = webPush.generateVAPIDKeys();
  await db
    .insertInto('vapid_keys')
    .values({ id: 1, public_key: fresh.publicKey, private_key: fresh.privateKey, created_at: now() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('vapid_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/** This database's VAPID details, or null when push is not configured (production without keys). */
export async function resolveVapid(db: Db, settings: VapidSettings = configured): Promise<VapidDetails | null> {
  if (settings.publicKey && settings.privateKey) {
    if (!settings.subject) throw new ConfigurationError('VAPID_SUBJECT is not set: give a mailto: or https: address with the VAPID keys.');
    return { subject: checkVapidSubject(settings.subject), publicKey: settings.publicKey, privateKey: settings.privateKey };
  }
  if (!settings.demoMode) return null;
  const pair = await sharedDemoPair(db);
  return { subject: checkVapidSubject(settings.subject ?? DEMO_VAPID_SUBJECT), ...pair };
}

const resolved = new WeakMap<Db, Promise<VapidDetails | null>>();

/** resolveVapid once per database connection in this process. */
export function vapidFor(db: Db): Promise<VapidDetails | null> {
  let found = resolved.get(db);
  if (!found) {
    found = resolveVapid(db);
    found.catch(() => resolved.delete(db));
    resolved.set(db, found);
  }
  return found;
}
