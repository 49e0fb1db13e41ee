import type { APIRoute } from 'astro';

/** Anything under /learn/ redirects to the matching /blog/ path. */
export const ALL: APIRoute = ({ params, url, redirect }) => {
  // The parameter arrives decoded: encoded again, so the Location header stays ASCII.
  const trimmed = params.rest?.replace(/^\/+|\/+$/g, '') ?? '';
  const rest = trimmed ? `${trimmed.split('/').map(encodeURIComponent).join('/')}/` : '';
  return redirect(`/blog/${rest}${url.search}`, 301);
};
