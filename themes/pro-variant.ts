// A theme's pro variant: the same theme with a different primary colour.

import type { Theme } from './theme.ts';

/** The pro primary colour: a deep violet no named theme uses as its own primary. */
export const PRO_PRIMARY_COLOR = '#5b3cc4';

/** A theme extending `theme` with the pro primary colour; everything following the primary colour follows it. */
export function proVariant(theme: Theme, naming: Partial<Pick<Theme, 'name' | 'label' | 'description'>> = {}): Theme {
  return {
    name: naming.name ?? `${theme.name}Pro`,
    label: naming.label ?? `${theme.label} Pro`,
    description: naming.description ?? `${theme.label} in the pro colour.`,
    kind: theme.kind,
    extends: theme.name,
    tokens: { 'primary.color': PRO_PRIMARY_COLOR, 'primary.contrastColor': '#ffffff' },
  };
}
