import { defineTheme } from './theme.ts';

export const atlasDark = defineTheme({
  name: 'atlasDark',
  label: 'Atlas Dark',
  description: 'The Atlas back office in dark mode: soft blue on slate.',
  kind: 'platform',
  order: 60,
  extends: 'atlas',
  tokens: {
    'primary.color': '#7aa2ff',
    'primary.contrastColor': '#0d1526',
    'page.background': '#121722',
    'text.color': '#e3e8f2',
    'menu.background': '#0d111a',
    'banner.background': '#0d111a',
    'card.background': '#182030',
    'box.background': '#1a2233',
    'border.color': '#2c3648',
    'shadow.color': '#00000080',
    'form.inputBackground': '#1a2233',
    'form.errorBackground': '#3a1f24',
    'error.color': '#ff7b8a',
    'status.successBackground': '#13301f',
    'status.successTextColor': '#a8f0c4',
    // Status text on this theme's dark cards: light shades, not the declared dark ones.
    'success.darkColor': '#81c784',
    'warning.darkColor': '#ffb74d',
  },
});
