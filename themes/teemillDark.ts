import { defineTheme } from './theme.ts';

export const teemillDark = defineTheme({
  name: 'teemillDark',
  label: 'Teemill Dark',
  description: 'The Teemill platform look after dark: Teemill green on deep charcoal.',
  kind: 'platform',
  order: 30,
  extends: 'teemill',
  tokens: {
    'primary.color': '#3ccf7a',
    'primary.contrastColor': '#08160e',
    'page.background': '#141816',
    'text.color': '#e8ece9',
    'banner.background': '#0b2416',
    'card.background': '#1b201d',
    'box.background': '#1f2522',
    'border.color': '#323a35',
    'shadow.color': '#00000080',
    'footer.background': '#0e110f',
    'form.inputBackground': '#1f2522',
    'form.errorBackground': '#3a1f1f',
    'error.color': '#ff6b6b',
    'status.successBackground': '#143322',
    'status.successTextColor': '#a8f0c4',
    // Status text on this theme's dark cards: light shades, not the declared dark ones.
    'success.darkColor': '#81c784',
    'warning.darkColor': '#ffb74d',
  },
});
