import { defineTheme } from './theme.ts';

export const mocha = defineTheme({
  name: 'mocha',
  label: 'Mocha',
  description: 'Retired: coffee-house browns and cream with Merriweather headings.',
  kind: 'deprecated',
  order: 40,
  tokens: {
    'primary.color': '#6f4e37',
    'primary.font': 'Lato',
    'heading1.font': 'Merriweather',
    'heading3.font': 'Merriweather',
    'page.background': '#faf5ef',
    'text.color': '#2f2119',
    'banner.background': '#3b2a20',
    'box.background': '#efe3d6',
    'border.color': '#d9c6b3',
    'footer.background': '#3b2a20',
    'footer.textColor': '#efe3d6',
  },
});
