import { shareLink, type ShareNetwork } from './share-links.ts';

// Rebuilds the share links from the address the visitor is on (without query or hash,
// which carry tracking and state, not the page) and adds "copy link".

/** A notice stays 3000 ms by default. */
const NOTICE_MS = 3000;

function enhance(root: HTMLElement): void {
  if ('enhanced' in root.dataset) return;
  root.dataset.enhanced = '';
  const url = root.dataset.shareUrl || location.origin + location.pathname;
  const page = { url, text: root.dataset.shareText || document.title, image: root.dataset.shareImage };
  root.querySelectorAll<HTMLAnchorElement>('a[data-share-network]').forEach((link) => {
    link.href = shareLink(link.dataset.shareNetwork as ShareNetwork, page);
  });

  const copy = root.querySelector<HTMLButtonElement>('[data-share-copy]');
  const status = root.querySelector<HTMLElement>('[data-share-status]');
  if (!copy || !status || !navigator.clipboard) return;
  let clear: ReturnType<typeof setTimeout> | undefined;
  copy.hidden = false;
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = 'Link copied';
    } catch (error) {
      console.warn('[share] copy failed', error);
      status.textContent = 'Could not copy the link';
    }
    clearTimeout(clear);
    clear = setTimeout(() => (status.textContent = ''), NOTICE_MS);
  });
}

/** Enhances every share bar under `scope` once. */
export function enhanceShareBars(scope: ParentNode): void {
  scope.querySelectorAll<HTMLElement>('[data-share]').forEach(enhance);
}
