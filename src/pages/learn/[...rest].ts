import type { APIRoute } from 'astro';

/** Spec §2: anything under /learn/ redirects to the matching /blog/ path. */
export const ALL: APIRoute = ({ params, url, redirect }) => {
  const rest = params.rest ? `${params.rest.replace(/^\/+|\/+$/g, '')}/` : '';
  return redirect(`/blog/${rest}${url.search}`, 301);
};
