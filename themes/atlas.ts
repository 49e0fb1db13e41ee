import { defineTheme } from './theme.ts';

export const atlas = defineTheme({
  name: 'atlas',
  label: 'Atlas',
  description: 'The Atlas back office: functional blue on cool grey, Inter, compact and clear.',
  kind: 'platform',
  order: 50,
  tokens: {
    'primary.color': '#2457c5',
    'primary.font': 'Inter',
    'heading1.weight': 600,
    'heading3.weight': 600,
    'page.background': '#ffffff',
    'text.color': '#1d2433',
    'menu.background': '#f6f8fb',
    'text.borderRadius': 6,
    'image.borderRadius': 6,
    'feature.borderRadius': 6,
    'card.borderRadius': 6,
    'announcement.borderRadius': 6,
    'announcementV2.borderRadius': 6,
    'button.borderRadius': 6,
    'card.shadow': 'light',
    'banner.background': '#1d2433',
    'box.background': '#f3f5f9',
    'border.color': '#dde2ea',
  },
});
