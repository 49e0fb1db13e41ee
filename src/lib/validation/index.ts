// Printfront's validation catalogue: rules as data, one validate(), zod
// adapters and 422 helpers. Browser-safe: nothing here imports Node.

export { messages } from './messages.ts';
export { defineRule, patternRule, type Rule } from './rule.ts';
export { rules, type RuleName } from './catalogue.ts';
export { minLength, maxLength, ext } from './rules/length.ts';
export { minValue, maxValue } from './rules/numbers.ts';
export { regex } from './rules/custom.ts';
export { parseEmbedCode, type EmbedCode } from './rules/embed.ts';
export { readVerificationToken, VERIFICATION_META_NAMES, type VerificationService } from './rules/verification.ts';
export { validate, fieldText } from './validate.ts';
export { v, zodRule, zodCheck, type FieldOptions } from './zod.ts';
export { fieldErrors, firstMessage, ROOT_FIELD, type FieldErrors } from './field-errors.ts';
export {
  STORAGE_KEY_MAX_LENGTH,
  STORAGE_VALUE_MAX_LENGTH,
  COOKIE_VALUE_MAX_LENGTH,
  checkStorageEntry,
  fitsStorageLimits,
  type StorageTarget,
  type StorageLimitProblem,
} from './storage-limits.ts';
export { normaliseOrderRanks } from './order-rank.ts';
export { normaliseHex, alphaToHex } from '../colour.ts';
