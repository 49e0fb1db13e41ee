import { describe, expect, it } from 'vitest';
import { validateZone } from './validate-zone.ts';
import type { DeliveryMethod, Zone } from './rules.ts';

const standard: DeliveryMethod = {
  code: 'standard',
  label: 'Standard delivery',
  minDays: 2,
  maxDays: 3,
  cutoff: null,
  rate: { kind: 'flat', amount: 399, extraAmount: 0, bands: [], freeOver: null },
};
const others: Zone[] = [
  { id: 1, name: 'EU', countries: ['DE', 'FR'], restOfWorld: false, methods: [standard] },
  { id: 2, name: 'Rest of the world', countries: [], restOfWorld: true, methods: [standard] },
];
const zone = (patch: Partial<Zone>): Zone => ({ name: 'Europe extra', countries: ['IE'], restOfWorld: false, methods: [standard], ...patch });
const withBands = (kind: 'value-bands' | 'weight-bands', bands: { from: number; to: number | null; price: number }[]): Zone =>
  zone({ methods: [{ ...standard, rate: { kind, amount: 0, extraAmount: 0, bands, freeOver: null } }] });

describe('validateZone', () => {
  it.each([
    ['a valid zone', zone({}), {}],
    ['a country already in another zone', zone({ countries: ['IE', 'DE'] }), { countries: ['Germany is already in the EU zone.'] }],
    ['a country we do not ship to', zone({ countries: ['XX'] }), { countries: ['XX is not a country we ship to.'] }],
    [
      'no country and not the rest of the world',
      zone({ countries: [] }),
      { countries: ['Choose at least one country, or make this the rest of the world zone.'] },
    ],
    [
      'a second rest of the world zone',
      zone({ countries: [], restOfWorld: true }),
      { restOfWorld: ['The Rest of the world zone already covers the rest of the world.'] },
    ],
    ['a name another zone has', zone({ name: ' eu ' }), { name: ['Another zone is already called eu.'] }],
    ['no name', zone({ name: '  ' }), { name: ['This field is required.'] }],
    ['no methods', zone({ methods: [] }), { methods: ['Add at least one delivery method.'] }],
    [
      'two methods with one code',
      zone({ methods: [standard, { ...standard, label: 'Again' }] }),
      { 'methods.1.code': ['Another method in this zone is already called standard.'] },
    ],
    [
      'a code with capitals',
      zone({ methods: [{ ...standard, code: 'Next Day' }] }),
      { 'methods.0.code': ['Must contain only lowercase letters, digits or dashes.'] },
    ],
    [
      'an estimate slower than it is fast',
      zone({ methods: [{ ...standard, minDays: 4, maxDays: 2 }] }),
      { 'methods.0.maxDays': ['The slowest delivery cannot be quicker than the fastest.'] },
    ],
    ['a cutoff that is not a date', zone({ methods: [{ ...standard, cutoff: '18/12' }] }), { 'methods.0.cutoff': ['Please enter a date as YYYY-MM-DD.'] }],
    [
      'overlapping value bands',
      withBands('value-bands', [
        { from: 0, to: 2000, price: 399 },
        { from: 1500, to: 5000, price: 299 },
      ]),
      { 'methods.0.bands': ['The bands £0.00–£20.00 and £15.00–£50.00 overlap.'] },
    ],
    [
      'a band after one with no upper limit',
      withBands('value-bands', [
        { from: 0, to: null, price: 399 },
        { from: 5000, to: null, price: 0 },
      ]),
      { 'methods.0.bands': ['The bands £0.00 and over and £50.00 and over overlap.'] },
    ],
    [
      'a gap between weight bands',
      withBands('weight-bands', [
        { from: 0, to: 500, price: 699 },
        { from: 1000, to: null, price: 999 },
      ]),
      { 'methods.0.bands': ['Nothing covers the gap between the bands 0 g–500 g and 1000 g and over.'] },
    ],
    [
      'bands not starting at 0',
      withBands('weight-bands', [{ from: 100, to: null, price: 699 }]),
      { 'methods.0.bands': ['The first band 100 g and over must start at 0.'] },
    ],
    [
      'an empty band',
      withBands('value-bands', [{ from: 2000, to: 1000, price: 1 }]),
      { 'methods.0.bands': ['The band £20.00–£10.00 is empty: its upper limit must be above its lower limit.'] },
    ],
    ['no bands', withBands('value-bands', []), { 'methods.0.bands': ['Add at least one band.'] }],
  ] as const)('%s', (_name, edited, expected) => {
    expect(validateZone(edited, others, 'GBP')).toEqual(expected);
  });
});
