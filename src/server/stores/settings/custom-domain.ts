import type { StoreScope } from '../scope.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { config } from '../../../platform/config/config.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { changeDivisionSettings } from './division-settings.ts';

export const DOMAIN_TAKEN = 'That domain is already used by another store.';
export const PLATFORM_DOMAIN_REFUSED = 'Please enter your own domain, not one of ours.';

const taken = () => ApiError.validation({ customDomainName: [DOMAIN_TAKEN] });

/**
 * Points the store's own domain (already checked by the spec's domain rule, lower-cased)
 * at it, or removes it when empty. One domain serves one store: the host directory
 * (src/server/stores/resolve-host.ts) then answers for it, within a second on every instance.
 */
export async function saveCustomDomain(scope: StoreScope, domain: string): Promise<void> {
  if (domain !== '' && (domain === config.platformDomain || domain.endsWith(`.${config.platformDomain}`))) {
    throw ApiError.validation({ customDomainName: [PLATFORM_DOMAIN_REFUSED] });
  }
  try {
    await changeDivisionSettings(
      scope,
      (settings) => settings,
      { custom_domain: domain === '' ? null : domain },
      async (trx) => {
        if (domain === '') return;
        const other = await trx
          .selectFrom('divisions')
          .select('id')
          .where('custom_domain', '=', domain)
          .where('id', '!=', scope.division.id)
          .executeTakeFirst();
        if (other) throw taken();
      },
    );
  } catch (error) {
    // Two stores claiming one domain at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
