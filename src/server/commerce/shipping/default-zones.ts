import { EU_COUNTRY_CODES } from '../../../lib/geography.ts';
import type { DeliveryMethod, Rate, Zone } from './rules.ts';

// The zones a store without its own uses (the platform's long-standing prices: UK, the EU's 27
// and the rest of the world, UK standard delivery free from £50), and the realistic zones the
// demo stores are seeded with.

const EU = [...EU_COUNTRY_CODES];
const flat = (amount: number, freeOver: number | null = null): Rate => ({ kind: 'flat', amount, extraAmount: 0, bands: [], freeOver });
const method = (code: string, label: string, minDays: number, maxDays: number, rate: Rate, cutoff: string | null = null): DeliveryMethod => ({
  code,
  label,
  minDays,
  maxDays,
  cutoff,
  rate,
});

export const FALLBACK_ZONES: readonly Zone[] = [
  {
    name: 'UK',
    countries: ['GB'],
    restOfWorld: false,
    methods: [method('standard', 'Standard delivery', 2, 3, flat(399, 5000)), method('express', 'Express delivery', 1, 1, flat(699))],
  },
  {
    name: 'EU',
    countries: EU,
    restOfWorld: false,
    methods: [method('standard', 'Standard delivery', 5, 7, flat(799)), method('express', 'Express delivery', 2, 4, flat(1499))],
  },
  {
    name: 'Rest of the world',
    countries: [],
    restOfWorld: true,
    methods: [method('standard', 'Standard delivery', 7, 14, flat(999)), method('express', 'Express delivery', 3, 6, flat(1999))],
  },
];

/** The demo stores' zones; `year` dates the Christmas last order day. */
export function demoZones(subdomain: string, year: number): Zone[] {
  const christmas = `${year}-12-18`;
  if (subdomain === 'north')
    return [
      {
        name: 'UK',
        countries: ['GB'],
        restOfWorld: false,
        methods: [
          method('standard', 'Royal Mail Tracked 48', 2, 3, { kind: 'per-item', amount: 349, extraAmount: 99, bands: [], freeOver: 6000 }),
          method('express', 'Next day courier', 1, 1, {
            kind: 'value-bands',
            amount: 0,
            extraAmount: 0,
            bands: [
              { from: 0, to: 3000, price: 799 },
              { from: 3000, to: null, price: 599 },
            ],
            freeOver: null,
          }),
          method('collection', 'Collect from our Keswick studio', 1, 2, flat(0)),
        ],
      },
      {
        name: 'EU',
        countries: EU,
        restOfWorld: false,
        methods: [
          method('standard', 'Tracked international', 4, 8, {
            kind: 'weight-bands',
            amount: 0,
            extraAmount: 0,
            bands: [
              { from: 0, to: 500, price: 699 },
              { from: 500, to: 1500, price: 999 },
              { from: 1500, to: null, price: 1499 },
            ],
            freeOver: 10000,
          }),
          method('express', 'International courier', 2, 4, flat(1699)),
        ],
      },
      {
        name: 'US and Canada',
        countries: ['US', 'CA'],
        restOfWorld: false,
        methods: [method('standard', 'Tracked international', 6, 10, { kind: 'per-item', amount: 1099, extraAmount: 250, bands: [], freeOver: null })],
      },
      { name: 'Rest of the world', countries: [], restOfWorld: true, methods: [method('standard', 'Tracked international', 7, 15, flat(1499))] },
    ];
  return [
    {
      name: 'UK',
      countries: ['GB'],
      restOfWorld: false,
      methods: [
        method('standard', 'Standard delivery', 2, 3, flat(399, 5000)),
        method('express', 'Express delivery', 1, 1, flat(699)),
        method('christmas', 'Christmas delivery', 2, 3, flat(499), christmas),
      ],
    },
    {
      name: 'EU',
      countries: EU,
      restOfWorld: false,
      methods: [method('standard', 'Standard delivery', 4, 7, flat(799, 7500)), method('express', 'Express delivery', 2, 4, flat(1499))],
    },
    {
      name: 'US and Canada',
      countries: ['US', 'CA'],
      restOfWorld: false,
      methods: [method('standard', 'Standard delivery', 5, 8, flat(999)), method('express', 'Express delivery', 2, 4, flat(1999))],
    },
    {
      name: 'Rest of the world',
      countries: [],
      restOfWorld: true,
      methods: [method('standard', 'Standard delivery', 7, 14, flat(1299)), method('express', 'Express delivery', 3, 6, flat(2499))],
    },
  ];
}
