import { EU_COUNTRY_CODES } from '../../../lib/geography.ts';
import { checkVatNumber, VAT_NUMBER_MESSAGES } from './vat-number.ts';

// The VAT number a business customer gives at checkout. An EU number of the delivery country
// makes the order a reverse-charge supply; a UK number is printed on the invoice and VAT is
// charged as usual; elsewhere (an export) it changes nothing. A number whose format or check
// digits are wrong, or an EU number of another country than the delivery's, is refused.

export type BuyerVat = { number: string | null; reverseCharge: boolean } | { error: string };

export function buyerVatFor(vatNumber: string, deliveryCountry: string): BuyerVat {
  if (vatNumber === '') return { number: null, reverseCharge: false };
  const checked = checkVatNumber(vatNumber);
  if (!checked.valid) return { error: VAT_NUMBER_MESSAGES[checked.reason] };
  const deliveryInEu = EU_COUNTRY_CODES.has(deliveryCountry);
  if (deliveryInEu && checked.country !== deliveryCountry) return { error: VAT_NUMBER_MESSAGES.country };
  return { number: checked.number, reverseCharge: deliveryInEu };
}
