// The confirm popup: a modal question with a confirming and a cancelling
// button, resolved true only when the person confirms. Plain DOM on a native <dialog>, so
// any island (or none) can ask without mounting React; Escape and Cancel both answer false.
// Drawn with the other popups' styles (popups.css); a modal overlay of the page's registry,
// so Escape reaches it only while it is on top.
import { overlays } from '../../src/lib/client/overlays.ts';
import './popups.css';

let asked = 0;

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  /** Draw the confirming button as a destructive action. */
  danger?: boolean;
}

export function confirm(options: ConfirmOptions): Promise<boolean> {
  const dialog = document.createElement('dialog');
  dialog.className = 'pf-popup pf-confirm';
  dialog.setAttribute('aria-labelledby', 'pf-confirm-title');
  const title = Object.assign(document.createElement('h2'), { id: 'pf-confirm-title', textContent: options.title });
  const message = Object.assign(document.createElement('p'), { textContent: options.message });
  const cancel = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: options.cancelText,
    className: 'pf-button secondary pf-confirm-cancel',
  });
  const ok = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: options.confirmText,
    className: options.danger ? 'pf-button pf-confirm-ok danger' : 'pf-button pf-confirm-ok',
  });
  const actions = document.createElement('div');
  actions.className = 'pf-popup-actions pf-confirm-actions';
  actions.append(cancel, ok);
  const body = document.createElement('div');
  body.className = 'pf-popup-body';
  body.append(title, message, actions);
  dialog.append(body);
  document.body.append(dialog);
  return new Promise((resolve) => {
    let answer = false;
    ok.addEventListener('click', () => {
      answer = true;
      dialog.close();
    });
    cancel.addEventListener('click', () => dialog.close());
    const id = `confirm:${++asked}`;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.addEventListener(
      'close',
      () => {
        overlays().closed(id);
        dialog.remove();
        opener?.focus();
        resolve(answer);
      },
      { once: true },
    );
    // In the registry before showModal(): an open drawer is adopted first, so the popup does not close it.
    overlays().open(id, { modal: true, onClose: () => dialog.close() });
    dialog.showModal();
    cancel.focus();
  });
}
