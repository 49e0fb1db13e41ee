import { ZodError } from 'zod';
import { ApiError, type ErrorKind, type FieldErrors } from './api-error.ts';
import { fieldErrors } from '../../lib/validation/index.ts';
import { BlockError, type BlockErrorCode } from '../../../blocks/errors.ts';
import { InvalidThemeTokensError, UnknownThemeError } from '../../../themes/errors.ts';
import { InvalidColourError } from '../../lib/colour.ts';
import { MissingUrlError } from '../../lib/url-sanitiser.ts';
import { PageDocumentError } from '../../lib/page-document/errors.ts';
import { UnofferedSideError } from '../../lib/studio/pricing.ts';

/** Bad input names an unknown type or an incomplete block (422); a registry mistake is ours (500). */
const BLOCK_ERROR_KINDS: Record<BlockErrorCode, ErrorKind> = {
  notRegistered: 'validation',
  noType: 'validation',
  factoryNoSource: 'validation',
  invalidConditions: 'validation',
  noBuilder: 'server',
  conflict: 'server',
};

/**
 * The refusal an error stands for, as an ApiError: a failed schema is a 422 with its field
 * messages, and the domain errors of browser-safe code (blocks/, themes/, src/lib/), which
 * cannot import ApiError, are translated here; anything else is a server fault. Page services
 * use it to tell a refused form from a fault; the API adds the areas' own errors
 * (src/api/respond.ts toApiError).
 */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return ApiError.validation(fieldErrors(error));
  if (error instanceof BlockError) return new ApiError(BLOCK_ERROR_KINDS[error.code], error.message, { cause: error });
  if (error instanceof UnknownThemeError) return new ApiError('notFound', error.message, { cause: error });
  if (error instanceof InvalidThemeTokensError) {
    const fields: FieldErrors = {};
    for (const issue of error.issues) {
      const field = issue.token || 'theme';
      const list = fields[field] ?? [];
      list.push(issue.message);
      fields[field] = list;
    }
    return ApiError.validation(fields);
  }
  if (error instanceof InvalidColourError || error instanceof MissingUrlError || error instanceof UnofferedSideError)
    return new ApiError('validation', error.message, { cause: error });
  // An edit naming a block the page does not have is a 404; any other refused edit is invalid input.
  if (error instanceof PageDocumentError) return new ApiError(error.code === 'notFound' ? 'notFound' : 'validation', error.message, { cause: error });
  // A ThemeCycleError (a registry mistake) and anything unexpected are server faults.
  return new ApiError('server', undefined, { cause: error });
}
