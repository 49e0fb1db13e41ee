import { describe, expect, it } from 'vitest';
import { ext, maxLength, minLength, regex, rules } from '../../../src/lib/validation/index.ts';
import { itChecks } from './expect-rule.ts';

describe('min_length', () => {
  itChecks(minLength(), { valid: ['', 'abc', 'abcdef'], invalid: ['a', 'ab'] });
  itChecks(minLength(8), { valid: ['12345678', '😀😀😀😀😀😀😀😀'], invalid: ['1234567', '😀😀😀😀'] });
});

describe('max_length', () => {
  itChecks(maxLength(), { valid: ['', 'abcdefghij', '😀😀😀😀😀😀😀😀😀😀'], invalid: ['abcdefghijk'] });
  itChecks(maxLength(2), { valid: ['ab'], invalid: ['abc'] });
});

describe('ext', () => {
  itChecks(ext(['jpg', '.png', 'jpeg']), {
    valid: ['', 'photo.jpg', 'PHOTO.JPG', 'my.design.png', 'a.jpeg'],
    invalid: ['photo.gif', 'photo', '.png', 'photo.jpg.exe', 'photojpg', 'photo.png '],
  });
});

describe('regex', () => {
  const slug = regex(/^[a-z0-9-]+$/g, 'Must be a slug.');
  itChecks(slug, { valid: ['', 'summer-sale', 'a1'], invalid: ['Summer', 'a b'] });

  it('gives the same answer on every call even for a global pattern', () => {
    expect([slug.test('abc'), slug.test('abc'), slug.test('abc')]).toEqual([true, true, true]);
  });
});

describe('hex colour', () => {
  itChecks(rules.hexColour, {
    valid: ['', '#abc', '#ABCD', '#a1b2c3', '#a1b2c3d4', 'a1b2c3'],
    invalid: ['#ab', '#abcde', '#ggg', 'red', '#a1b2c3d4e5', 'rgb(0,0,0)'],
  });
});

describe('required', () => {
  itChecks(rules.required, { valid: ['a', ' a ', '0'], invalid: ['', ' ', '\t\n'] });
});
