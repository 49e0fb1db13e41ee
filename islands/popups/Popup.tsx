import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './popups.css';

export interface PopupProps {
  open: boolean;
  title: string;
  /** Esc, the close button and every other way out call this; the parent decides. Without it the popup cannot be dismissed (loading). */
  onClose?: (() => void) | undefined;
  children: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Read with the title when the popup opens. */
  description?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Every popup of spec §2 on the native <dialog>: showModal() makes the page behind it inert,
 * Esc closes, Tab stays inside, and focus returns to the opener when it closes.
 */
export default function Popup({ open, title, onClose, children, size = 'small', description }: PopupProps) {
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
      dialog.querySelector<HTMLElement>('[autofocus], input:not([type="hidden"]):not([type="file"])')?.focus();
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
      className={`pf-popup ${size}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Esc: React state closes it, so state and element never disagree.
        event.preventDefault();
        onClose?.();
      }}
      onKeyDown={keepFocusInside}
    >
      {open && (
        <div className="pf-popup-body">
          <header className="pf-popup-header">
            <h2 id={titleId}>{title}</h2>
            {onClose && (
              <button type="button" className="pf-popup-close" onClick={onClose} aria-label="Close">
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            )}
          </header>
          {description && <div id={descriptionId}>{description}</div>}
          {children}
        </div>
      )}
    </dialog>
  );
}
