import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from '../config.ts';

// Secrets kept in the database (TOTP secrets) are encrypted with a server key, so a
// leaked database alone does not give away anyone's second factor. The key comes from
// APP_KEY (32 bytes, base64), or a file under var/ created on first use.

const KEY = Symbol.for('printfront.app-key');
const holder = globalThis as { [KEY]?: Buffer };

export function appKey(): Buffer {
  if (holder[KEY]) return holder[KEY];
  let key: Buffer;
  if (process.env.APP_KEY) {
    key = Buffer.from(process.env.APP_KEY, 'base64');
    if (key.length !== 32) throw new Error('APP_KEY must be 32 bytes, base64-encoded');
  } else {
    const file = path.resolve(config.appKeyFile);
    if (fs.existsSync(file)) key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    else {
      key = randomBytes(32);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    }
  }
  holder[KEY] = key;
  return key;
}

/** AES-256-GCM: "v1.<iv>.<tag>.<ciphertext>" in base64url. */
export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', appKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function open(sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', appKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** An HMAC with the server key, for signed cookies (store password entry). */
export function sign(value: string): string {
  return createHmac('sha256', appKey()).update(value).digest('base64url');
}
