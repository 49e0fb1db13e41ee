import type { Division } from '../../schemas/division.ts';

/** What a request's Host names: one of our stores (by sub-domain or custom domain), the platform itself, or nothing we know. */
export type HostMatch = { kind: 'store'; division: Division; via: 'subdomain' | 'custom-domain' } | { kind: 'platform' } | { kind: 'unknown'; host: string };
