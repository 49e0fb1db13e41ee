// Card numbers, security codes and Stripe client secrets are never stored and never logged.
// A provider's error can quote what it was sent (a request body, an intent with its client
// secret), so what the payment code logs of an error is its name and its message with those
// taken out: never the error object, whose fields a logger would print in full.

/** 13 to 19 digits, maybe in groups split by spaces or dashes: a card number's shape. */
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;
/** An intent's or setup's client secret (pi_…_secret_…, seti_…_secret_…). */
const CLIENT_SECRET = /\b[a-z]+_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g;
/** A security code with its name before it (cvc=123, "cvc":"123", card[cvc]: 1234). */
const SECURITY_CODE = /(cvc|cvv|csc|security[ _-]?code)(\W{0,4})\d{3,4}\b/gi;

/** `text` with anything shaped like a card number, a client secret or a named security code replaced. */
export function redactPaymentSecrets(text: string): string {
  return text.replace(CLIENT_SECRET, '[client secret]').replace(CARD_NUMBER, '[card number]').replace(SECURITY_CODE, '$1$2[security code]');
}

/** What may be logged of an error thrown while charging a card. */
export function loggableError(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: redactPaymentSecrets(error.message) };
  return { name: typeof error, message: redactPaymentSecrets(String(error)) };
}
