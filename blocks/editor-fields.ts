import { z } from 'zod';
import { getBlockType } from './registry.ts';
import type { EditorGroup, EditorMeta, EditorWidget } from './editor-meta.ts';

// The editor's form for a block type, derived from the type's props schema: labels,
// groups and widgets from each property's `.meta()`, and options, bounds and defaults
// from the schema itself, so a form can never offer what the parser would refuse.

/** One input of a block's editor form. */
export interface EditorField {
  name: string;
  label: string;
  help?: string;
  group: EditorGroup;
  widget: EditorWidget;
  /** Choices of a select or alignment. */
  options?: readonly string[];
  min?: number;
  max?: number;
  /** The min is excluded (e.g. a scale greater than 0): the input must stay above it. */
  minExclusive?: boolean;
  step?: number;
  maxLength?: number;
  /** The value a new block gets when the owner leaves the input alone. */
  default?: unknown;
  /** The property may be left empty (the block then uses the theme's value or none). */
  optional: boolean;
  /** Inputs of a group, or of each entry of a list. */
  fields?: EditorField[];
}

// Wrappers that change how a value parses but not what the input edits.
type Wrapper = z.ZodOptional | z.ZodDefault | z.ZodPrefault | z.ZodCatch | z.ZodNullable | z.ZodReadonly | z.ZodPipe;

function isWrapper(schema: z.ZodType): schema is Wrapper {
  return ['optional', 'default', 'prefault', 'catch', 'nullable', 'readonly', 'pipe'].includes(schema.def.type);
}

function innerOf(schema: Wrapper): z.ZodType {
  // A pipe's input side is what the owner types; its output side is a transform.
  return (schema.def.type === 'pipe' ? (schema as z.ZodPipe).def.in : (schema as Exclude<Wrapper, z.ZodPipe>).def.innerType) as z.ZodType;
}

interface Unwrapped {
  core: z.ZodType;
  meta: Partial<EditorMeta>;
  default?: unknown;
  optional: boolean;
}

/** Peels wrappers off a property, merging metadata from the inside out (outer wins). */
function unwrap(schema: z.ZodType): Unwrapped {
  const layers: z.ZodType[] = [schema];
  let core = schema;
  while (isWrapper(core)) {
    core = innerOf(core);
    layers.push(core);
  }
  let meta: Partial<EditorMeta> = {};
  for (const layer of [...layers].reverse()) meta = { ...meta, ...(z.globalRegistry.get(layer) as Partial<EditorMeta> | undefined) };
  const withDefault = layers.find((layer) => layer.def.type === 'default' || layer.def.type === 'prefault') as z.ZodDefault | undefined;
  return {
    core,
    meta,
    ...(withDefault ? { default: withDefault.def.defaultValue } : {}),
    optional: schema.safeParse(undefined).success && !withDefault,
  };
}

function bounds(core: z.ZodType): Pick<EditorField, 'min' | 'max' | 'minExclusive' | 'maxLength' | 'options'> {
  if (core instanceof z.ZodNumber) {
    // z.int() carries the safe-integer range as bounds: not a limit worth showing.
    const safe = (value: number | null) => (value === null || !Number.isFinite(value) || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value);
    const min = safe(core.minValue);
    const max = safe(core.maxValue);
    const minExclusive =
      min !== undefined &&
      (core.def.checks ?? []).some((check) => {
        const def = check._zod.def as { check: string; value?: unknown; inclusive?: boolean };
        return def.check === 'greater_than' && def.inclusive === false && def.value === min;
      });
    return { ...(min !== undefined ? { min } : {}), ...(minExclusive ? { minExclusive } : {}), ...(max !== undefined ? { max } : {}) };
  }
  if (core instanceof z.ZodString) return core.maxLength === null ? {} : { maxLength: core.maxLength };
  if (core instanceof z.ZodEnum) return { options: core.options.map(String) };
  return {};
}

/** The inputs of an object's properties, in declaration order. */
function fieldsOfShape(shape: Record<string, z.ZodType>, where: string): EditorField[] {
  return Object.entries(shape).map(([name, schema]) => fieldOf(name, schema, `${where}.${name}`));
}

function fieldOf(name: string, schema: z.ZodType, where: string): EditorField {
  const { core, meta, optional, ...rest } = unwrap(schema);
  const { label, group, widget, help, maxLength, step } = meta;
  if (!label || !group || !widget) throw new Error(`Block property ${where} has no editor label, group or widget`);
  const field: EditorField = { name, label, group, widget, optional, ...bounds(core) };
  if (help) field.help = help;
  if (maxLength !== undefined) field.maxLength = maxLength;
  if (step !== undefined) field.step = step;
  if ('default' in rest) field.default = rest.default;
  if (core instanceof z.ZodObject) field.fields = fieldsOfShape(core.shape, where);
  if (core instanceof z.ZodArray) {
    const element = unwrap(core.element as z.ZodType).core;
    if (element instanceof z.ZodObject) field.fields = fieldsOfShape(element.shape, `${where}[]`);
    else Object.assign(field, bounds(element));
  }
  return field;
}

/** The properties of a props schema as form inputs; none for types without fixed props. */
export function editorFieldsOf(props: z.ZodType, where = 'block'): EditorField[] {
  const { core } = unwrap(props);
  return core instanceof z.ZodObject ? fieldsOfShape(core.shape, where) : [];
}

/** The editor's form for a registered block type. */
export function editorFields(type: string): EditorField[] {
  return editorFieldsOf(getBlockType(type).props, type);
}
