import { BANNER_IMAGE_SIZE, MENU_IMAGE_WIDTH } from '../../../lib/images.ts';
import { TILE_RATIOS, type TileRatio } from '../../../schemas/menu.ts';
import { artworkRoles, fittedText, type ArtworkPalette, type ArtworkRoles } from './artwork/artwork-kit.ts';
import { lighten } from '../../../platform/storage/colour-math.ts';
import { renderGarment, type GarmentMockup } from './garments.ts';
import { confetti } from './scenes/confetti.ts';
import { foldedShirts } from './scenes/folded-shirts.ts';
import { hills } from './scenes/hills.ts';
import { sceneDocument, type SceneDrawing } from './scenes/scene-kit.ts';
import { sunrise } from './scenes/sunrise.ts';
import { seededRandom } from './seeded-random.ts';
import { nestSvg } from './svg-nesting.ts';
import { outlinePath } from '../text-outline/index.ts';

const SCENES = { hills, sunrise, 'folded-shirts': foldedShirts, confetti } satisfies Record<string, SceneDrawing>;

export type SceneStyle = keyof typeof SCENES;
export const SCENE_STYLES = Object.keys(SCENES) as SceneStyle[];

const TITLE_TYPEFACE = { family: 'Montserrat', weight: 800 } as const;

function title(text: string | undefined, roles: ArtworkRoles, width: number, height: number, align: 'start' | 'middle'): string {
  if (!text) return '';
  const capHeight = Math.round(height * (align === 'start' ? 0.11 : 0.1));
  const x = align === 'start' ? Math.round(width * 0.07) : width / 2;
  const y = Math.round(align === 'start' ? height * 0.42 : height * 0.82);
  const maxWidth = width * (align === 'start' ? 0.5 : 0.86);
  const words = fittedText(text, {
    typeface: TITLE_TYPEFACE,
    capHeight,
    x,
    align: align === 'start' ? 'left' : 'center',
    centreY: y,
    maxWidth,
    tracking: 0.02,
  });
  // A drop shadow of the same outlines: legible on every scene without a blur.
  const shadow = `<g transform="translate(${(capHeight * 0.06).toFixed(1)} ${(capHeight * 0.08).toFixed(1)})" opacity="0.28">${outlinePath(words, '#000000')}</g>`;
  return shadow + outlinePath(words, roles.paper);
}

export interface BannerOptions {
  style: SceneStyle;
  palette: ArtworkPalette;
  /** Lettered onto the picture; usually left out because the banner block sets its own title. */
  title?: string | undefined;
  /** 1920 × 768 unless told otherwise. */
  width?: number | undefined;
  height?: number | undefined;
  /** Varies the random parts of the scene; defaults to the style and title. */
  seed?: string | undefined;
}

/** An abstract lifestyle picture for a banner block, as an SVG document ready for storeImage. */
export function renderBanner({ style, palette, title: text, width = BANNER_IMAGE_SIZE.width, height = BANNER_IMAGE_SIZE.height, seed }: BannerOptions): Buffer {
  const roles = artworkRoles(palette);
  const random = seededRandom(seed ?? `${style}:${text ?? ''}:${palette.join(',')}`);
  const body = SCENES[style]({ width, height, roles, random });
  return Buffer.from(sceneDocument(width, height, body + title(text, roles, width, height, 'start')));
}

export interface TileOptions {
  palette: ArtworkPalette;
  /** The tile ratio; square by default. */
  ratio?: TileRatio | undefined;
  /** Menu tiles are 600 px wide; collection banners may be wider. */
  width?: number | undefined;
  /** A scene as the whole picture … */
  scene?: SceneStyle | undefined;
  /** … or a garment standing on a bright backdrop. */
  garment?: Omit<GarmentMockup, 'width' | 'backdrop'> | undefined;
  title?: string | undefined;
  seed?: string | undefined;
}

/** A menu image tile or collection picture, as an SVG document ready for storeImage. */
export async function renderTile({ palette, ratio = 'square', width = MENU_IMAGE_WIDTH, scene, garment, title: text, seed }: TileOptions): Promise<Buffer> {
  const height = Math.round(width * TILE_RATIOS[ratio]);
  const roles = artworkRoles(palette);
  const random = seededRandom(seed ?? `${scene ?? garment?.garment ?? 'tile'}:${text ?? ''}:${palette.join(',')}`);
  let body: string;
  if (garment) {
    const size = Math.min(width, height) * (text ? 0.8 : 0.94);
    const mockup = await renderGarment({ ...garment, backdrop: false });
    body = `<rect width="${width}" height="${height}" fill="${lighten(roles.primary, 0.55)}"/>
    <circle cx="${width * 0.5}" cy="${height * 0.46}" r="${Math.min(width, height) * 0.4}" fill="${lighten(roles.secondary, 0.35)}"/>
    ${nestSvg(mockup.toString(), { x: (width - size) / 2, y: text ? height * 0.02 : (height - size) / 2, width: size, height: size })}`;
  } else {
    body = SCENES[scene ?? 'hills']({ width, height, roles, random });
  }
  return Buffer.from(sceneDocument(width, height, body + title(text, roles, width, height, 'middle')));
}
