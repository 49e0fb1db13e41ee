import type { z } from 'zod';
import { BlockNode } from '../src/schemas/page-document.ts';
import { BLOCK_TYPES } from './schemas.ts';
import { isHiddenBlockType, type BlockTypeDefinition } from './define.ts';
import { blockErrors } from './errors.ts';

export type BlockTypeName = keyof typeof BLOCK_TYPES;

/** Block name → its parsed properties: what makes a page document a discriminated union. */
export type BlockPropsMap = { [K in BlockTypeName]: z.output<(typeof BLOCK_TYPES)[K]['props']> };

const registry = new Map<string, BlockTypeDefinition>(Object.entries(BLOCK_TYPES));

/** Adds a block type (plugins, tests). Names are unique. */
export function registerBlockType(definition: BlockTypeDefinition): void {
  if (registry.has(definition.name)) throw blockErrors.conflict();
  registry.set(definition.name, definition);
}

export function isRegisteredBlockType(type: string): boolean {
  return registry.has(type);
}

export function getBlockType(type: string): BlockTypeDefinition {
  const definition = registry.get(type);
  if (!definition) throw blockErrors.notRegistered(type);
  return definition;
}

/** Types an owner can add in the editor: registered, with a builder, not hidden. */
export function addableBlockTypes(): BlockTypeDefinition[] {
  return [...registry.values()].filter((definition) => definition.builder && !isHiddenBlockType(definition.name));
}

/**
 * A new block of the type, with its builder's properties over the schema's defaults,
 * parsed into a page-document node (so its properties are checked as it is made).
 */
export function makeBlock(type: string | undefined, properties: Record<string, unknown> = {}): BlockNode {
  if (!type) throw blockErrors.noType();
  const definition = getBlockType(type);
  if (!definition.builder) throw blockErrors.noBuilder();
  return BlockNode.parse({
    // globalThis.crypto works in Node and in the editor's browser alike.
    id: globalThis.crypto.randomUUID(),
    type,
    size: { w: 12 },
    properties: { ...definition.builder(), ...properties },
  });
}

export interface ParsedProperties<T> {
  properties: T;
  /** Fields that were invalid and fell back to their defaults. */
  dropped: string[];
}

/**
 * Parses stored properties against the type's schema. A stored page must still
 * render when one field is bad, so invalid fields fall back to their defaults
 * (and are reported) instead of failing the page.
 */
export function parseBlockProperties<K extends BlockTypeName>(type: K, raw: Record<string, unknown>): ParsedProperties<BlockPropsMap[K]>;
export function parseBlockProperties(type: string, raw: Record<string, unknown>): ParsedProperties<unknown>;
export function parseBlockProperties(type: string, raw: Record<string, unknown>): ParsedProperties<unknown> {
  const schema = getBlockType(type).props;
  const first = schema.safeParse(raw);
  if (first.success) return { properties: first.data, dropped: [] };
  const dropped = [...new Set(first.error.issues.map((issue) => String(issue.path[0] ?? '')))].filter(Boolean);
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([key]) => !dropped.includes(key)));
  const second = schema.safeParse(cleaned);
  if (second.success) return { properties: second.data, dropped };
  return { properties: schema.parse({}), dropped: Object.keys(raw) };
}
