// The theme editor's form, derived from the token declarations (themes/tokens.ts, STYLE
// habit 5): one section per declared group, one field per token, in declaration order,
// each with the widget its type calls for and its declaration's help text.

import { FONT_FAMILY_NAMES, fontFamiliesFor, type FontFamilyName } from '../../themes/fonts.ts';
import { valueSchema, type Range } from '../../themes/token-types.ts';
import { tokenGroups, TOKENS, type TokenName } from '../../themes/tokens.ts';

interface FieldBase {
  name: TokenName;
  label: string;
  /** The declaration's one line, shown as help text. */
  description: string;
}

export type TokenField =
  | (FieldBase & { widget: 'colour' })
  | (FieldBase & { widget: 'font'; fonts: FontFamilyName[]; role: 'display' | 'standard' | undefined })
  | (FieldBase & { widget: 'range'; range: Range; unit: 'px' | '' })
  | (FieldBase & { widget: 'select'; options: readonly string[] })
  | (FieldBase & { widget: 'toggle' })
  | (FieldBase & { widget: 'image' })
  | (FieldBase & { widget: 'url' })
  | (FieldBase & { widget: 'text'; maxLength: number });

export interface TokenSection {
  group: string;
  fields: TokenField[];
}

/** `button.primary.borderColor` → "Button primary border colour", `heading1.font` → "Heading 1 font". */
export function tokenLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    .replaceAll('.', ' ')
    .toLowerCase()
    .replace(/\bcolor\b/g, 'colour')
    .replace(/\bv (\d)\b/g, 'v$1');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The field of one token. */
export function tokenField(name: TokenName): TokenField {
  const declaration = TOKENS[name];
  const base = { name, label: tokenLabel(name), description: declaration.description };
  switch (declaration.type) {
    case 'color':
      return { ...base, widget: 'colour' };
    case 'font': {
      const role = 'role' in declaration ? declaration.role : undefined;
      return { ...base, widget: 'font', role, fonts: role ? fontFamiliesFor(role) : [...FONT_FAMILY_NAMES] };
    }
    case 'length':
      return { ...base, widget: 'range', range: declaration.range, unit: 'px' };
    case 'number':
      return { ...base, widget: 'range', range: declaration.range, unit: '' };
    case 'transform':
    case 'shadow':
      return { ...base, widget: 'select', options: declaration.options };
    case 'boolean':
      return { ...base, widget: 'toggle' };
    case 'image':
      return { ...base, widget: 'image' };
    case 'url':
      return { ...base, widget: 'url' };
    case 'text':
      return { ...base, widget: 'text', maxLength: declaration.maxLength };
  }
}

/** Every section of the form, as declared. */
export function tokenForm(): TokenSection[] {
  return tokenGroups().map(({ group, tokens }) => ({ group, fields: tokens.map(tokenField) }));
}

/** The declaration's message for a value it refuses, or undefined when the value is valid. */
export function tokenValueProblem(name: TokenName, value: unknown): string | undefined {
  const result = valueSchema(TOKENS[name]).safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid value');
}

/** The overrides whose values pass their declarations: what the preview draws and the save sends. */
export function validOverrides(overrides: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(overrides).filter(([name, value]) => name in TOKENS && tokenValueProblem(name as TokenName, value) === undefined));
}
