import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import '../account.css';

interface DialogProps {
  open: boolean;
  title: string;
  /** Called for Esc, the close button and every other way out; the parent decides. */
  onClose: () => void;
  children: ReactNode;
  /** Read with the title when the dialog opens. */
  description?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal popup on the native <dialog>: showModal() makes the page behind it inert and
 * gives Esc; Tab is kept inside, and focus goes back where it was when it closes.
 */
export default function Dialog({ open, title, onClose, children, description }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // showModal focuses the first focusable element, which is the close button; start in the form instead.
      dialog.querySelector<HTMLElement>('[autofocus], input:not([type="hidden"]), textarea')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open]);

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
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

  return (
    <dialog
      ref={ref}
      className="pf-dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Esc: let React state close it, so state and the element never disagree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={keepFocusInside}
    >
      {open && (
        <div className="pf-dialog-body">
          <header className="pf-dialog-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="pf-icon-button" onClick={onClose} aria-label="Close">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </header>
          {description && <div id={descriptionId} className="pf-dialog-description">{description}</div>}
          {children}
        </div>
      )}
    </dialog>
  );
}
