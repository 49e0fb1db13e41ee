// A 429 carries Retry-After (seconds, or an HTTP date); people read it as "try again in…".

/** Seconds to wait from a Retry-After value, or null when it says nothing usable. */
export function parseRetryAfter(header: string | null | undefined, nowMs = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** "30 seconds", "1 minute", "5 minutes", "2 hours": rounded up, never "0". */
export function waitText(seconds: number): string {
  const plural = (count: number, unit: string): string => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/** The API's own message, followed by when to try again if the server said and the message does not. */
export function rateLimitMessage(message: string, retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null || /\bin \d+ (second|minute|hour)s?\b/i.test(message)) return message;
  return `${message} You can try again in ${waitText(retryAfterSeconds)}.`;
}
