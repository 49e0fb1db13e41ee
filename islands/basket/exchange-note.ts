/** 'Discount applied due to improved exchange rates', shown 10 s after 500 ms. */
export const EXCHANGE_NOTE = 'Discount applied due to improved exchange rates';
export const EXCHANGE_NOTE_DELAY_MS = 500;
export const EXCHANGE_NOTE_SHOWN_MS = 10_000;

/**
 * Shows the note 500 ms after the basket appears in a currency other than the store's,
 * and hides it 10 s later. Returns a cancel for unmounting.
 */
export function scheduleExchangeNote(show: (visible: boolean) => void, clock: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis): () => void {
  let hide: ReturnType<typeof setTimeout> | undefined;
  const start = clock.setTimeout(() => {
    show(true);
    hide = clock.setTimeout(() => show(false), EXCHANGE_NOTE_SHOWN_MS);
  }, EXCHANGE_NOTE_DELAY_MS);
  return () => {
    clock.clearTimeout(start);
    if (hide !== undefined) clock.clearTimeout(hide);
  };
}
