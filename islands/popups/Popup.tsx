import { useEffect, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from './use-modal-dialog.ts';
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

/**
 * Every popup on the native <dialog>: showModal() makes the page behind it inert,
 * Esc closes, Tab stays inside, and focus returns to the opener when it closes. The dialog is
 * drawn at the end of <body>, never inside the field that opens it: a popup holding a form
 * (the custom link) opened from a field inside the owner's own form would otherwise nest one
 * form in another, and the browser then submits the outer page natively.
 */
export default function Popup({ open, title, onClose, children, size = 'small', description }: PopupProps) {
  // document.body exists only once mounted in the browser; until then there is nothing to show,
  // and a popup open from the start opens once its <dialog> exists.
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.body), []);
  const modal = useModalDialog(open && host !== null, onClose);
  const titleId = useId();
  const descriptionId = useId();
  if (!host) return null;

  return createPortal(
    <dialog {...modal} className={`pf-popup ${size}`} aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined}>
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
    </dialog>,
    host,
  );
}
