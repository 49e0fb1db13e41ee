import { messages } from '../messages.ts';
import { defineRule, type Rule } from '../rule.ts';

// Lengths count characters as people see them: an emoji is one, not two UTF-16 units.
const characterCount = (value: string): number => [...value].length;

export function minLength(length = 3): Rule {
  return defineRule('min_length', messages.minLength(length), (value) => characterCount(value) >= length);
}

export function maxLength(length = 10): Rule {
  return defineRule('max_length', messages.maxLength(length), (value) => characterCount(value) <= length);
}

/**
 * A file name (or a File's name, see validate) ending in one of `formats`, any case;
 * formats may be given with or without the dot: ext(['jpg', '.png']).
 */
export function ext(formats: readonly string[]): Rule {
  const bare = formats.map((format) => format.replace(/^\./, '').toLowerCase());
  return defineRule('ext', messages.ext(bare), (value) => {
    const dot = value.lastIndexOf('.');
    return dot > 0 && bare.includes(value.slice(dot + 1).toLowerCase());
  });
}
