import { parseEmbedCode } from '../../src/lib/validation/index.ts';
import { IFRAME_RATIOS, type IframeProps } from './schema.ts';

// Permission-policy features an embed code may ask for: playback and sensors, never
// camera, microphone, payment or geolocation.
const ALLOWED_FEATURES = new Set([
  'autoplay',
  'encrypted-media',
  'picture-in-picture',
  'clipboard-write',
  'accelerometer',
  'gyroscope',
  'web-share',
  'fullscreen',
]);

export interface Frame {
  src: string;
  title: string;
  /** Never allow-top-navigation: an embed cannot take the shopper away from the store. */
  sandbox: string;
  allow: string | undefined;
  /** CSS aspect-ratio, or undefined for a fixed height. */
  aspectRatio: string | undefined;
  /** Origin the page accepts add-to-cart messages from. */
  origin: string;
}

const positive = (value: string | undefined) => (value && /^\d{2,4}$/.test(value) ? Number(value) : undefined);

/** What the iframe block renders, or undefined when it has nothing safe to show. */
export function frameOf(p: IframeProps): Frame | undefined {
  const embed = p.embedCode ? parseEmbedCode(p.embedCode) : null;
  const src = embed?.src ?? p.url;
  if (!src) return undefined;
  // A page of the store itself framed with both scripts and same-origin could lift its
  // own sandbox, so same-origin is never granted to a store path.
  const ownPage = src.startsWith('/');
  const sandbox = [
    p.permissions.scripts && 'allow-scripts',
    p.permissions.sameOrigin && !ownPage && 'allow-same-origin',
    p.permissions.popups && 'allow-popups',
    p.permissions.forms && 'allow-forms',
  ]
    .filter(Boolean)
    .join(' ');
  const asked = (embed?.attributes.allow ?? '').split(';').map((feature) => feature.trim().split(/\s+/)[0] ?? '');
  const features = new Set(asked.filter((feature) => ALLOWED_FEATURES.has(feature) && feature !== 'fullscreen'));
  if (p.allowFullscreen) features.add('fullscreen');
  const width = positive(embed?.attributes.width);
  const height = positive(embed?.attributes.height);
  const aspectRatio =
    p.ratio === 'fixed'
      ? undefined
      : p.ratio === 'auto'
        ? width && height
          ? `${width} / ${height}`
          : `1 / ${IFRAME_RATIOS['16:9']}`
        : `1 / ${IFRAME_RATIOS[p.ratio]}`;
  return {
    src,
    title: p.title || embed?.attributes.title?.trim().slice(0, 120) || 'Embedded content',
    sandbox,
    allow: features.size > 0 ? [...features].join('; ') : undefined,
    aspectRatio,
    origin: ownPage ? 'self' : new URL(src).origin,
  };
}
