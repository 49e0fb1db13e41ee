// The dashboard's previews are iframes of the store's own pages (same origin), changed in
// place rather than reloaded: a <style> appended to the preview's head wins over the
// theme the page was drawn with, and menu HTML is swapped for the shell's own.

import { useEffect, type RefObject } from 'react';

/** The preview's document once it is there, or undefined while it loads. */
export function frameDocument(frame: HTMLIFrameElement | null): Document | undefined {
  const document = frame?.contentDocument;
  return document && document.readyState !== 'loading' && document.head ? document : undefined;
}

/** Puts `css` into the preview in a <style id>, replacing what that id held; '' removes it. */
export function injectStyle(frame: HTMLIFrameElement | null, id: string, css: string): void {
  const document = frameDocument(frame);
  if (!document) return;
  let style = document.getElementById(id);
  if (css === '') {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.id = id;
  }
  style.textContent = css;
  // Last in the head, so it follows the page's own theme style.
  document.head.append(style);
}

/** Keeps `css` injected into the preview: now, and again whenever the frame (re)loads. */
export function useFrameStyle(frame: RefObject<HTMLIFrameElement | null>, id: string, css: string): void {
  useEffect(() => {
    const element = frame.current;
    injectStyle(element, id, css);
    const reinject = () => injectStyle(element, id, css);
    element?.addEventListener('load', reinject);
    return () => element?.removeEventListener('load', reinject);
  }, [frame, id, css]);
}
