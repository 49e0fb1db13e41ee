import { describe, expect, it } from 'vitest';
import { estimateText, freeDeliveryFrom, freeDeliveryProgress, quoteMethods, ratePrice, zoneFor, type Rate, type ShippingBasket, type Zone } from './rules.ts';
import { basketMeasure } from './checkout-shipping.ts';
import { demoZones } from './default-zones.ts';

const basket = (goodsValue: number, itemCount = 1, weightGrams = 200): ShippingBasket => ({ goodsValue, itemCount, weightGrams });
const flat = (amount: number, freeOver: number | null = null): Rate => ({ kind: 'flat', amount, extraAmount: 0, bands: [], freeOver });
const valueBands: Rate = {
  kind: 'value-bands',
  amount: 0,
  extraAmount: 0,
  bands: [
    { from: 0, to: 2000, price: 499 },
    { from: 2000, to: 5000, price: 299 },
    { from: 5000, to: null, price: 0 },
  ],
  freeOver: null,
};
const weightBands: Rate = {
  kind: 'weight-bands',
  amount: 0,
  extraAmount: 0,
  bands: [
    { from: 0, to: 500, price: 699 },
    { from: 500, to: 1500, price: 999 },
  ],
  freeOver: null,
};
const perItem: Rate = { kind: 'per-item', amount: 349, extraAmount: 99, bands: [], freeOver: 6000 };

describe('ratePrice', () => {
  it.each([
    ['flat', flat(399), basket(1000), 399],
    ['flat, free at the threshold exactly', flat(399, 5000), basket(5000), 0],
    ['flat, a penny under the threshold', flat(399, 5000), basket(4999), 399],
    ['value band: the first band', valueBands, basket(1999), 499],
    ['value band: a band starts at its lower limit', valueBands, basket(2000), 299],
    ['value band: the open top band', valueBands, basket(90000), 0],
    ['per item: the first item alone', perItem, basket(2500, 1), 349],
    ['per item: first item + each extra', perItem, basket(2500, 4), 349 + 3 * 99],
    ['per item: free over the threshold whatever the count', perItem, basket(6000, 4), 0],
    ['weight band: light parcel', weightBands, basket(1000, 2, 499), 699],
    ['weight band: heavier parcel', weightBands, basket(1000, 5, 500), 999],
    ['weight band: over every band', weightBands, basket(1000, 9, 1500), null],
  ] as const)('%s', (_name, rate, shopping, expected) => {
    expect(ratePrice(rate, shopping)).toBe(expected);
  });
});

const zones: Zone[] = [
  {
    name: 'UK',
    countries: ['GB'],
    restOfWorld: false,
    methods: [
      { code: 'standard', label: 'Standard', minDays: 2, maxDays: 3, cutoff: null, rate: flat(399, 5000) },
      { code: 'christmas', label: 'Christmas', minDays: 2, maxDays: 3, cutoff: '2026-12-18', rate: flat(499) },
    ],
  },
  {
    name: 'Heavy EU',
    countries: ['DE', 'FR'],
    restOfWorld: false,
    methods: [{ code: 'standard', label: 'Tracked', minDays: 4, maxDays: 8, cutoff: null, rate: weightBands }],
  },
  {
    name: 'Rest of the world',
    countries: [],
    restOfWorld: true,
    methods: [{ code: 'express', label: 'Courier', minDays: 3, maxDays: 6, cutoff: null, rate: flat(1999) }],
  },
];

describe('quoteMethods', () => {
  it('offers the methods of the zone listing the country, priced, with estimates', () => {
    expect(quoteMethods(zones, 'gb', basket(1200), '2026-12-01')).toEqual([
      { code: 'standard', label: 'Standard', price: 399, minDays: 2, maxDays: 3, estimate: '2–3 working days', cutoff: null },
      { code: 'christmas', label: 'Christmas', price: 499, minDays: 2, maxDays: 3, estimate: '2–3 working days', cutoff: '2026-12-18' },
    ]);
  });

  it('still offers a method on its last order day, and no longer the day after', () => {
    expect(quoteMethods(zones, 'GB', basket(1200), '2026-12-18').map((quote) => quote.code)).toEqual(['standard', 'christmas']);
    expect(quoteMethods(zones, 'GB', basket(1200), '2026-12-19').map((quote) => quote.code)).toEqual(['standard']);
  });

  it('sends a country no zone lists to the rest of the world zone, and without one offers nothing', () => {
    expect(quoteMethods(zones, 'JP', basket(1200), '2026-12-01').map((quote) => [quote.code, quote.price])).toEqual([['express', 1999]]);
    expect(quoteMethods(zones.slice(0, 2), 'JP', basket(1200), '2026-12-01')).toEqual([]);
    expect(zoneFor(zones, 'FR')?.name).toBe('Heavy EU');
  });

  it('leaves out a method whose bands do not cover the basket', () => {
    expect(quoteMethods(zones, 'DE', basket(1200, 2, 400), '2026-12-01').map((quote) => quote.price)).toEqual([699]);
    expect(quoteMethods(zones, 'DE', basket(1200, 9, 2000), '2026-12-01')).toEqual([]);
  });
});

describe('estimates, measures and free delivery', () => {
  it.each([
    [1, 1, 'Next working day'],
    [3, 3, '3 working days'],
    [2, 3, '2–3 working days'],
  ] as const)('%i to %i days reads "%s"', (min, max, text) => expect(estimateText(min, max)).toBe(text));

  it('counts and weighs a basket, a bundle by its parts', () => {
    const lines = [
      { quantity: 2, product: { type: 'T-Shirt' } },
      { quantity: 1, product: { type: 'Hoodie' } },
      {
        quantity: 2,
        product: { type: 'Bundle' },
        bundleParts: [
          { quantity: 1, name: 'Tote Bag' },
          { quantity: 2, name: 'Organic Tee' },
        ],
      },
    ];
    expect(basketMeasure(lines)).toEqual({ itemCount: 2 + 1 + 2 * 3, weightGrams: 2 * 200 + 600 + 2 * (250 + 2 * 200) });
  });

  it('finds the lowest free delivery threshold of the zone and the progress towards it', () => {
    expect(freeDeliveryFrom(zones, 'GB')).toBe(5000);
    expect(freeDeliveryFrom(zones, 'US')).toBeNull();
    expect(freeDeliveryProgress(5000, 3799)).toEqual({ remaining: 1201, percent: 75 });
    expect(freeDeliveryProgress(5000, 5200)).toEqual({ remaining: 0, percent: 100 });
    expect(freeDeliveryProgress(5000, 0)).toEqual({ remaining: 5000, percent: 0 });
  });

  it('seeds realistic zones: UK, EU, US and Canada, rest of the world, for both demo stores', () => {
    for (const store of ['demo', 'north']) {
      const seeded = demoZones(store, 2026);
      expect(seeded.map((zone) => zone.name)).toEqual(['UK', 'EU', 'US and Canada', 'Rest of the world']);
      expect(zoneFor(seeded, 'CA')?.name).toBe('US and Canada');
      expect(zoneFor(seeded, 'NZ')?.name).toBe('Rest of the world');
    }
  });
});
