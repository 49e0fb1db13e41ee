import { RETURN_OFFER_MESSAGES } from '../../src/lib/remill-calls.ts';

// The remillReturn block's only script: until an offer button is pressed the page loads
// nothing else. The first press imports the popup (React and all, a chunk of its own) and
// opens it; later presses reuse it.

async function open(button: HTMLButtonElement): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  try {
    const { openReturnOffer } = await import('../../islands/popups/ReturnOfferMount.tsx');
    openReturnOffer();
  } catch (error) {
    console.warn('[return offer] the popup could not load', error);
    const status = button.parentElement?.querySelector<HTMLElement>('[data-return-offer-status]');
    if (status) status.textContent = RETURN_OFFER_MESSAGES.failure;
  } finally {
    button.removeAttribute('aria-busy');
  }
}

/** Arms every offer button under `scope` once; `data-ready` tells tests the script ran. */
export function armReturnOfferButtons(scope: ParentNode): void {
  scope.querySelectorAll<HTMLButtonElement>('button[data-return-offer-open]').forEach((button) => {
    if ('ready' in button.dataset) return;
    button.dataset.ready = '';
    button.addEventListener('click', () => void open(button));
  });
}
