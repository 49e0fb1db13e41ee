// RFC 9112 §3.2: a request whose Host is not a valid host[:port] gets 400 Bad Request. Such
// a header (user info as in `u:p@shop.example`, spaces, a path) names no store, and a web
// Request cannot even be built from it, so it is refused before any store is looked up.

/** A registered name (letters, digits and RFC 3986's unreserved, sub-delims and %-escapes), or an IP literal in brackets; an optional port. */
const VALID_HOST = /^(?:[a-z0-9\-._~!$&'()*+,;=%]+|\[[0-9a-f:.]+\])(?::\d{0,5})?$/i;

export function isValidHost(host: string | undefined): boolean {
  return host !== undefined && host.length <= 255 && VALID_HOST.test(host);
}
