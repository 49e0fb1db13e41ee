// How a store page's url becomes a route.

/** Lower-case, one leading and one trailing slash, no doubled slashes, no unsafe characters. */
export function normalisePageUrl(url: string): string {
  const cleaned = url
    .trim()
    .toLowerCase()
    .replace(/[?#].*$/, '')
    .replace(/\\/g, '/')
    .replace(/[^a-z0-9/_\-.~]/g, '-')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '');
  return cleaned === '' ? '/' : `/${cleaned}/`;
}

/** A page saved without a url gets a generated path. */
export function generatedPageUrl(uuid: string): string {
  return `/page-${uuid.replace(/-/g, '').slice(0, 12).toLowerCase()}/`;
}

/** The page's route path: its url, or a generated one if missing. */
export function pagePath(page: { url: string | null | undefined; uuid: string }): string {
  return page.url && page.url.trim() !== '' ? normalisePageUrl(page.url) : generatedPageUrl(page.uuid);
}

/**
 * "home" for "/", otherwise the url with outer slashes removed and the first inner
 * slash turned into a dot: "/about/" → "about", "/help/sizing/" → "help.sizing".
 */
export function routeNameFor(url: string): string {
  const trimmed = normalisePageUrl(url).replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'home' : trimmed.replace('/', '.');
}
