import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { sendMail } from '../../../platform/mail/send-mail.ts';
import { takeAttempt, type Limit } from '../../../platform/security/rate-limit.ts';
import { affiliateLink, createAffiliate, type Affiliate } from './affiliates.ts';
import type { NewAffiliateInput } from '../../../schemas/affiliate.ts';
import { readAffiliateSettings } from './settings.ts';
import { affiliateWelcomeEmail } from './welcome-mail.ts';

/** Sign-ups one client address may make in one store. */
export const JOIN_LIMIT: Limit = { max: 5, windowMs: 60 * 60_000 };

/**
 * A visitor signs up as an affiliate (the affiliateAttribution block's form): counted
 * against their address, given a generated code, and sent their link through the outbox.
 */
export async function joinProgramme(scope: StoreScope, input: Pick<NewAffiliateInput, 'name' | 'email'>, origin: string, clientIp: string): Promise<Affiliate> {
  const settings = await readAffiliateSettings(scope);
  if (!settings.enabled) throw new ApiError('notFound', 'The affiliate programme is closed.');
  await takeAttempt(scope.db, `affiliate-join:${scope.division.id}:${clientIp || 'unknown'}`, JOIN_LIMIT);
  const affiliate = await createAffiliate(scope, { name: input.name, email: input.email, code: undefined });
  const mail = affiliateWelcomeEmail({ storeName: scope.division.companyName, name: affiliate.name, link: affiliateLink(origin, affiliate.code), ...settings });
  await sendMail(scope.db, { to: affiliate.email, ...mail, template: 'affiliate-welcome', divisionId: scope.division.id });
  return affiliate;
}
