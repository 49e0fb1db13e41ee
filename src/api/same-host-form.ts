/**
 * True when a browser says a form post came from a page of this same host. Browsers send
 * Sec-Fetch-Site (its verdict counts when present: "same-site" is another store on the
 * platform, so only "same-origin" passes) and Origin on every POST; a request with
 * neither, or `Origin: null`, is refused. Host alone is compared, not the scheme, so a
 * TLS-terminating proxy in front does not matter.
 */
export function isSameHostForm(headers: Headers, host: string): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}
