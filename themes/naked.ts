import { defineTheme } from './theme.ts';

export const naked = defineTheme({
  name: 'naked',
  label: 'Naked',
  description: 'Nothing added: black Inter type on white, square corners and no shadows.',
  kind: 'named',
  tokens: {
    'primary.color': '#111111',
    'primary.font': 'Inter',
    'heading1.weight': 600,
    'heading3.weight': 600,
    'text.color': '#111111',
    'text.borderRadius': 0,
    'image.borderRadius': 0,
    'feature.borderRadius': 0,
    'card.borderRadius': 0,
    'announcement.borderRadius': 0,
    'announcementV2.borderRadius': 0,
    'button.borderRadius': 0,
    'banner.background': '#111111',
    'banner.shadow': 'none',
    'card.shadow': 'none',
    'chat.shadow': 'light',
    'footer.background': '#ffffff',
    'box.background': '#f5f5f5',
    'border.color': '#e5e5e5',
  },
});
