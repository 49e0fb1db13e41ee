// The split-test pieces the page rendering and the render cache share: the splitTest
// condition (which variation shows; what is logged for a test not running or an invalid
// variation), the cache verdict's split:{id} dimensions and the cache key by variation.
import { describe, expect, it } from 'vitest';
import type { Division } from '../../../src/schemas/division.ts';
import type { Page } from '../../../src/schemas/page.ts';
import type { SplitTest } from '../../../src/lib/split-tests/rules.ts';
import { splitTestCondition, splitTestState, splitVariantKey } from '../../../src/lib/split-tests/page-split.ts';
import { splitPageCacheVerdict } from '../../../src/platform/pages/cacheability.ts';
import { cacheKey, variantOf } from '../../../src/platform/render-cache/policy.ts';
import { visitorFacts } from '../../../src/platform/render-cache/visitor-facts.ts';

const hero: SplitTest = {
  id: 7,
  code: 'hero',
  name: 'Hero',
  variations: [
    { id: 70, name: 'Old', isDefault: true },
    { id: 71, name: 'New', isDefault: false },
  ],
};
const open = { underReview: false, settings: { passwordProtected: false, comingSoonPageData: { enabled: false } } } as unknown as Division;
const pageWith = (conditions: { name: string; args: unknown[]; not: boolean }[][]) =>
  ({
    published: true,
    properties: { loginState: 'everyone' },
    blocks: conditions.map((list, order) => ({ id: String(order), type: 'text', order, conditions: list, items: [] })),
  }) as unknown as Page;
const split = (code: string, variation: string) => ({ name: 'splitTest', args: [code, variation], not: false });

describe('the splitTest block condition', () => {
  it('passes for the variation the visitor sees', () => {
    const logs: string[] = [];
    const session = { assignments: new Map([[7, 71]]), query: new URLSearchParams() };
    expect(splitTestCondition([hero], session, (line) => logs.push(line))(['hero', 'New'])).toBe(true);
    expect(splitTestCondition([hero], session, (line) => logs.push(line))(['hero', 'Old'])).toBe(false);
    expect(splitTestCondition([hero], { assignments: null, query: new URLSearchParams() })(['hero', 'Old'])).toBe(true);
    expect(splitTestCondition([hero], { assignments: session.assignments, query: new URLSearchParams('hero=Old') })(['hero', 'Old'])).toBe(true);
    expect(logs).toEqual([]);
  });
  it('logs the split-test error texts: hides the block, or for an invalid variation shows the error marker', () => {
    const logs: string[] = [];
    const condition = splitTestCondition([hero], { assignments: null, query: new URLSearchParams() }, (line) => logs.push(line));
    expect(condition(['gone', 'A'])).toBe(false);
    expect(condition(['hero', 'Newer'])).toEqual({ marker: 'Invalid variation "Newer" for Split Test Hero' });
    expect(condition([])).toBe(false);
    expect(logs).toEqual([
      "Split Test gone doesn't exist or is no longer active",
      'Invalid variation "Newer" for Split Test Hero',
      'tml-split-test-variation should be placed in the slot of a tml-split-test',
    ]);
  });
});

describe('the render cache by variation', () => {
  it('keeps a page showing a test once per variation of it, and with geography once per region too', () => {
    expect(splitPageCacheVerdict(open, pageWith([[split('hero', 'Old')], [split('hero', 'New')]]), [hero])).toEqual({ shareable: true, vary: ['split:7'] });
    expect(splitPageCacheVerdict(open, pageWith([[split('hero', 'Old'), { name: 'isUK', args: [], not: false }]]), [hero])).toEqual({
      shareable: true,
      vary: ['geography', 'split:7'],
    });
  });
  it('does not vary by a test that is not running, and shares nothing with per-visitor conditions', () => {
    expect(splitPageCacheVerdict(open, pageWith([[split('gone', 'A')]]), [hero])).toEqual({ shareable: true, vary: [] });
    expect(splitPageCacheVerdict(open, pageWith([[split('hero', 'Old')], [{ name: 'isLoggedIn', args: [], not: false }]]), [hero])).toEqual({
      shareable: false,
    });
  });
  it('names the variant by the variation in the session cookie, never by the visitor', () => {
    const a = visitorFacts('geo=GB; split-tests=visitorAAAA.7-71_9-90');
    const b = visitorFacts('split-tests=visitorBBBB.7-71');
    expect(variantOf(['split:7'], a)).toBe('split:7=71');
    expect(variantOf(['split:7'], b)).toBe('split:7=71');
    expect(cacheKey('Demo.localhost', '/', variantOf(['split:7'], a))).toBe('demo.localhost/|split:7=71');
    expect(variantOf(['split:7'], visitorFacts(''))).toBe('split:7=none');
  });
  it('keys a rendering by the variation shown', () => {
    expect(splitVariantKey([hero], { assignments: new Map([[7, 71]]), query: new URLSearchParams() })).toBe('7=71');
    expect(splitVariantKey([hero], { assignments: new Map([[7, 71]]), query: new URLSearchParams('hero=Old') })).toBe('7=70');
  });
});

describe("core data's splitTest", () => {
  it('says the variation and whether the visitor discovered the test', () => {
    expect(splitTestState([hero], { assignments: null, query: new URLSearchParams() })).toEqual([
      {
        id: 7,
        code: 'hero',
        name: 'Hero',
        variation: { id: 70, name: 'Old' },
        discovered: false,
        availableVariations: [
          { id: 70, name: 'Old', default: true },
          { id: 71, name: 'New', default: false },
        ],
      },
    ]);
    expect(splitTestState([hero], { assignments: new Map([[7, 71]]), query: new URLSearchParams() })[0]).toMatchObject({
      variation: { name: 'New' },
      discovered: true,
    });
  });
});
