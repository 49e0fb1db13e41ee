import { defineTheme } from './theme.ts';

export const boho = defineTheme({
  name: 'boho',
  label: 'Boho',
  description: 'Retired: Clay with mustard accents and hand-lettered Caveat headings.',
  kind: 'deprecated',
  order: 50,
  extends: 'clay',
  tokens: {
    'primary.color': '#9c4a26',
    'heading1.font': 'Caveat',
    'heading1.weight': 700,
    'feature.iconColor': '#8a6408',
    'announcement.background': '#e0b44c',
    'announcement.textColor': '#3f342e',
  },
});
