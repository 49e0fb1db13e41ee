import { describe, expect, it } from 'vitest';
import { cacheDecision, cacheKey, variantOf, NOT_SHAREABLE, SHAREABLE, type RenderOutcome } from '../../../src/platform/render-cache/policy.ts';
import { visitorFacts } from '../../../src/platform/render-cache/visitor-facts.ts';

const outcome = (change: Partial<RenderOutcome> = {}): RenderOutcome => ({
  method: 'GET',
  search: '',
  status: 200,
  contentType: 'text/html; charset=utf-8',
  setsCookie: false,
  verdict: SHAREABLE,
  ...change,
});

describe('the one cache decision', () => {
  it('keeps a plain GET of a shareable HTML page for everyone', () => {
    expect(cacheDecision(outcome())).toEqual({ keep: true, vary: [], sendPrivately: false });
  });

  it.each([
    ['a page service that says no', { verdict: NOT_SHAREABLE }],
    ['a page whose service said nothing', { verdict: undefined }],
    ['a query string', { search: '?sort=price' }],
    ['a HEAD (no body to keep)', { method: 'HEAD' }],
    ['a POST', { method: 'POST' }],
    ['a 404', { status: 404 }],
    ['a redirect', { status: 302 }],
    ['JSON', { contentType: 'application/json' }],
  ] as const)('passes on %s', (_name, change) => {
    expect(cacheDecision(outcome(change)).keep).toBe(false);
  });

  it('keeps the HTML of a response that sets a cookie, but sends that response privately', () => {
    expect(cacheDecision(outcome({ setsCookie: true }))).toEqual({ keep: true, vary: [], sendPrivately: true });
  });

  it('tells whether what passes on is HTML (it then gets the security headers and private caching)', () => {
    expect(cacheDecision(outcome({ status: 404 }))).toEqual({ keep: false, html: true });
    expect(cacheDecision(outcome({ contentType: 'application/json' }))).toEqual({ keep: false, html: false });
  });

  it('keeps one copy per variant, named by the visitor facts the page varies by', () => {
    const decision = cacheDecision(outcome({ verdict: { shareable: true, vary: ['geography'] } }));
    expect(decision).toEqual({ keep: true, vary: ['geography'], sendPrivately: false });
    expect(variantOf(['geography'], visitorFacts('a=1; geo-country=fr'))).toBe('geography=EU');
    expect(variantOf(['geography'], visitorFacts(undefined))).toBe('geography=UK');
    expect(variantOf([], visitorFacts('geo-country=US'))).toBe('');
    expect(cacheKey('Demo.localhost:4321', '/about/', 'geography=ROW')).toBe('demo.localhost:4321/about/|geography=ROW');
    expect(cacheKey('demo.localhost:4321', '/about/')).toBe('demo.localhost:4321/about/');
  });

  it('reads a malformed cookie as no cookie', () => {
    expect(visitorFacts('geo-country=%E0%A4%A').geography).toBe('UK');
  });
});
