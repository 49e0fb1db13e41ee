// Where nginx finds a kept page in the file tier (page-files.ts), from what it knows of the
// request: `$host` (lower case, no port) and `$uri` (the path). The nginx side is the
// try_files line in deploy/nginx/cluster.conf.template; the two must agree.

/** A host name nginx can have in `$host`: letters, digits, dots and hyphens, no empty label. */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * A path segment kept as a file name as it is: no percent-escapes (nginx decodes `$uri`, so
 * the names would differ), no leading dot (no `..`, and the tier's own temporary files
 * start with one), nothing a file system treats specially.
 */
const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,199}$/;

/** The Host header as nginx's `$host` has it, or undefined when no file may be named after it. */
export function fileHost(hostHeader: string): string | undefined {
  const host = hostHeader.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return HOST_NAME.test(host) && host.length <= 253 ? host : undefined;
}

/**
 * The file a page's path is kept in, under its host's folder: `/` and `/a/b/` are
 * `index.html` in their folder, `/about` is `about.page.html`. nginx tries `${uri}index.html`
 * then `$uri.page.html`, and neither can name another page's file: the first has no slash
 * before `index.html` unless the path ends in one, the second starts its last segment with
 * a dot when it does. Undefined for a path nginx would not map back to the same name
 * (escapes, dot segments, empty segments).
 */
export function pageFileName(pathname: string): string | undefined {
  if (!pathname.startsWith('/')) return undefined;
  const segments = pathname.slice(1).split('/');
  const last = segments.pop()!;
  if (!segments.every((segment) => SEGMENT.test(segment))) return undefined;
  if (last === '') return `${pathname}index.html`;
  return SEGMENT.test(last) ? `${pathname}.page.html` : undefined;
}
