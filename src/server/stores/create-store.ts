import type { Db } from '../../platform/db/database.ts';
import type { Division, DivisionSettingsInput } from '../../schemas/division.ts';
import { DivisionSettings as DivisionSettingsSchema, RESERVED_SUBDOMAINS } from '../../schemas/division.ts';
import { subdomainName } from '../../schemas/fields.ts';
import { now, toJson } from '../../platform/db/json.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { findDivisionById } from './divisions.ts';
import { ApiError } from '../../platform/errors/api-error.ts';

export interface NewStore {
  project: { name: string; email?: string | null; isPro?: boolean; companyId?: number | null };
  subdomain: string;
  name: string;
  companyName: string;
  themeName: string;
  logo?: string | null;
  customDomainName?: string | null;
  isPro?: boolean;
  settings?: DivisionSettingsInput;
}

/** Creates a project with its first store (division). The sub-domain must be free. */
export async function createStore(db: Db, input: NewStore): Promise<Division> {
  const subdomain = subdomainName().parse(input.subdomain);
  if (RESERVED_SUBDOMAINS.has(subdomain)) throw ApiError.validation({ subdomain: ['That sub-domain is reserved.'] });
  const time = now();
  // Joins the caller's transaction when there is one (sign-up creates the owner with it).
  return inTransaction(db, async (trx) => {
    const taken = await trx.selectFrom('divisions').select('id').where('subdomain', '=', subdomain).executeTakeFirst();
    if (taken) throw ApiError.validation({ subdomain: ['That sub-domain is already taken.'] });
    const project = await trx
      .insertInto('projects')
      .values({
        name: input.project.name,
        email: input.project.email ?? null,
        is_pro: input.project.isPro ? 1 : 0,
        company_id: input.project.companyId ?? null,
        logo: input.logo ?? null,
        created_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const division = await trx
      .insertInto('divisions')
      .values({
        project_id: project.id,
        name: input.name,
        code: subdomain.toUpperCase().replace(/-/g, '_').slice(0, 40),
        subdomain,
        custom_domain: input.customDomainName ?? null,
        company_name: input.companyName,
        logo: input.logo ?? null,
        is_pro: input.isPro ? 1 : 0,
        theme_name: input.themeName,
        settings_json: toJson(DivisionSettingsSchema.parse(input.settings ?? {})),
        created_at: time,
        updated_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await findDivisionById(trx, division.id);
    // Only a fault of ours can lose the row just inserted: a 500 whose detail stays in the log.
    if (!created) throw new ApiError('server', `Store ${division.id} vanished while being created`);
    return created;
  });
}
