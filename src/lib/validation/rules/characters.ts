import { messages } from '../messages.ts';
import { defineRule, patternRule } from '../rule.ts';

// "Alphanumeric" counts letters of any script (with their accents) and digits, so
// names like "Zoë" or "José" pass.

export const alpha = patternRule('alpha', messages.alpha, /^[\p{L}\p{M}\p{N}]+$/u);

export const alphaDash = patternRule('alpha_dash', messages.alphaDash, /^[\p{L}\p{M}\p{N}_-]+$/u);

export const alphaSpaces = patternRule('alpha_spaces', messages.alphaSpaces, /^[\p{L}\p{M}\p{N} -]+$/u);

export const alphaSpacesPunctuation = patternRule('alpha_spaces_punctuation', messages.alphaSpacesPunctuation, /^[\p{L}\p{M}\p{N} '\-;!#.]+$/u);

export const lowercase = defineRule('lowercase', messages.lowercase, (value) => value === value.toLowerCase());
