import { getBlockType, isRegisteredBlockType } from '../../blocks/registry.ts';
import { htmlText } from '../../src/lib/html-text.ts';

/** A block type's name in the owner's words. */
export function blockTitle(type: string): string {
  return isRegisteredBlockType(type) ? getBlockType(type).title : type;
}

/** Blocks whose items are blocks (grid, row, slideshow, carousel…). */
export function isContainerType(type: string): boolean {
  return isRegisteredBlockType(type) && getBlockType(type).container === true;
}

/** The types a block can become while keeping its properties. */
export function compatibleTypes(type: string): readonly string[] {
  return isRegisteredBlockType(type) ? getBlockType(type).compatibility : [];
}

/** One line that tells blocks of a type apart in the block list. */
export function blockSummary(properties: object): string {
  const record = properties as Record<string, unknown>;
  for (const key of ['title', 'text', 'copy', 'heading', 'label', 'name']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return htmlText(value).slice(0, 60);
  }
  return '';
}
