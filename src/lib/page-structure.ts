import type { BlockNode } from '../schemas/page-document.ts';

/**
 * The v1 pages lay blocks out on the 12-column grid; template pages (whose blocks
 * name the template section they fill) stack full-width sections.
 */
export function isTemplatePage(blocks: Pick<BlockNode, 'template'>[]): boolean {
  return blocks.length > 0 && blocks.every((block) => typeof block.template === 'string' && block.template !== '');
}
