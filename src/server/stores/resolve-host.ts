import type { Db } from '../../platform/db/database.ts';
import type { HostMatch } from '../../platform/front/host-match.ts';
import { findDivisionByCustomDomain, findDivisionBySubdomain } from './divisions.ts';

export type { HostMatch };

/** "demo.localhost:4321" → "demo.localhost"; IPv6 literals keep their brackets. */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Each store lives on `{subdomain}.{platformDomain}` or its own custom domain.
 * The bare platform domain is the platform itself; anything else is unknown.
 */
export async function resolveHost(db: Db, host: string, platformDomain: string): Promise<HostMatch> {
  const name = hostName(host);
  if (name === platformDomain || name === `www.${platformDomain}`) return { kind: 'platform' };
  const suffix = `.${platformDomain}`;
  if (name.endsWith(suffix)) {
    const label = name.slice(0, -suffix.length);
    if (!label.includes('.')) {
      const division = await findDivisionBySubdomain(db, label);
      if (division?.enabled) return { kind: 'store', division, via: 'subdomain' };
    }
    return { kind: 'unknown', host: name };
  }
  const division = await findDivisionByCustomDomain(db, name);
  if (division?.enabled) return { kind: 'store', division, via: 'custom-domain' };
  return { kind: 'unknown', host: name };
}
