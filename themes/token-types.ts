// The vocabulary of theme tokens: each token type, the builder tokens.ts declares it with,
// and the zod schema a value of that type must pass. Values are restricted to characters
// that cannot break out of a CSS declaration, so css.ts can emit them as they are.

import { z } from 'zod';
import { isThemeFontValue } from './theme-font-value.ts';

export const TRANSFORMS = ['none', 'uppercase', 'lowercase', 'capitalize'] as const;
export type Transform = (typeof TRANSFORMS)[number];

export const SHADOWS = ['none', 'light', 'medium', 'heavy'] as const;
export type Shadow = (typeof SHADOWS)[number];

/** Shadows: offset and blur of each strength; the colour is the shadow.color token. */
export const SHADOW_OFFSETS = { light: '0 2px 4px', medium: '0 3px 6px', heavy: '0 4px 8px' } as const satisfies Record<Exclude<Shadow, 'none'>, string>;

/** The value each token type holds. Lengths are pixels, as in the spec ("4px", quote size 24). */
interface ValueByType {
  color: string;
  /** A library family's name, or `custom:<name>` for one of the store's own fonts. */
  font: string;
  length: number;
  transform: Transform;
  shadow: Shadow;
  boolean: boolean;
  image: string;
  number: number;
  /** Copy shown to shoppers (not emitted as CSS). */
  text: string;
  /** A media address such as the default video (not emitted as CSS). */
  url: string;
}
export type TokenType = keyof ValueByType;
export type TokenValue<D extends { type: TokenType }> = ValueByType[D['type']];

/** A default taken from another token's final value, so e.g. buttons follow the primary colour. */
export interface TokenReference {
  from: string;
}
export const from = (token: string): TokenReference => ({ from: token });
export const isTokenReference = (value: unknown): value is TokenReference =>
  typeof value === 'object' && value !== null && 'from' in value && typeof value.from === 'string';

export interface Range {
  min: number;
  max: number;
  step: number;
}

interface Base<T extends TokenType> {
  type: T;
  default: ValueByType[T] | TokenReference;
  /** One line; also the help text of the theme editor. */
  description: string;
}
export type UngroupedDeclaration =
  | Base<'color'>
  | (Base<'font'> & { role?: 'display' | 'standard' })
  | (Base<'length'> & { range: Range })
  | (Base<'number'> & { range: Range })
  | (Base<'transform'> & { options: readonly Transform[] })
  | (Base<'shadow'> & { options: readonly Shadow[] })
  | Base<'boolean'>
  | Base<'image'>
  | Base<'url'>
  | (Base<'text'> & { maxLength: number });
export type TokenDeclaration = UngroupedDeclaration & { group: string };

type Default<T extends TokenType> = ValueByType[T] | TokenReference;

// Builders: tokens.ts reads as a table of `name: type(default, description)`.
export const color = (value: Default<'color'>, description: string): Base<'color'> => ({ type: 'color', default: value, description });
/** role is advisory: the editor lists display fonts for headings, standard fonts for body text. */
export const font = (value: Default<'font'>, description: string, role?: 'display' | 'standard') => ({
  type: 'font' as const,
  default: value,
  description,
  ...(role ? { role } : {}),
});
export const length = (value: Default<'length'>, description: string, range: Range = { min: 0, max: 40, step: 1 }) => ({
  type: 'length' as const,
  default: value,
  description,
  range,
});
export const numeric = (value: Default<'number'>, description: string, range: Range) => ({ type: 'number' as const, default: value, description, range });
export const transform = (value: Default<'transform'>, description: string) => ({
  type: 'transform' as const,
  default: value,
  description,
  options: TRANSFORMS,
});
export const shadow = (value: Default<'shadow'>, description: string) => ({ type: 'shadow' as const, default: value, description, options: SHADOWS });
export const toggle = (value: Default<'boolean'>, description: string): Base<'boolean'> => ({ type: 'boolean', default: value, description });
export const image = (value: Default<'image'>, description: string): Base<'image'> => ({ type: 'image', default: value, description });
export const url = (value: Default<'url'>, description: string): Base<'url'> => ({ type: 'url', default: value, description });
export const text = (value: Default<'text'>, description: string, maxLength = 80) => ({ type: 'text' as const, default: value, description, maxLength });

/** Stamps a group (the theme editor's section) on each token of a section. */
export function group<const T extends Record<string, UngroupedDeclaration>>(name: string, tokens: T): { [K in keyof T]: T[K] & { group: string } } {
  const grouped = {} as { [K in keyof T]: T[K] & { group: string } };
  for (const token in tokens) grouped[token] = { ...tokens[token], group: name };
  return grouped;
}

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

// http(s) with a plain host, or a path on this site. No whitespace, quotes, brackets, ";",
// "\", "<" or "*": nothing that could end the url("…"), open a comment or close the <style>.
const URL_CHARS = '[A-Za-z0-9\\-._~:/?#\\[\\]@!$&+,=%]*';
const SAFE_URL = new RegExp(`^(?:https?://[A-Za-z0-9.-]+(?::\\d{1,5})?(?:[/?#]${URL_CHARS})?|/(?![/\\\\])${URL_CHARS})$`);

/** True for '' (none), an http(s) address or a /-relative path, written with safe characters only. */
export const isSafeThemeUrl = (value: string): boolean => value === '' || SAFE_URL.test(value);

const URL_MESSAGE = 'Expected an https:// or /relative address (percent-encode spaces, quotes, brackets, semicolons and asterisks), or empty for none';

/** The schema a value of a declared token must pass; messages are the editor's hints. */
export function valueSchema(declaration: UngroupedDeclaration): z.ZodType<unknown> {
  switch (declaration.type) {
    case 'color': {
      const message = 'Expected a hex colour such as #2e7d32, or transparent';
      return z.string({ error: message }).refine((value) => value === 'transparent' || HEX.test(value), { error: message });
    }
    case 'font': {
      const message = "Expected a self-hosted font family from the library, or one of the store's own fonts";
      return z.string({ error: message }).refine(isThemeFontValue, { error: message });
    }
    case 'length':
    case 'number': {
      const { min, max, step } = declaration.range;
      const unit = declaration.type === 'length' ? ' pixels' : '';
      const message = `Expected a number from ${min} to ${max}${unit}${step === 1 ? ', whole numbers only' : ` in steps of ${step}`}`;
      return z.number({ error: message }).min(min, { error: message }).max(max, { error: message }).multipleOf(step, { error: message });
    }
    case 'transform':
      return z.enum(TRANSFORMS, { error: `Expected one of ${TRANSFORMS.join(', ')}` });
    case 'shadow':
      return z.enum(SHADOWS, { error: `Expected one of ${SHADOWS.join(', ')}` });
    case 'boolean':
      return z.boolean({ error: 'Expected true or false' });
    case 'image':
    case 'url':
      return z.string({ error: URL_MESSAGE }).max(2048, { error: 'Addresses are limited to 2048 characters' }).refine(isSafeThemeUrl, { error: URL_MESSAGE });
    case 'text': {
      const message = `Expected text of at most ${declaration.maxLength} characters on one line`;
      return (
        z
          .string({ error: message })
          .max(declaration.maxLength, { error: message })
          // biome-ignore lint/suspicious/noControlCharactersInRegex: one-line text refuses control characters (newlines, tabs)
          .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { error: message })
      );
    }
  }
}
