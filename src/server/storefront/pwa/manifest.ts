import type { ShellData } from '../../../platform/pages/shell-data.ts';
import { storeColours } from './store-colours.ts';
import { ICON_FILES } from './icons.ts';

// An installable, offline-capable web app: each store installs as its own app, named
// after the store, in its theme's colours, with icons drawn from its logo (icons.ts).

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/** Launchers show about 12 characters under an icon: longer names are cut at a word. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  const cut = name.slice(0, 12);
  const space = cut.lastIndexOf(' ');
  return (space >= 4 ? cut.slice(0, space) : cut).trim();
}

export function storeManifest(shell: ShellData): WebAppManifest {
  const colours = storeColours(shell.themeTokens);
  return {
    id: '/',
    name: shell.companyName,
    short_name: shortName(shell.companyName),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: ICON_FILES.map((file) => ({ src: `/pwa/icons/${file.name}`, sizes: `${file.size}x${file.size}`, type: 'image/png', purpose: file.purpose })),
  };
}
