import type { BlockTypeDefinition } from './define.ts';
import { BLOCK_DEFINITIONS } from './registry.generated.ts';

// Every built-in block type's definition, by name: one per folder under blocks/, each its
// schema.ts's export (registry.generated.ts, written by scripts/block-registry.ts). Schema side
// only: safe for the server, the editor and scripts. Renderers live in components.ts.
// Each definition is filed under its own name, so a type's key and its `name` never differ.
export const BLOCK_TYPES = BLOCK_DEFINITIONS satisfies { readonly [K in keyof typeof BLOCK_DEFINITIONS]: BlockTypeDefinition<K> };
