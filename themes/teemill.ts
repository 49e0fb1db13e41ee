import { defineTheme } from './theme.ts';

// The default theme is primary green, font Lato, border radius 4px — the declared defaults, in Teemill green.
export const teemill = defineTheme({
  name: 'teemill',
  label: 'Teemill',
  description: 'The Teemill platform look: Teemill green, Lato and 4px corners.',
  kind: 'platform',
  order: 10,
  tokens: {
    'primary.color': '#1e874a',
    'banner.background': '#0f3d24',
    'footer.background': '#f2f5f3',
  },
});
