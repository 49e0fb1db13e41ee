import { ApiError, type FieldErrors } from '../../../../platform/errors/api-error.ts';

// The page errors and page save texts, exact, as the page calls answer them.

export const PAGE_MESSAGES = {
  notFound: 'Page not found',
  insufficientPermissions: 'Insufficient permissions to access this page',
  proRequired: 'Pro required to save this page',
  failedValidation: 'Page failed validation',
  notAttached: 'Page not attached to a store',
  homepageUndeletable: 'The homepage cannot be deleted',
  urlTaken: 'Another page already uses this url',
  versionNotFound: 'Version not found',
} as const;

export const pageErrors = {
  notFound: () => new ApiError('notFound', PAGE_MESSAGES.notFound),
  proRequired: () => new ApiError('proRequired', PAGE_MESSAGES.proRequired),
  /** A 422 whose body lists every failing field. */
  failedValidation: (fieldErrors: FieldErrors) => new ApiError('validation', PAGE_MESSAGES.failedValidation, { fieldErrors }),
  notAttached: () => new ApiError('validation', PAGE_MESSAGES.notAttached, { fieldErrors: { divisionId: [PAGE_MESSAGES.notAttached] } }),
  homepageUndeletable: () => new ApiError('validation', PAGE_MESSAGES.homepageUndeletable, { fieldErrors: { url: [PAGE_MESSAGES.homepageUndeletable] } }),
  urlTaken: () => new ApiError('validation', PAGE_MESSAGES.failedValidation, { fieldErrors: { url: [PAGE_MESSAGES.urlTaken] } }),
  versionNotFound: () => new ApiError('notFound', PAGE_MESSAGES.versionNotFound),
};

/** The page calls' options for ownerEndpoint: a member without 'dashboard.pages' is told in the spec's words. */
export const PAGE_CALL_OPTIONS = { deniedMessage: PAGE_MESSAGES.insufficientPermissions } as const;
