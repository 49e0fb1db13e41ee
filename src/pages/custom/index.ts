import type { APIRoute } from 'astro';

/** /custom/ redirects to the t-shirt studio. */
export const ALL: APIRoute = ({ redirect }) => redirect('/design-your-own-t-shirt/', 301);
