import type { Db } from '../../../platform/db/database.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { findDivisionById } from '../../stores/index.ts';
import { sendMail } from '../../../platform/mail/send-mail.ts';
import { returnOfferCouponEmail } from './mails/return-offer-coupon.ts';
import { newRemillCouponCode, REMILL_COUPON } from './coupon-code.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A clash of two coupon codes in one store is rarer than one in millions; a new draw settles it. */
const CODE_ATTEMPTS = 3;

export interface ReceivedOffer {
  id: number;
  divisionId: number;
  storeName: string;
  email: string;
  labelCode: string;
  couponCode: string;
  receivedAt: string;
  /** True when this parcel had been received before: nothing new was made or sent. */
  alreadyReceived: boolean;
}

export interface ReceiveOptions {
  staffUserId: number;
  /** The store's own address (scheme and host) for the "shop" button in the mail. */
  shopOrigin: (division: { subdomain: string }) => string;
  now?: Date;
}

/**
 * Thrown inside the transaction when another receive won the race: rolls its coupon back. A
 * sentinel, not an error class: it never leaves this module, so it has no place in the error path.
 */
const ALREADY_RECEIVED = Symbol('already received');

async function readOffer(db: Db, labelCode: string) {
  return db
    .selectFrom('return_offers')
    .innerJoin('divisions', 'divisions.id', 'return_offers.division_id')
    .select([
      'return_offers.id',
      'return_offers.division_id',
      'return_offers.email',
      'return_offers.label_code',
      'return_offers.status',
      'return_offers.coupon_code',
      'return_offers.received_at',
      'divisions.company_name',
    ])
    .where('return_offers.label_code', '=', labelCode)
    .executeTakeFirst();
}

/**
 * Staff scanned (or typed) a free returns label: the parcel is received. In one transaction
 * the offer's store gets a single-use coupon (REMILL-XXXXXX, 15% off, once, 90 days), the
 * offer is compare-and-set from requested to received with it, and the shopper is mailed it.
 * Receiving a parcel again answers with the coupon already made and sends nothing: two
 * scans at the same moment make one coupon (the loser's insert is rolled back).
 */
export async function receiveReturnOffer(db: Db, labelCode: string, options: ReceiveOptions): Promise<ReceivedOffer> {
  const now = options.now ?? new Date();
  const offer = await readOffer(db, labelCode);
  if (!offer) throw new ApiError('notFound', 'No free returns label has this code.');
  const received = (alreadyReceived: boolean, row: NonNullable<Awaited<ReturnType<typeof readOffer>>>): ReceivedOffer => ({
    id: row.id,
    divisionId: row.division_id,
    storeName: row.company_name,
    email: row.email,
    labelCode: row.label_code,
    couponCode: row.coupon_code ?? '',
    receivedAt: row.received_at ?? '',
    alreadyReceived,
  });
  if (offer.status === 'received') return received(true, offer);
  const division = await findDivisionById(db, offer.division_id);
  if (!division) throw new ApiError('notFound', 'No free returns label has this code.');

  const time = now.toISOString();
  const expiresAt = new Date(now.getTime() + REMILL_COUPON.validDays * DAY_MS).toISOString();
  for (let attempt = 1; ; attempt++) {
    const couponCode = newRemillCouponCode();
    try {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('coupons')
          .values({
            division_id: offer.division_id,
            code: couponCode,
            percent_off: REMILL_COUPON.percentOff,
            amount_off: null,
            usage_limit: REMILL_COUPON.usageLimit,
            expires_at: expiresAt,
            created_at: time,
          })
          .execute();
        const updated = await trx
          .updateTable('return_offers')
          .set({ status: 'received', coupon_code: couponCode, received_by: options.staffUserId, received_at: time })
          .where('id', '=', offer.id)
          .where('status', '=', 'requested')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw ALREADY_RECEIVED;
        const mail = returnOfferCouponEmail({
          storeName: division.companyName,
          couponCode,
          percentOff: REMILL_COUPON.percentOff,
          expiresAt,
          shopLink: `${options.shopOrigin(division)}/`,
        });
        await sendMail(trx, { to: offer.email, ...mail, template: 'return-offer-coupon', divisionId: offer.division_id });
      });
      return { ...received(false, offer), couponCode, receivedAt: time };
    } catch (error) {
      if (error === ALREADY_RECEIVED) return received(true, (await readOffer(db, labelCode))!);
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}
