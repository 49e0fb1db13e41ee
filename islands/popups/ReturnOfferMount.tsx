import { createRoot, type Root } from 'react-dom/client';
import ReturnOfferPopup from './ReturnOfferPopup.tsx';
import popupStyles from './popups.css?inline';
import returnOfferStyles from './ReturnOfferPopup.css?inline';

// The return-offer popup drawn on demand: the remillReturn block's few lines of script
// import this module on the first press only, so a page showing the offer costs no React,
// and no popup CSS, until someone asks for a label. The styles come as text (?inline) and
// are added here: imported as stylesheets, Astro would inline them into every store page.

let root: Root | undefined;
let opened = 0;

function addStyles(): void {
  if (document.querySelector('style[data-return-offer-styles]')) return;
  const style = document.createElement('style');
  style.dataset.returnOfferStyles = '';
  style.textContent = `${popupStyles}\n${returnOfferStyles}`;
  document.head.append(style);
}

function render(open: boolean): void {
  // A new key each time it opens: the form starts empty, not in the last thanks state.
  root!.render(<ReturnOfferPopup key={opened} open={open} onClose={() => render(false)} />);
}

/** Opens the popup (mounting React the first time). Focus goes back to the opener when it closes. */
export function openReturnOffer(): void {
  if (!root) {
    addStyles();
    const host = document.createElement('div');
    host.dataset.returnOfferRoot = '';
    document.body.append(host);
    root = createRoot(host);
  }
  opened++;
  render(true);
}
