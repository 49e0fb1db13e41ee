import { messages } from '../messages.ts';
import { defineRule, patternRule } from '../rule.ts';

// UK registration numbers shown on a store's legal footer. All may be left empty.

/**
 * A Charity Commission number: 6–8 digits with an optional "-N" subsidiary suffix
 * ("1234567", "1234567-1"), or a Scottish OSCR number "SC0NNNNN".
 */
export const charityNumber = patternRule('charity_number', messages.charityNumber, /^(?:\d{6,8}(?:-\d{1,2})?|SC0\d{5})$/i);

// GB (or XI for Northern Ireland) then 9 digits, or 12 for a VAT group branch;
// government departments GD000–GD499 and health authorities HA500–HA999.
const VAT_NUMBER = /^(?:GB|XI)(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/;

/** A UK VAT registration number; the spaces HMRC prints between groups are allowed. */
export const vatNumber = defineRule('vat_number', messages.vatNumber, (value) => VAT_NUMBER.test(value.replace(/ /g, '').toUpperCase()));

/** A Companies House number: 8 digits, or a 2-letter prefix (SC, NI, OC…) and 6 digits. */
export const companyNumber = patternRule('company_number', messages.companyNumber, /^(?:\d{8}|[a-z]{2}\d{6})$/i);
