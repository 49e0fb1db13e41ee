import { defineTheme } from './theme.ts';

// The pro violet lightened so it still reads on Teemill Dark's charcoal.
export const teemillProDark = defineTheme({
  name: 'teemillProDark',
  label: 'Teemill Pro Dark',
  description: 'Teemill Dark for pro stores: a luminous pro violet on deep charcoal.',
  kind: 'platform',
  order: 40,
  extends: 'teemillDark',
  tokens: {
    'primary.color': '#a18cff',
    'primary.contrastColor': '#120b2e',
  },
});
