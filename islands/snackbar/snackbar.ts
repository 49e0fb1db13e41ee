import { createSnackbarQueue, type SnackbarItem, type SnackbarQueue } from '../../src/lib/snackbar/queue.ts';

// The snackbar drawn: one polite live region at the bottom of the page, created on first
// use, so pages that never show a message carry none of this. The queue's rules (at most 4,
// 3000 ms, 300 ms apart, duplicate codes dropped) are src/lib/snackbar/queue.ts. Plain DOM,
// no React: storefront scripts import it and it must stay a few hundred bytes.

const STYLE = `.pf-snackbar{position:fixed;left:50%;bottom:1.5rem;transform:translateX(-50%);z-index:1000;max-width:min(90vw,32rem);
display:flex;gap:1rem;align-items:center;padding:.75rem 1rem;border-radius:4px;background:#323232;color:#fff;box-shadow:0 3px 6px rgba(0,0,0,.3)}
.pf-snackbar[hidden]{display:none}.pf-snackbar[data-tone=error]{background:#b71c1c}.pf-snackbar[data-tone=success]{background:#1b5e20}
.pf-snackbar button{font:inherit;background:none;border:0;color:inherit;text-decoration:underline;cursor:pointer}`;

let queue: SnackbarQueue | undefined;

function create(document: Document): SnackbarQueue {
  const style = document.createElement('style');
  style.textContent = STYLE;
  const bar = document.createElement('div');
  bar.className = 'pf-snackbar';
  bar.setAttribute('role', 'status');
  bar.hidden = true;
  const text = document.createElement('span');
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Dismiss';
  bar.append(text, close);
  document.head.append(style);
  document.body.append(bar);
  const created = createSnackbarQueue(
    { setTimeout: (callback, ms) => window.setTimeout(callback, ms), clearTimeout: (handle) => window.clearTimeout(handle as number) },
    (item: SnackbarItem | null) => {
      bar.hidden = !item;
      text.textContent = item?.message ?? '';
      bar.dataset.tone = item?.tone ?? 'info';
    },
  );
  close.addEventListener('click', () => created.dismiss());
  return created;
}

/** Shows a message when its turn comes; false when the queue dropped it. */
export function showSnackbar(item: SnackbarItem, document: Document = window.document): boolean {
  queue ??= create(document);
  return queue.push(item);
}
