import { z } from 'zod';
import { text } from './fields.ts';
import { isSafeUrl } from '../lib/url-sanitiser.ts';
import { messages } from '../lib/validation/messages.ts';

/** A search term that sends the shopper straight to a destination. */
export const SearchRedirect = z.object({
  searchTerm: text(100).min(1),
  /** An internal path ("/collection/hoodies/") or an external address. */
  destinationUrl: z.string().trim().max(2048).refine(isSafeUrl, { error: messages.url }),
});
export type SearchRedirect = z.infer<typeof SearchRedirect>;

/** Case-insensitive match of a search term against the store's redirects. */
export function findSearchRedirect(redirects: SearchRedirect[], term: string): SearchRedirect | undefined {
  const wanted = term.trim().toLowerCase();
  return wanted ? redirects.find((redirect) => redirect.searchTerm.trim().toLowerCase() === wanted) : undefined;
}
