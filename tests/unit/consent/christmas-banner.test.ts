// The christmas banner's colours, cut-off dates and christmas-content switch.
import { describe, expect, it } from 'vitest';
import { christmasBanner } from '../../../src/components/shell/christmas-banner.ts';
import { PLUGIN_SCHEMAS } from '../../../src/schemas/plugins.ts';

const on = PLUGIN_SCHEMAS['christmas-banner'].parse({ enabled: true });
const dates = [
  { service: 'Express', date: '2026-12-21' },
  { service: 'Standard', date: '2026-12-18' },
  { service: 'Economy', date: '2026-12-10' },
];

describe('christmas banner', () => {
  it('is off by default, red on white when on', () => {
    expect(christmasBanner(PLUGIN_SCHEMAS['christmas-banner'].parse({}), { showContent: true, cutoffDates: dates }, '2026-12-01')).toBeNull();
    expect(christmasBanner(on, { showContent: true, cutoffDates: dates }, '2026-12-01')).toMatchObject({ backgroundColor: 'red', textColor: 'white' });
  });

  it('lists the dates still to come, soonest first, the cut-off day itself included', () => {
    expect(christmasBanner(on, { showContent: true, cutoffDates: dates }, '2026-12-18')?.lines).toEqual([
      'Order by Friday 18 December for Christmas delivery (Standard)',
      'Order by Monday 21 December for Christmas delivery (Express)',
    ]);
  });

  it('shows nothing when christmas content is off or every date has passed', () => {
    expect(christmasBanner(on, { showContent: false, cutoffDates: dates }, '2026-12-01')).toBeNull();
    expect(christmasBanner(on, { showContent: true, cutoffDates: dates }, '2026-12-22')).toBeNull();
    expect(christmasBanner(on, { showContent: true, cutoffDates: [] }, '2026-12-01')).toBeNull();
  });
});
