import { defineTheme } from './theme.ts';

export const simply = defineTheme({
  name: 'simply',
  label: 'Simply',
  description: 'Quiet essentials: slate on white, DM Sans throughout, gentle 6px corners and flat surfaces.',
  kind: 'named',
  order: 70,
  tokens: {
    'primary.color': '#3c4a5c',
    'primary.font': 'DM Sans',
    'heading3.weight': 400,
    'text.color': '#2a2f36',
    'text.borderRadius': 6,
    'image.borderRadius': 6,
    'feature.borderRadius': 6,
    'card.borderRadius': 6,
    'announcement.borderRadius': 6,
    'announcementV2.borderRadius': 6,
    'button.borderRadius': 6,
    'banner.background': '#3c4a5c',
    'banner.shadow': 'none',
    'card.shadow': 'none',
    'box.background': '#f5f6f8',
    'border.color': '#e3e6ea',
  },
});
