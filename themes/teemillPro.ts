import { defineTheme } from './theme.ts';
import { proVariant } from './pro-variant.ts';
import { teemill } from './teemill.ts';

export const teemillPro = defineTheme({
  ...proVariant(teemill, {
    name: 'teemillPro',
    label: 'Teemill Pro',
    description: 'The Teemill platform look for pro stores: the pro violet in place of Teemill green.',
  }),
  order: 20,
});
