import { z } from 'zod';
import { cssColour, safeUrl, text } from './fields.ts';

/** Image tile ratios (height ÷ width). */
export const TILE_RATIOS = { wide: 0.36, short: 0.49, '4:3': 0.75, square: 1.026, tall: 1.5 } as const;
export const TileRatio = z.enum(Object.keys(TILE_RATIOS) as [keyof typeof TILE_RATIOS, ...(keyof typeof TILE_RATIOS)[]]);
export type TileRatio = z.infer<typeof TileRatio>;

/** A main-menu image tile: a promotional picture inside a submenu. */
export const ImageTile = z.object({
  src: z.string().min(1),
  title: text(80).default(''),
  description: text(200).default(''),
  link: safeUrl(),
  overlay: cssColour().optional(),
  borderRadius: z.enum(['sharp', 'smooth', 'rounded', 'circle']).default('smooth'),
  ratio: TileRatio.default('square'),
  text: z
    .object({
      alignment: z.enum(['left', 'center', 'right']).default('center'),
      color: cssColour().default('#ffffff'),
      shadow: z.enum(['none', 'light', 'medium', 'heavy']).default('medium'),
    })
    .default({ alignment: 'center', color: '#ffffff', shadow: 'medium' }),
  button: z
    .object({
      text: text(40),
      textColor: cssColour().optional(),
      backgroundColor: cssColour().optional(),
      borderColor: cssColour().optional(),
      borderRadius: z
        .string()
        .regex(/^\d+(\.\d+)?(px|rem|em|%)$/)
        .optional(),
      width: z.enum(['auto', 'full']).default('auto'),
    })
    .optional(),
});
export type ImageTile = z.infer<typeof ImageTile>;

export const MenuItem = z.object({
  text: text(60).min(1),
  link: safeUrl(),
  color: cssColour().optional(),
  backgroundColor: cssColour().optional(),
});
export type MenuItem = z.infer<typeof MenuItem>;

/** A column of a submenu: a titled list of links, optionally with an image tile. */
export const MenuSegment = z.object({
  title: text(60).default(''),
  link: safeUrl(),
  mode: z.enum(['list', 'image']).default('list'),
  image: ImageTile.optional(),
  items: z.array(MenuItem).max(40).default([]),
});
export type MenuSegment = z.infer<typeof MenuSegment>;

/** A top-level entry of the main menu. */
export const MainMenuEntry = z.object({
  text: text(40).min(1),
  href: safeUrl(),
  color: cssColour().optional(),
  backgroundColor: cssColour().optional(),
  submenu: z.array(MenuSegment).max(8).default([]),
});
export type MainMenuEntry = z.infer<typeof MainMenuEntry>;

export const MainMenu = z.array(MainMenuEntry).max(20);
export type MainMenu = z.infer<typeof MainMenu>;

/** GET and PUT …/menu/ */
export const MenuAnswer = z.object({ menu: MainMenu });
export type MenuAnswer = z.infer<typeof MenuAnswer>;

/** POST …/menu/preview/: an unsaved menu drawn by the shell's own menu components. */
export const RenderedMenu = z.object({
  /** The header's <nav class="desktop-menu">. */
  desktop: z.string(),
  /** The sidebar's drill-down <nav class="drill">. */
  mobile: z.string(),
});
export type RenderedMenu = z.infer<typeof RenderedMenu>;
