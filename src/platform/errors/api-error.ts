// One error type with a fixed set of kinds (STYLE habit 7), mapped here — and only
// here — to status codes and the error catalogue's texts.

export const ERROR_KINDS = {
  badRequest: { status: 400, message: 'Api error' },
  unauthenticated: { status: 401, message: 'Unauthenticated.' },
  proRequired: { status: 402, message: 'Pro upgrade required' },
  permissionDenied: { status: 403, message: 'Permission denied' },
  otherStore: { status: 403, message: "Oops... Looks like you're trying to access a page from another store" },
  csrfMismatch: { status: 403, message: 'Your session has expired. Please refresh the page and try again.' },
  notFound: { status: 404, message: 'Not found' },
  methodNotAllowed: { status: 405, message: 'Method not allowed' },
  conflict: { status: 409, message: 'Conflict' },
  payloadTooLarge: { status: 413, message: 'Payload too large' },
  passwordConfirmationRequired: { status: 423, message: 'Please confirm your password to continue.' },
  validation: { status: 422, message: 'The given data was invalid.' },
  tooManyRequests: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  server: { status: 500, message: 'Server error' },
  upstream: { status: 502, message: 'Oops... looks like something went wrong. Please try again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorKind = keyof typeof ERROR_KINDS;
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly kind: ErrorKind;
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;
  /** Extra response headers, e.g. Retry-After for 429. */
  readonly headers: Record<string, string>;

  constructor(kind: ErrorKind, message?: string, options: { fieldErrors?: FieldErrors; headers?: Record<string, string>; cause?: unknown } = {}) {
    super(message ?? ERROR_KINDS[kind].message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = ERROR_KINDS[kind].status;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers ?? {};
  }

  /** A 422 whose message is the first field message, as the spec's snackbar shows it. */
  static validation(fieldErrors: FieldErrors): ApiError {
    const first = Object.values(fieldErrors).find((messages) => messages.length > 0)?.[0];
    return new ApiError('validation', first ?? ERROR_KINDS.validation.message, { fieldErrors });
  }
}

/** Page-load texts, shown on error pages rather than in JSON. */
export const PAGE_LOAD_MESSAGES = {
  404: 'We were unable to find this page',
  403: "Oops... Looks like you're trying to access a page from another store",
  other: 'Oops... Looks like something went wrong loading this page',
} as const;
