import { password, recoveryCode, twoFactorCode } from './rules/account.ts';
import { alpha, alphaDash, alphaSpaces, alphaSpacesPunctuation, lowercase } from './rules/characters.ts';
import { hexColour } from './rules/colour.ts';
import { embedCode } from './rules/embed.ts';
import { numberRequired, numeric, numericFloat, positiveNumber, twoDecimalPlaces } from './rules/numbers.ts';
import { required } from './rules/presence.ts';
import { charityNumber, companyNumber, vatNumber } from './rules/registration.ts';
import { adsConversionId, adsConversionLabel, facebookPixel, gaMeasurementId, gaTrackingId, pinterestPixel } from './rules/tracking.ts';
import { bankAccountNumber, nationalInsuranceNumber, postcode, sortCode, ukPhone } from './rules/uk.ts';
import { facebookVerification, googleVerification, pinterestVerification } from './rules/verification.ts';
import { domain, email, url } from './rules/web.ts';

// Every fixed validation rule by name. Rules that take a parameter are factories beside
// it: minLength, maxLength, ext, minValue, maxValue, regex.
export const rules = Object.freeze({
  required,
  email,
  url,
  domain,
  password,
  twoFactorCode,
  recoveryCode,
  charityNumber,
  vatNumber,
  companyNumber,
  gaMeasurementId,
  gaTrackingId,
  facebookPixel,
  adsConversionId,
  adsConversionLabel,
  googleVerification,
  pinterestVerification,
  facebookVerification,
  pinterestPixel,
  embedCode,
  alpha,
  alphaDash,
  alphaSpaces,
  alphaSpacesPunctuation,
  lowercase,
  numeric,
  numericFloat,
  numberRequired,
  twoDecimalPlaces,
  positiveNumber,
  ukPhone,
  sortCode,
  postcode,
  nationalInsuranceNumber,
  bankAccountNumber,
  hexColour,
});

export type RuleName = keyof typeof rules;
