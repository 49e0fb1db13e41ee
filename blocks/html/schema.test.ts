import { describe, expect, it } from 'vitest';
import { htmlProps } from './schema.ts';

describe('html schema', () => {
  it('defaults to empty, contained HTML', () => {
    expect(htmlProps.parse({})).toEqual({ html: '', contained: true });
  });
  it('stores the HTML as written (it is sanitised when rendered) up to 100,000 characters', () => {
    expect(htmlProps.parse({ html: '<p onclick="x">Hi</p>' }).html).toBe('<p onclick="x">Hi</p>');
    expect(htmlProps.safeParse({ html: 'x'.repeat(100_001) }).success).toBe(false);
  });
});
