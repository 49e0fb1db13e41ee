// The vocabulary of a block property's editor metadata, attached with zod 4's `.meta()`
// beside the property itself (as themes/token-types.ts is for theme tokens), so the
// editor's form and the parser are one declaration. Browser-safe: types only.

/** How the editor draws a property's input. */
export const EDITOR_WIDGETS = [
  'text',
  'textarea',
  'richtext',
  'colour',
  'url',
  'image',
  'select',
  'toggle',
  'number',
  'slider',
  'alignment',
  'icon',
  'list',
  'group',
  'hidden',
] as const;
export type EditorWidget = (typeof EDITOR_WIDGETS)[number];

/** The editor's sections, in the order it shows them. */
export const EDITOR_GROUPS = ['Content', 'Link', 'Media', 'Layout', 'Colours', 'Style', 'Behaviour', 'Advanced'] as const;
export type EditorGroup = (typeof EDITOR_GROUPS)[number];

export interface EditorMeta {
  /** The input's label, in the owner's words. */
  label: string;
  /** One line under the input; optional. */
  help?: string;
  group: EditorGroup;
  widget: EditorWidget;
  /**
   * Upper bound on the text's length for inputs whose schema cuts rather than rejects
   * (a truncating transform has no `.max()` the form could read).
   */
  maxLength?: number;
  /** Slider and number step. */
  step?: number;
}

// Typing zod's global registry: `.meta({ … })` then checks these names and values.
// Partial because other schemas in the app use `.meta()` for other things; the unit
// test over the block registry requires label, group and widget on every property.
declare module 'zod' {
  interface GlobalMeta extends Partial<EditorMeta> {}
}
