import { defineTheme } from './theme.ts';

export const vantage = defineTheme({
  name: 'vantage',
  label: 'Vantage',
  description: 'Retired: corporate navy and steel with Montserrat capitals.',
  kind: 'deprecated',
  tokens: {
    'primary.color': '#1f3a68',
    'primary.font': 'Lato',
    'heading1.font': 'Montserrat',
    'heading1.transform': 'uppercase',
    'heading1.weight': 800,
    'heading3.font': 'Montserrat',
    'text.color': '#1e2633',
    'text.borderRadius': 2,
    'image.borderRadius': 2,
    'feature.borderRadius': 2,
    'card.borderRadius': 2,
    'announcement.borderRadius': 2,
    'announcementV2.borderRadius': 2,
    'button.borderRadius': 2,
    'banner.background': '#1f3a68',
    'box.background': '#eef1f5',
    'border.color': '#cfd6e0',
    'footer.background': '#1f3a68',
    'footer.textColor': '#eef1f5',
  },
});
