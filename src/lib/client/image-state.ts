// A storefront picture's life after the HTML: its placeholder (dominant colour and tiny
// preview, drawn as its background by src/components/Picture.astro) is removed once it has
// loaded or failed; a failed one emits `failed` (a DOM event that bubbles, detail { src })
// and is replaced by a fallback of the same size: the theme's default image, or, when the
// theme has none, a plain box with the picture's alt text. Never a broken-image icon.
// The module loads after the pictures may already have settled, so it first looks at
// each one's state, then listens (in the capture phase: load and error do not bubble).

/** The DOM event a picture that could not be loaded emits. */
export const IMAGE_FAILED_EVENT = 'failed';
const PICTURE = 'img[data-image]';

function settle(image: HTMLImageElement): void {
  if (!image.hasAttribute('data-placeholder')) return;
  image.removeAttribute('data-placeholder');
  image.style.removeProperty('background');
}

function fail(image: HTMLImageElement): void {
  if (!image.isConnected) return;
  settle(image);
  image.dispatchEvent(new CustomEvent(IMAGE_FAILED_EVENT, { bubbles: true, detail: { src: image.currentSrc || image.src } }));
  const fallback = document.createElement('span');
  fallback.className = `image-fallback ${image.className}`.trim();
  // The picture's scoped styles (Astro marks them with data-astro-cid-* attributes) size the fallback too.
  for (const { name, value } of image.attributes) if (name.startsWith('data-astro-cid-')) fallback.setAttribute(name, value);
  fallback.setAttribute('role', 'img');
  fallback.setAttribute('aria-label', image.alt);
  // The theme's default image is the fallback's background (--image-default is `none` without one).
  const themed = getComputedStyle(image).getPropertyValue('--image-default').trim();
  if (!themed || themed === 'none') fallback.textContent = image.alt;
  const width = image.getAttribute('width');
  const height = image.getAttribute('height');
  if (width && height) fallback.style.aspectRatio = `${width} / ${height}`;
  image.replaceWith(fallback);
}

function check(image: HTMLImageElement): void {
  // complete: loaded or broken; a lazy picture not yet fetched is not complete.
  if (!image.complete || !image.getAttribute('src')) return;
  if (image.naturalWidth > 0) settle(image);
  else fail(image);
}

export function watchImages(doc: Document): void {
  const on = (type: 'load' | 'error') =>
    doc.addEventListener(
      type,
      (event) => {
        const image = event.target;
        if (image instanceof HTMLImageElement && image.matches(PICTURE)) (type === 'load' ? settle : fail)(image);
      },
      true,
    );
  on('load');
  on('error');
  for (const image of doc.querySelectorAll<HTMLImageElement>(PICTURE)) check(image);
}
