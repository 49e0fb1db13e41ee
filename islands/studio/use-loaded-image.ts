import { useEffect, useState } from 'react';

/** An image element once loaded (undefined while loading or when it fails). */
export function useLoadedImage(src: string | undefined): HTMLImageElement | undefined {
  const [image, setImage] = useState<HTMLImageElement | undefined>(undefined);
  useEffect(() => {
    if (!src) return undefined;
    let live = true;
    const element = new window.Image();
    element.onload = () => live && setImage(element);
    element.onerror = () => live && setImage(undefined);
    element.src = src;
    return () => {
      live = false;
    };
  }, [src]);
  return image;
}
