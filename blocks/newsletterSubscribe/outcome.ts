// What the newsletter form says after a subscribe request (the subscriber offer's texts).
// No zod here: the browser script imports this file too.

/**
 * The mailing-list subscription: the JSON call the enhanced form makes (newsletter.subscribe in
 * src/schemas/api.ts). Its path is written here: the form's script, on a store page's first load, carries no table.
 */
export const SUBSCRIBE_API_PATH = '/omnis/v3/frontend/mailing-list/subscribe/';

export const NEWSLETTER_MESSAGES = {
  success: "We've sent you an email to verify your subscription",
  failure: 'Oops... Something went wrong, please try again later',
} as const;

export interface SubscribeOutcome {
  ok: boolean;
  message: string;
}

/** The API's error shape (src/api/respond.ts): { message, code, errors? }. */
interface ErrorBody {
  message?: unknown;
  errors?: Record<string, unknown>;
}

function firstFieldMessage(errors: ErrorBody['errors']): string | undefined {
  for (const messages of Object.values(errors ?? {})) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
  }
  return undefined;
}

/**
 * 2xx is success; 422 shows its validation message (the first field's, else the
 * response's); anything else, including no response at all, is the generic failure.
 */
export function subscribeOutcome(status: number, body: unknown): SubscribeOutcome {
  if (status >= 200 && status < 300) return { ok: true, message: NEWSLETTER_MESSAGES.success };
  if (status === 422 && body && typeof body === 'object') {
    const error = body as ErrorBody;
    const message = firstFieldMessage(error.errors) ?? (typeof error.message === 'string' ? error.message : undefined);
    if (message) return { ok: false, message };
  }
  return { ok: false, message: NEWSLETTER_MESSAGES.failure };
}
