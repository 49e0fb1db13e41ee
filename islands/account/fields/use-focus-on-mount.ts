import { useEffect, useRef } from 'react';

/**
 * A ref that takes focus once, when its element first appears: for headings of a panel
 * that replaced the button someone just pressed, so focus is not lost to the page.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
