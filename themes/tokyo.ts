import { defineTheme } from './theme.ts';

export const tokyo = defineTheme({
  name: 'tokyo',
  label: 'Tokyo',
  description: 'Retired: Neon City with hot pink neon and Bebas Neue signage.',
  kind: 'deprecated',
  order: 30,
  extends: 'neonCity',
  tokens: {
    'primary.color': '#ff2e88',
    'primary.contrastColor': '#0b0b14',
    'logo.textColor': '#00e5ff',
    'heading1.font': 'Bebas Neue',
    'heading1.weight': 400,
    'button.secondary.textColor': '#00e5ff',
    'button.secondary.borderColor': '#00e5ff',
    'banner.titleColor': '#ff2e88',
    'shadow.color': '#ff2e8880',
  },
});
