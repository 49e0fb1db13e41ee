import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { StoreScope } from '../../stores/index.ts';
import type { AffiliateTable } from '../../../platform/db/affiliate-tables.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { rules } from '../../../lib/validation/index.ts';
import type { NewAffiliateInput } from '../../../schemas/affiliate.ts';

// The store's affiliates: people with a code whose link brings visitors to the store.

export interface Affiliate {
  id: number;
  code: string;
  name: string;
  email: string;
  createdAt: string;
}

/** Codes are short, URL-safe and case-insensitive (kept lowercase). */
export const AFFILIATE_CODE = /^[a-z0-9][a-z0-9-]{2,31}$/;
export const AFFILIATE_MESSAGES = {
  codeTaken: 'This code is already in use.',
  emailTaken: 'This email address is already an affiliate.',
} as const;

export const affiliateFromRow = (row: Selectable<AffiliateTable>): Affiliate => ({
  id: row.id,
  code: row.code,
  name: row.name,
  email: row.email,
  createdAt: row.created_at,
});

/** The affiliate's link on the store's own origin. */
export const affiliateLink = (origin: string, code: string) => `${origin}/a/${encodeURIComponent(code)}/`;

const generatedCode = () =>
  randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');

export async function createAffiliate(scope: StoreScope, input: NewAffiliateInput, at = new Date()): Promise<Affiliate> {
  const code = input.code ?? generatedCode();
  if (!AFFILIATE_CODE.test(code)) throw ApiError.validation({ code: [rules.alphaDash.message] });
  try {
    const row = await scope.db
      .insertInto('affiliates')
      .values({ division_id: scope.division.id, code, name: input.name, email: input.email, created_at: at.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return affiliateFromRow(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const sameEmail = await scope.db
      .selectFrom('affiliates')
      .select('id')
      .where('division_id', '=', scope.division.id)
      .where('email', '=', input.email)
      .executeTakeFirst();
    throw ApiError.validation(sameEmail ? { email: [AFFILIATE_MESSAGES.emailTaken] } : { code: [AFFILIATE_MESSAGES.codeTaken] });
  }
}

/** This store's affiliate with the code; another store's code finds nothing. */
export async function findAffiliateByCode(scope: StoreScope, code: string): Promise<Affiliate | undefined> {
  const normalised = code.trim().toLowerCase();
  if (!AFFILIATE_CODE.test(normalised)) return undefined;
  const row = await scope.db
    .selectFrom('affiliates')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('code', '=', normalised)
    .executeTakeFirst();
  return row ? affiliateFromRow(row) : undefined;
}

export async function listAffiliates(scope: StoreScope): Promise<Affiliate[]> {
  const rows = await scope.db
    .selectFrom('affiliates')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(affiliateFromRow);
}
