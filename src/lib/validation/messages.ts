// The validation texts, word for word: API 422 bodies and island forms both show these, so
// they live in one place. Texts the spec does not give are written in its voice.

export const messages = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  url: 'Please enter a valid url.',
  domain: 'Please enter a valid domain.',
  password: 'Password cannot start or end with spaces.',

  twoFactorCode: 'Invalid authentication code',
  recoveryCode: 'Invalid recovery code',
  // New passwords (src/lib/validation/rules/new-password.ts): not spec texts.
  commonPassword: 'That password is too common. Please choose another.',
  passwordConfirmation: 'The passwords do not match.',

  charityNumber: 'Invalid Charity Number',
  vatNumber: 'Invalid Vat Number',
  companyNumber: 'Invalid Company Number',

  gaMeasurementId: 'Invalid measurement ID',
  gaTrackingId: 'Invalid tracking ID',
  facebookPixel: 'Invalid Facebook Pixel',
  adsConversionId: 'Invalid conversion ID',
  adsConversionLabel: 'Invalid conversion label',
  verificationSnippet: 'Invalid verification snippet',
  pinterestPixel: 'Invalid Pinterest Pixel',
  embedCode: 'Invalid Embed Code',

  alpha: 'Must contain only alphanumeric characters.',
  alphaDash: 'Must contain only alphanumeric characters, dashes or underscores.',
  alphaSpaces: 'Must contain only alphanumeric characters, dashes or spaces.',
  alphaSpacesPunctuation: "Must contain only alphanumeric characters, spaces or the punctuation ' - ; ! # .",
  lowercase: 'Must contain only lowercase characters.',

  numeric: 'Must contain only numbers.',
  numericFloat: 'Must contain a valid number.',
  numberRequired: 'Must contain at least one number.',
  twoDecimalPlaces: 'Must contain a number with up to two decimal places.',
  positiveNumber: 'Must contain a number greater than zero.',

  ukPhone: 'Please enter a valid UK phone number.',
  sortCode: 'Please enter a valid sort code (NN-NN-NN).',
  postcode: 'Please enter a valid postcode.',
  nationalInsuranceNumber: 'Please enter a valid national insurance number.',
  bankAccountNumber: 'Please enter a valid 8 digit account number.',

  hexColour: 'Invalid hex colour',

  minLength: (length: number): string => `Must contain at least ${length} characters.`,
  maxLength: (length: number): string => `Must contain no more than ${length} characters.`,
  ext: (formats: readonly string[]): string => `Must upload the following formats: ${formats.join(', ')}.`,
  minValue: (min: number): string => `Min ${min}`,
  maxValue: (max: number): string => `Max ${max}`,
} as const;
