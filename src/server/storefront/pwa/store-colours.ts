import type { ThemeTokens } from '../../../../themes/schema.ts';
import { isHexColour, normaliseHex } from '../../../lib/colour.ts';

/** The colours an installed store wears: its header's (browser bar) and its page background (splash screen). */
export interface StoreColours {
  theme: string;
  background: string;
  /** The brand colour and its text colour, for the icon drawn when there is no logo. */
  primary: string;
  primaryText: string;
}

/** A token's colour when it is an opaque hex colour (a manifest colour cannot be see-through), else the fallback. */
function opaque(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !isHexColour(value)) return fallback;
  const hex = normaliseHex(value);
  return hex.length === 7 ? hex : hex.endsWith('ff') ? hex.slice(0, 7) : fallback;
}

export function storeColours(tokens: ThemeTokens): StoreColours {
  const background = opaque(tokens['page.background'], '#ffffff');
  return {
    theme: opaque(tokens['menu.background'], background),
    background,
    primary: opaque(tokens['primary.color'], '#2e7d32'),
    primaryText: opaque(tokens['primary.contrastColor'], '#ffffff'),
  };
}
