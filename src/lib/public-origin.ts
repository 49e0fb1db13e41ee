// Used for every link e-mailed to a visitor: newsletter confirmations, verification and password-reset links.
/**
 * The origin a visitor used, for links e-mailed back to them. The host is the one the
 * middleware resolved to this store; the scheme is https when the request came over TLS,
 * even if a proxy in front spoke plain HTTP to us.
 */
export function publicOrigin(url: URL, secure: boolean | undefined): string {
  return `${secure ? 'https:' : url.protocol}//${url.host}`;
}
