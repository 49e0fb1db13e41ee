import { createRoot, type Root } from 'react-dom/client';
import ReturnOfferPopup from './ReturnOfferPopup.tsx';

// The return-offer popup drawn on demand: the remillReturn block's few lines of script
// import this module on the first click only, so a page showing the offer costs no React
// until someone asks for a label.

let root: Root | undefined;
let opened = 0;

function render(open: boolean): void {
  // A new key each time it opens: the form starts empty, not in the last thanks state.
  root!.render(<ReturnOfferPopup key={opened} open={open} onClose={() => render(false)} />);
}

/** Opens the popup (mounting React the first time). Focus goes back to the opener when it closes. */
export function openReturnOffer(): void {
  if (!root) {
    const host = document.createElement('div');
    host.dataset.returnOfferRoot = '';
    document.body.append(host);
    root = createRoot(host);
  }
  opened++;
  render(true);
}
