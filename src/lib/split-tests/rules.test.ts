import { describe, expect, it } from 'vitest';
import { checkVariation, defaultVariation, parseSplitVar, pickVariation, shownVariation, startSessions, type SplitTest } from './rules.ts';
import { formatSplitCookie, parseSplitCookie } from './cookie.ts';
import { confidence, normalCdf, zScore } from './confidence.ts';

const homepage: SplitTest = {
  id: 1,
  code: 'homepage',
  name: 'Teemill homepage',
  variations: [
    { id: 10, name: 'Old', isDefault: true },
    { id: 11, name: 'New', isDefault: false },
  ],
};
const favourites: SplitTest = {
  id: 2,
  code: 'favourite-products',
  name: 'Favourite products',
  variations: [
    { id: 20, name: 'hide', isDefault: true },
    { id: 21, name: 'show', isDefault: false },
  ],
};
const none = new URLSearchParams();

describe('shownVariation', () => {
  it('shows the default when no session exists', () => {
    expect(shownVariation(homepage, none, null).name).toBe('Old');
  });
  it("shows the session's active variation", () => {
    expect(shownVariation(homepage, none, new Map([[1, 11]])).name).toBe('New');
  });
  it('shows the variation the query parameter named after the test names, over the session', () => {
    expect(shownVariation(homepage, new URLSearchParams('homepage=Old'), new Map([[1, 11]])).name).toBe('Old');
    expect(shownVariation(homepage, new URLSearchParams('homepage=New'), null).name).toBe('New');
  });
  it("ignores a query value naming no variation, and another test's parameter", () => {
    expect(shownVariation(homepage, new URLSearchParams('homepage=Newer'), null).name).toBe('Old');
    expect(shownVariation(homepage, new URLSearchParams('favourite-products=New'), null).name).toBe('Old');
  });
  it('falls back to the default when the session holds a variation the test no longer has', () => {
    expect(shownVariation(homepage, none, new Map([[1, 99]])).name).toBe('Old');
  });
  it('finds the default variation by its flag', () => {
    expect(
      defaultVariation({
        ...homepage,
        variations: [
          { id: 10, name: 'Old', isDefault: false },
          { id: 11, name: 'New', isDefault: true },
        ],
      }).name,
    ).toBe('New');
  });
});

describe('session start', () => {
  it('discovers every active test the visitor has no variation for, and says so once', () => {
    const step = startSessions([homepage, favourites], new Map(), new Map(), () => 0.99, new Set([1, 2]));
    expect([...step.assignments]).toEqual([
      [1, 11],
      [2, 21],
    ]);
    expect(step.started).toEqual([
      { testId: 1, variationId: 11, forced: false },
      { testId: 2, variationId: 21, forced: false },
    ]);
  });
  it('keeps the first variation given: the first loaded wins', () => {
    const step = startSessions([homepage], new Map([[1, 10]]), new Map(), () => 0.99, new Set([1]));
    expect(step.assignments.get(1)).toBe(10);
    expect(step.started).toEqual([]);
  });
  it('lets split-var force a variation, replacing the one held', () => {
    const step = startSessions([homepage], new Map([[1, 10]]), parseSplitVar('homepage:New'), () => 0, new Set());
    expect(step.assignments.get(1)).toBe(11);
    expect(step.started).toEqual([{ testId: 1, variationId: 11, forced: true }]);
  });
  it('does not restart a session split-var forces to the variation already held', () => {
    expect(startSessions([homepage], new Map([[1, 11]]), parseSplitVar('homepage:New'), () => 0, new Set([1])).started).toEqual([]);
  });
  it('ignores split-var naming an unknown variation (a fresh visitor is then given one as usual)', () => {
    const step = startSessions([homepage], new Map(), parseSplitVar('homepage:Newest'), () => 0, new Set([1]));
    expect(step.started).toEqual([{ testId: 1, variationId: 10, forced: false }]);
  });
  it('forgets tests that are no longer active', () => {
    expect([
      ...startSessions(
        [favourites],
        new Map([
          [1, 11],
          [2, 20],
        ]),
        new Map(),
        () => 0,
        new Set(),
      ).assignments,
    ]).toEqual([[2, 20]]);
  });
  it('discovers only the tests shown on this page: others wait until the visitor meets them', () => {
    const step = startSessions([homepage, favourites], new Map(), new Map(), () => 0, new Set([2]));
    expect([...step.assignments]).toEqual([[2, 20]]);
    expect(step.started).toEqual([{ testId: 2, variationId: 20, forced: false }]);
    expect(startSessions([homepage], new Map(), new Map(), () => 0, new Set()).started).toEqual([]);
  });
  it('picks each variation with equal chance', () => {
    expect(pickVariation(homepage, 0).name).toBe('Old');
    expect(pickVariation(homepage, 0.49).name).toBe('Old');
    expect(pickVariation(homepage, 0.5).name).toBe('New');
    expect(pickVariation(homepage, 0.999999).name).toBe('New');
  });
  it('reads split-var lists and skips malformed parts', () => {
    expect([...parseSplitVar('homepage:New,favourite-products:show,broken,:x,y:')]).toEqual([
      ['homepage', 'New'],
      ['favourite-products', 'show'],
    ]);
    expect(parseSplitVar(null).size).toBe(0);
  });
});

