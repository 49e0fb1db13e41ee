import type { Layout } from '../schemas/page.ts';

/** What each of the seven layouts shows around the content. */
export interface LayoutShell {
  announcement: boolean;
  /** full: logo, search, menu, icons; minimal: logo and a way back; none. */
  header: 'full' | 'minimal' | 'none';
  menu: boolean;
  footer: boolean;
  subFooter: boolean;
  navBar: boolean;
  /** Maximum width of the content column; "none" lets blocks run full-bleed. */
  maxWidth: string;
}

export const LAYOUT_SHELLS: Record<Layout, LayoutShell> = {
  standard: { announcement: true, header: 'full', menu: true, footer: true, subFooter: true, navBar: true, maxWidth: 'none' },
  search: { announcement: true, header: 'full', menu: true, footer: true, subFooter: true, navBar: true, maxWidth: '1800px' },
  cart: { announcement: false, header: 'minimal', menu: false, footer: false, subFooter: true, navBar: false, maxWidth: '1100px' },
  studio: { announcement: false, header: 'full', menu: true, footer: false, subFooter: false, navBar: false, maxWidth: 'none' },
  tool: { announcement: false, header: 'minimal', menu: false, footer: false, subFooter: false, navBar: false, maxWidth: 'none' },
  mail: { announcement: false, header: 'none', menu: false, footer: false, subFooter: false, navBar: false, maxWidth: '520px' },
  blank: { announcement: false, header: 'none', menu: false, footer: false, subFooter: false, navBar: false, maxWidth: 'none' },
};

/** Shell sizes: header, logo, sidebar and nav bar. */
export const SHELL_SIZES = {
  header: '4rem',
  storeHeader: { default: '5rem', mobile: '3.5rem', withSearchBar: '6.5rem', scrolled: '4rem' },
  logoMaxWidth: '220px',
  sidebarWidth: '220px',
  navBar: '3rem',
  menuCloseDelayMs: 200,
  menuImageWidth: 600,
} as const;
