import { experimental_AstroContainer } from 'astro/container';
import type { MainMenu, RenderedMenu } from '../../schemas/menu.ts';
import DesktopMenu from './DesktopMenu.astro';
import MobileMenu from './MobileMenu.astro';

// The menu editor previews an unsaved menu in an iframe of the storefront. The
// shell's own menu components draw it (Astro's Container API), so the HTML swapped into the
// preview carries the same markup and scoped-style attributes as the published header.

let container: Promise<experimental_AstroContainer> | undefined;

/** The desktop and mobile menus of `menu`, on the theme's menu background. */
export async function renderMenu(menu: MainMenu, background: string | undefined): Promise<RenderedMenu> {
  container ??= experimental_AstroContainer.create();
  const ready = await container;
  const [desktop, mobile] = await Promise.all([
    ready.renderToString(DesktopMenu, { props: { menu, background } }),
    ready.renderToString(MobileMenu, { props: { menu } }),
  ]);
  return { desktop, mobile };
}
