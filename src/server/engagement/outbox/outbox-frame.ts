// A message's HTML is shown at /teemail/{id} inside <iframe sandbox srcdoc>: no script
// runs, nothing it contains can reach the page around it.

/** What the frame may do: open links (in a new tab, or the whole window on a click), nothing else. */
export const OUTBOX_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

const BASE = '<base target="_top">';

/** The document for srcdoc: links leave the frame, as they leave a mail client. */
export function outboxFrameDocument(html: string): string {
  return /<head(\s[^>]*)?>/i.test(html) ? html.replace(/<head(\s[^>]*)?>/i, (head) => head + BASE) : BASE + html;
}

const SENT_AT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** "12 Mar 2026, 14:05 UTC". */
export function formatSentAt(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : `${SENT_AT.format(time)} UTC`;
}
