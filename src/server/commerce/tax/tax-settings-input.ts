import type { FieldErrors } from '../../../lib/validation/index.ts';
import { checkVatNumber } from './vat-number.ts';

// The store's tax and invoice details as its owner types them: the address its invoices print,
// its UK VAT number, its EU IOSS number, and whether its prices include tax. Each field is
// checked on its own; all messages come back at once.

export interface TaxDetails {
  address: string;
  vatNumber: string | null;
  iossNumber: string | null;
  pricesIncludeTax: boolean;
}

export const TAX_SETTINGS_MESSAGES = {
  ukVatNumber: 'Enter a UK VAT number, e.g. GB123456789.',
  vatChecksum: 'This VAT number is not valid. Please check it.',
  iossNumber: 'An IOSS number is IM followed by 10 digits, e.g. IM3720012345.',
  address: 'The address can be at most 500 characters.',
  pricesIncludeTax: 'Choose whether your prices include VAT.',
} as const;

const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

export function parseTaxDetails(fields: {
  address?: string;
  vatNumber?: string;
  iossNumber?: string;
  pricesIncludeTax?: string;
}): { details: TaxDetails } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const address = (fields.address ?? '').trim();
  if (address.length > 500) errors.address = [TAX_SETTINGS_MESSAGES.address];
  const vat = compact(fields.vatNumber ?? '');
  if (vat !== '') {
    const checked = checkVatNumber(vat);
    if (!vat.startsWith('GB') || (!checked.valid && checked.reason === 'format')) errors.vatNumber = [TAX_SETTINGS_MESSAGES.ukVatNumber];
    else if (!checked.valid) errors.vatNumber = [TAX_SETTINGS_MESSAGES.vatChecksum];
  }
  const ioss = compact(fields.iossNumber ?? '');
  if (ioss !== '' && !/^IM\d{10}$/.test(ioss)) errors.iossNumber = [TAX_SETTINGS_MESSAGES.iossNumber];
  const included = fields.pricesIncludeTax;
  if (included !== 'yes' && included !== 'no') errors.pricesIncludeTax = [TAX_SETTINGS_MESSAGES.pricesIncludeTax];
  if (Object.keys(errors).length > 0) return { errors };
  return { details: { address, vatNumber: vat || null, iossNumber: ioss || null, pricesIncludeTax: included === 'yes' } };
}
