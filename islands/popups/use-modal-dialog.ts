import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useOverlay } from './use-overlay.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Where focus starts: showModal() would pick the first focusable element, the close button; start in the form instead. */
const FIRST_FIELD = '[autofocus], input:not([type="hidden"]):not([type="file"]), textarea';

/**
 * The modal behaviour every popup shares, on the native <dialog>: showModal() when `open`
 * turns true (the page behind becomes inert), focus in the first field, Tab kept inside,
 * and focus back to the opener when it closes. It is a modal overlay of the page's registry:
 * Esc closes it only while it is the top overlay, through `onClose`, so React state closes
 * the element and the two never disagree; without `onClose`, Esc does nothing (a loading
 * popup). Spread the result on the <dialog>.
 */
export function useModalDialog(open: boolean, onClose?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useOverlay(open, { onClose, modal: true });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // React's autoFocus runs before the dialog is shown (and sets no attribute): data-autofocus names the control to start on.
      (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FIRST_FIELD))?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    onClose?.();
  }

  return { ref, onKeyDown, onCancel };
}
