import { defineTheme } from './theme.ts';

export const deepSpace = defineTheme({
  name: 'deepSpace',
  label: 'Deep Space',
  description: 'Retired: indigo night sky with violet stars and wide Syne headings.',
  kind: 'deprecated',
  order: 10,
  tokens: {
    'primary.color': '#9d8cff',
    'primary.contrastColor': '#0c0a24',
    'primary.font': 'Inter',
    'heading1.font': 'Syne',
    'heading1.weight': 700,
    'heading3.font': 'Inter',
    'page.background': '#0c0a24',
    'text.color': '#e6e3ff',
    'banner.background': '#1b1640',
    'card.background': '#15123a',
    'box.background': '#18143d',
    'border.color': '#2e2866',
    'shadow.color': '#9d8cff40',
    'footer.background': '#08071a',
    'form.inputBackground': '#18143d',
    'form.errorBackground': '#3a1530',
    'error.color': '#ff7a9c',
    'status.successBackground': '#102e26',
    'status.successTextColor': '#8ff0cf',
    // Status text on this theme's dark cards: light shades, not the declared dark ones.
    'success.darkColor': '#81c784',
    'warning.darkColor': '#ffb74d',
  },
});
