// Dates are shown DD/MM/YY hh:mm a. Stores are UK businesses, so the wall clock
// is London's (GMT or BST) unless a caller names another zone.

export const DISPLAY_TIME_ZONE = 'Europe/London';

/** "2026-11-25T19:05:00Z" → "25/11/26 07:05 pm". */
export function formatDisplayDate(iso: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const hour = String(Number(parts.hour) % 12 || 12).padStart(2, '0');
  return `${parts.day}/${parts.month}/${parts.year} ${hour}:${parts.minute} ${String(parts.dayPeriod).toLowerCase()}`;
}

/** "25/11/26" for invoice dates. */
export function formatDisplayDay(iso: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  return formatDisplayDate(iso, timeZone).slice(0, 8);
}

/** "8 December 2026", for dates an owner reads in a sentence (a plan's renewal); "—" for none. */
export function formatLongDay(iso: string | null, timeZone: string = DISPLAY_TIME_ZONE): string {
  return iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }) : '—';
}
