// Dates on blog posts read as a person writes them ("4 March 2025"), the same on every
// server whatever its time zone, so a cached page never disagrees with a fresh one.

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "4 March 2025" for an ISO-8601 time; empty for none. */
export function formatPostDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : LONG_DATE.format(date);
}
