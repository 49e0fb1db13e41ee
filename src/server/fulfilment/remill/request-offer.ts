import type { StoreScope } from '../../stores/index.ts';
import { sendMail } from '../../../platform/mail/send-mail.ts';
import { returnOfferLabelEmail } from './mails/return-offer-label.ts';
import { takeAttempt, type Limit } from '../../../platform/security/rate-limit.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { newLabelCode } from '../../commerce/index.ts';
import type { ReturnOfferInput } from '../../../schemas/remill.ts';
import { apiPath } from '../../../schemas/api.ts';

/**
 * Labels one client address may ask for from one store in an hour, and one e-mail address
 * in a day: enough for a household clearing a wardrobe, too few to flood someone's inbox.
 */
export const REMILL_LIMITS = {
  address: { max: 10, windowMs: 60 * 60_000 },
  email: { max: 3, windowMs: 24 * 60 * 60_000 },
} as const satisfies Record<string, Limit>;

/** 10 random digits collide once in billions; a second draw settles the rare clash. */
const CODE_ATTEMPTS = 3;

export interface RequestedOffer {
  id: number;
  labelCode: string;
}

/**
 * The free return offer (POST retex/remill/submit): records the request in this store,
 * with a prepaid label code ('RX' + 10 digits), and mails the shopper the link to the
 * printable label — in one transaction, so no offer exists that nobody was told about.
 * Counted against the client address and the e-mail before anything is written (429).
 */
export async function requestReturnOffer(
  scope: StoreScope,
  input: ReturnOfferInput,
  options: { clientIp: string; origin: string; now?: Date },
): Promise<RequestedOffer> {
  const { db, division } = scope;
  const now = options.now ?? new Date();
  await takeAttempt(db, `remill:ip:${division.id}:${options.clientIp || 'unknown'}`, REMILL_LIMITS.address, now.getTime());
  await takeAttempt(db, `remill:email:${division.id}:${input.email}`, REMILL_LIMITS.email, now.getTime());
  for (let attempt = 1; ; attempt++) {
    const labelCode = newLabelCode('RX');
    try {
      return await inTransaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('return_offers')
          .values({
            division_id: division.id,
            email: input.email,
            label_code: labelCode,
            status: 'requested',
            coupon_code: null,
            received_by: null,
            created_at: now.toISOString(),
            received_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const mail = returnOfferLabelEmail({
          storeName: division.companyName,
          labelLink: `${options.origin}${apiPath('remill.label', { code: labelCode })}`,
          code: labelCode,
        });
        await sendMail(trx, { to: input.email, ...mail, template: 'return-offer-label', divisionId: division.id });
        return { id, labelCode };
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}
