import { describe } from 'vitest';
import { rules } from '../../../src/lib/validation/index.ts';
import { itChecks } from './expect-rule.ts';

describe('alpha', () => {
  itChecks(rules.alpha, {
    valid: ['', 'abc', 'ABC123', 'Zoë', 'José'],
    invalid: ['abc def', 'abc-def', 'abc_def', 'abc!', 'a.b', ' '],
  });
});

describe('alpha_dash', () => {
  itChecks(rules.alphaDash, {
    valid: ['', 'summer-sale_2024', 'abc', '-_-'],
    invalid: ['summer sale', 'sale!', 'a.b', 'a/b'],
  });
});

describe('alpha_spaces', () => {
  itChecks(rules.alphaSpaces, {
    valid: ['', 'Jo Bloggs', 'Mary-Jane Smith', 'Zoë 2'],
    invalid: ["O'Neil", 'Jo_Bloggs', 'Jo.', 'Jo\tBloggs', 'Jo\nBloggs', 'Jo!'],
  });
});

describe('alpha_spaces_punctuation', () => {
  itChecks(rules.alphaSpacesPunctuation, {
    valid: ['', "Jo's shop!", 'Sale; today only.', 'No. 1 #tees', 'A-Z'],
    invalid: ['50% off', 'Tees & hoodies', 'Hello, world', 'Why?', '<b>', 'a_b', 'a/b', '"quoted"'],
  });
});

describe('lowercase', () => {
  itChecks(rules.lowercase, {
    valid: ['', 'abc', 'abc-123 def', 'zoë'],
    invalid: ['Abc', 'abC', 'ZOË', 'ABC'],
  });
});
