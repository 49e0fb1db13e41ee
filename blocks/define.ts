import type { z } from 'zod';

/**
 * A block type as data: name, title, props schema with defaults,
 * the builder that makes a fresh block, and its compatibility set — the types it can
 * be switched to in the editor while keeping its properties.
 */
export interface BlockTypeDefinition<Name extends string = string, Props extends z.ZodType = z.ZodType> {
  name: Name;
  title: string;
  props: Props;
  compatibility: readonly string[];
  /**
   * Properties of a newly made block; absent for types the editor cannot add. Typed
   * loosely because TypeScript widens literals while still inferring Props; a unit
   * test parses every builder's output against its schema instead.
   */
  builder?: () => Record<string, unknown>;
  /** Blocks whose items are other blocks (grid, row, slideshow…). */
  container?: boolean;
}

export function defineBlockType<const Name extends string, Props extends z.ZodType>(
  definition: BlockTypeDefinition<Name, Props>,
): BlockTypeDefinition<Name, Props> {
  return definition;
}

/** Types whose names begin and end with an underscore are hidden from the editor. */
export function isHiddenBlockType(name: string): boolean {
  return name.length > 2 && name.startsWith('_') && name.endsWith('_');
}
