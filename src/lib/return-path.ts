/**
 * A path on the same store to send someone back to. Absolute URLs, protocol-relative
 * "//host", "/\host" and script URLs are refused (open redirects), giving "/".
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback;
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return fallback;
  // Browsers drop tabs and newlines inside URLs, so "/\t/evil.com" would become "//evil.com".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this check refuses
  if (/[\u0000-\u001f\u007f\\]/.test(trimmed)) return fallback;
  try {
    const url = new URL(trimmed, 'http://same.invalid');
    return url.host === 'same.invalid' ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}
