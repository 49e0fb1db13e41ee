import { describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE, MAX_PAGE, lastPageOf, pageHref, pageItems, parsePageParam } from '../../../src/lib/pagination.ts';

describe('?page= parameter', () => {
  it('is page 1 when missing or empty', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('')).toBe(1);
  });
  it('accepts whole numbers from 1 to MAX_PAGE', () => {
    expect(parsePageParam('1')).toBe(1);
    expect(parsePageParam('12')).toBe(12);
    expect(parsePageParam(String(MAX_PAGE))).toBe(MAX_PAGE);
  });
  it.each(['0', '-1', '2.5', 'abc', '1e3', '01', ' 2', String(MAX_PAGE + 1), '99999999999'])('refuses %j', (value) => {
    expect(parsePageParam(value)).toBeUndefined();
  });
});

describe('last page', () => {
  it('pages by 24', () => {
    expect(CATALOGUE_PAGE_SIZE).toBe(24);
    expect(lastPageOf(24)).toBe(1);
    expect(lastPageOf(25)).toBe(2);
    expect(lastPageOf(48)).toBe(2);
  });
  it('still has page 1 when empty', () => {
    expect(lastPageOf(0)).toBe(1);
  });
});

describe('page links', () => {
  it('shows every page of a short listing', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('elides far pages, keeping the first, the last and the neighbours', () => {
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap', 11, 12]);
  });
  it('never hides a single page behind a gap', () => {
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
  });
});

describe('page addresses', () => {
  it('leaves page 1 out so the first page has one address', () => {
    expect(pageHref('/collection/t-shirts/', {}, 1)).toBe('/collection/t-shirts/');
    expect(pageHref('/collection/t-shirts/', { page: '3' }, 2)).toBe('/collection/t-shirts/?page=2');
  });
  it('keeps the other query values, encoded', () => {
    expect(pageHref('/search/', { search: 'wolf & bear', sort: undefined }, 2)).toBe('/search/?search=wolf+%26+bear&page=2');
  });
});
