import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../src/lib/return-path.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/basket/', '/basket/'],
    ['/a/?b=1#c', '/a/?b=1#c'],
    ['/', '/'],
  ])('keeps %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
  it.each(['//evil.com', '/\\evil.com', 'https://evil.com/', 'javascript:alert(1)', 'basket', '/\t/evil.com', '', null])('refuses %s', (input) => {
    expect(safeReturnPath(input as string)).toBe('/');
  });
});
