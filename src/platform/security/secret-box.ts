import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Connection, Db } from '../db/database.ts';
import { now } from '../db/json.ts';
import { config, ConfigurationError } from '../config/config.ts';

// Secrets kept in the database (TOTP secrets) are encrypted with a server key, so a
// leaked database alone does not give away anyone's second factor. Every instance on one
// database must use the same key, or they reject each other's sealed secrets and cookies:
// APP_KEY; on PostgreSQL in demo mode a key kept in the database; on SQLite (one
// instance) a file under var/.

export const MAKE_APP_KEY =
  "Make one with `openssl rand -base64 32` (or `node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64'))\"`) and give every instance the same APP_KEY.";

function parseAppKey(value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32) throw new ConfigurationError(`APP_KEY must be 32 bytes, base64-encoded. ${MAKE_APP_KEY}`);
  return key;
}

function fileKey(file: string): Buffer {
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return key;
}

/** One row: racing instances each try to insert theirs, the first wins and all read it. */
async function sharedDemoKey(db: Db): Promise<Buffer> {
  await db
    .insertInto('app_key')
    .values({ id: 1, key: randomBytes(32).toString('base64'), created_at: now() })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('app_key').select('key').where('id', '=', 1).executeTakeFirstOrThrow();
  return Buffer.from(row.key, 'base64');
}

export interface AppKeySettings {
  appKey: string | undefined;
  demoMode: boolean;
  keyFile: string;
}

const configured: AppKeySettings = { appKey: config.appKey, demoMode: config.demoMode, keyFile: config.appKeyFile };

/**
 * The server key for this database. On PostgreSQL without APP_KEY, production refuses
 * (ConfigurationError, saying how to make one) and demo mode warns and shares a key kept
 * in the database.
 */
export async function resolveAppKey(
  connection: Connection,
  settings: AppKeySettings = configured,
  warn = (line: string) => console.warn(line),
): Promise<Buffer> {
  if (settings.appKey) return parseAppKey(settings.appKey);
  if (connection.dialect === 'sqlite') return fileKey(settings.keyFile);
  if (!settings.demoMode) {
    throw new ConfigurationError(
      `APP_KEY is not set. Instances sharing a PostgreSQL database must seal secrets with one key, so Printfront does not start on PostgreSQL in production without it. ${MAKE_APP_KEY}`,
    );
  }
  warn('[accounts] APP_KEY is not set: demo mode uses a key kept in the database, shared by every instance. Set APP_KEY in production.');
  return sharedDemoKey(connection.db);
}

/**
 * Seals, opens and signs with the server key. The process that serves makes one at start
 * (loadSecretBox) and hands it to routes and middleware on the runtime.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key;
  }

  /** AES-256-GCM: "v1.<iv>.<tag>.<ciphertext>" in base64url. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** An HMAC with the server key, for signed cookies (store password entry). */
  sign(value: string): string {
    return createHmac('sha256', this.#key).update(value).digest('base64url');
  }
}

/** The server's box, with the key resolveAppKey chooses for this database. */
export async function loadSecretBox(connection: Connection, settings: AppKeySettings = configured): Promise<SecretBox> {
  return new SecretBox(await resolveAppKey(connection, settings));
}
