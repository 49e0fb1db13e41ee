import { useEffect, useId, useRef } from 'react';
import { overlays } from '../../src/lib/client/overlays.ts';

export interface UseOverlayOptions {
  /** How the registry closes it (Escape on top, close all, a page change); without it Escape closes nothing. */
  onClose?: (() => void) | undefined;
  /** A popup: locks the page behind; a dropdown menu is not modal. */
  modal?: boolean;
}

/**
 * Puts an island's popup or menu in the page's overlay registry while `open` is true: it
 * takes the top of the stack when it opens, Escape closes it only while it is on top, and a
 * page change closes it. Its own ways out (a button, its parent) just turn `open` false.
 */
export function useOverlay(open: boolean, { onClose, modal = false }: UseOverlayOptions): void {
  const id = useId();
  const close = useRef(onClose);
  close.current = onClose;
  const dismissible = onClose !== undefined;

  useEffect(() => {
    if (!open) return;
    overlays().open(id, { modal, dismissible, onClose: () => close.current?.() });
    return () => overlays().closed(id);
  }, [open, id, modal, dismissible]);
}
