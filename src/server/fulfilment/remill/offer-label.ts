import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { returnLabelPdf } from '../../commerce/index.ts';
import { RETURN_LABEL_CODE } from '../../../schemas/remill.ts';

/**
 * The printable prepaid label of a free return offer (A6 PDF, the code as a barcode).
 * The code is the capability: whoever holds the e-mailed link may print it, but only on
 * the store that issued it — another store's host answers 404, as an unknown code does.
 */
export async function returnOfferLabel(scope: StoreScope, code: string): Promise<Buffer> {
  if (!RETURN_LABEL_CODE.test(code)) throw new ApiError('notFound');
  const offer = await scope.db
    .selectFrom('return_offers')
    .select('label_code')
    .where('division_id', '=', scope.division.id)
    .where('label_code', '=', code)
    .executeTakeFirst();
  if (!offer) throw new ApiError('notFound');
  return returnLabelPdf({
    code: offer.label_code,
    storeName: scope.division.companyName,
    // The shopper gave an e-mail only, and an e-mail address has no business on a parcel:
    // the code is what ties the parcel to the offer.
    from: { name: 'Free return offer', lines: [`Reference ${offer.label_code}`] },
    note: 'Free return offer: 100% cotton clothing, no denim or underwear, care labels visible.',
  });
}
