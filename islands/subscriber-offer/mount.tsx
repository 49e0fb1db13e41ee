import { createRoot, type Root } from 'react-dom/client';
import SubscriberOfferPopup from './SubscriberOfferPopup.tsx';
import popupStyles from '../popups/popups.css?inline';
import offerStyles from './SubscriberOfferPopup.css?inline';

// The popup drawn when the offer opens (after 30 s, ./arm.ts). Styles come as text (?inline)
// and are added here: imported as stylesheets, Astro would inline them into every store page.

let root: Root | undefined;

function addStyles(): void {
  if (document.querySelector('style[data-subscriber-offer-styles]')) return;
  const style = document.createElement('style');
  style.dataset.subscriberOfferStyles = '';
  style.textContent = `${popupStyles}\n${offerStyles}`;
  document.head.append(style);
}

function render(open: boolean): void {
  root!.render(<SubscriberOfferPopup open={open} onClose={() => render(false)} />);
}

export function openSubscriberOffer(): void {
  if (!root) {
    addStyles();
    const host = document.createElement('div');
    host.dataset.subscriberOfferRoot = '';
    document.body.append(host);
    root = createRoot(host);
  }
  render(true);
}
