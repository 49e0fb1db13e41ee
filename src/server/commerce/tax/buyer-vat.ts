import { EU_COUNTRY_CODES } from '../../../lib/geography.ts';
import { checkVatNumber, VAT_NUMBER_MESSAGES } from './vat-number.ts';
import type { ViesChecker } from './vies.ts';

// The VAT number a business customer gives at checkout. An EU number of the delivery country
// makes the order a reverse-charge supply; a UK number is printed on the invoice and VAT is
// charged as usual; elsewhere (an export) it changes nothing. A number whose format or check
// digits are wrong, or an EU number of another country than the delivery's, is refused. When
// VIES is asked (vies.ts), a number it says is not registered is refused too, and one it cannot
// answer for gets no reverse charge: the shopper may pay with VAT or try again later.

export type BuyerVat = { number: string | null; reverseCharge: boolean } | { error: string };

export const VIES_UNAVAILABLE = 'We could not check your VAT number with the EU just now. Try again in a few minutes, or remove it to pay with VAT.';

export function buyerVatFor(vatNumber: string, deliveryCountry: string): BuyerVat {
  if (vatNumber === '') return { number: null, reverseCharge: false };
  const checked = checkVatNumber(vatNumber);
  if (!checked.valid) return { error: VAT_NUMBER_MESSAGES[checked.reason] };
  const deliveryInEu = EU_COUNTRY_CODES.has(deliveryCountry);
  if (deliveryInEu && checked.country !== deliveryCountry) return { error: VAT_NUMBER_MESSAGES.country };
  return { number: checked.number, reverseCharge: deliveryInEu };
}

/** buyerVatFor, and then VIES's word on a reverse-charge number when a checker is given. */
export async function confirmedBuyerVat(vatNumber: string, deliveryCountry: string, vies: ViesChecker | null): Promise<BuyerVat> {
  const buyer = buyerVatFor(vatNumber, deliveryCountry);
  if ('error' in buyer || !buyer.reverseCharge || !vies || buyer.number === null) return buyer;
  const answer = await vies(buyer.number);
  if (answer === 'registered') return buyer;
  return { error: answer === 'not-registered' ? VAT_NUMBER_MESSAGES.notRegistered : VIES_UNAVAILABLE };
}