describe('variation placement (error texts)', () => {
  it('accepts a variation of an active test', () => {
    expect(checkVariation([homepage], 'homepage', 'New')).toMatchObject({ ok: true, variation: { id: 11 } });
  });
  it("says a test that is gone doesn't exist or is no longer active", () => {
    expect(checkVariation([homepage], 'checkout', 'A')).toEqual({
      ok: false,
      message: "Split Test checkout doesn't exist or is no longer active",
      marker: false,
    });
  });
  it('marks an invalid variation', () => {
    expect(checkVariation([homepage], 'homepage', 'Newer')).toEqual({
      ok: false,
      message: 'Invalid variation "Newer" for Split Test Teemill homepage',
      marker: true,
    });
  });
  it('says a variation outside a test belongs in its slot', () => {
    expect(checkVariation([homepage], undefined, 'New')).toEqual({
      ok: false,
      message: 'tml-split-test-variation should be placed in the slot of a tml-split-test',
      marker: false,
    });
  });
});

describe('the session cookie', () => {
  it('round-trips the visitor and their variations', () => {
    const value = formatSplitCookie({
      visitor: 'abcDEF123_-x',
      assignments: new Map([
        [2, 21],
        [1, 10],
      ]),
    });
    expect(value).toBe('abcDEF123_-x.1-10_2-21');
    expect(parseSplitCookie(value)).toEqual({
      visitor: 'abcDEF123_-x',
      assignments: new Map([
        [1, 10],
        [2, 21],
      ]),
    });
  });
  it('refuses a forged visitor id and skips malformed pairs', () => {
    expect(parseSplitCookie('<script>.1-2')).toBeNull();
    expect(parseSplitCookie(undefined)).toBeNull();
    expect(parseSplitCookie('abcdefgh.1-2_x-3_4-')?.assignments).toEqual(new Map([[1, 2]]));
  });
});

describe('confidence (two-proportion z-test)', () => {
  it('matches the normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-1.959964)).toBeCloseTo(0.025, 5);
  });
  it('computes the pooled z of a textbook case', () => {
    // 200/1000 against 250/1000: pooled 0.225, se = sqrt(0.225·0.775·0.002) ≈ 0.018675, z ≈ 2.6774.
    expect(zScore({ visitors: 1000, conversions: 200 }, { visitors: 1000, conversions: 250 })).toBeCloseTo(2.6774, 3);
    expect(confidence({ visitors: 1000, conversions: 200 }, { visitors: 1000, conversions: 250 })).toBeCloseTo(0.99258, 3);
  });
  it('is near zero for equal rates and null when it cannot be said', () => {
    expect(confidence({ visitors: 100, conversions: 10 }, { visitors: 100, conversions: 10 })).toBeCloseTo(0, 6);
    expect(confidence({ visitors: 0, conversions: 0 }, { visitors: 10, conversions: 1 })).toBeNull();
    expect(confidence({ visitors: 10, conversions: 0 }, { visitors: 10, conversions: 0 })).toBeNull();
  });
});
