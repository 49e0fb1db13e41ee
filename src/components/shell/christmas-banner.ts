import type { PluginMap } from '../../schemas/plugins.ts';
import type { DivisionSettings } from '../../schemas/division.ts';

// The christmas banner (the christmas-banner plugin: off by default, background red and
// text white by default; the cut-off dates and the christmas-content switch come from the
// store's state, as core data gives them: christmasCutoffDates, christmasContent).

export interface ChristmasBanner {
  backgroundColor: string;
  textColor: string;
  /** "Order by Thursday 18 December for Christmas delivery (Standard)", soonest first. */
  lines: string[];
}

const dayName = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/**
 * What the banner says, or null when it shows nothing: the plugin is off, the store's
 * christmas content is switched off (showContent), or no cut-off date is still to come.
 * Dates are calendar days; one before `today` ("YYYY-MM-DD") has passed and is left out.
 */
export function christmasBanner(plugin: PluginMap['christmas-banner'], christmas: DivisionSettings['christmas'], today: string): ChristmasBanner | null {
  if (!plugin.enabled || !christmas.showContent) return null;
  const lines = christmas.cutoffDates
    .filter((cutoff) => cutoff.date >= today)
    .toSorted((a, b) => a.date.localeCompare(b.date))
    .map((cutoff) => `Order by ${dayName.format(new Date(`${cutoff.date}T00:00:00Z`))} for Christmas delivery${cutoff.service ? ` (${cutoff.service})` : ''}`);
  if (lines.length === 0) return null;
  return { backgroundColor: plugin.backgroundColor, textColor: plugin.textColor, lines };
}
