// Pure operations on a page document (a page and its blocks), shared by the editor island
// and the server: each takes the blocks and returns new blocks, never changing its input.
export { duplicate } from './duplicate.ts';
export { PageDocumentError, pageDocumentErrors, type PageDocumentErrorCode } from './errors.ts';
export { blockAtPath, findBlock, idsIn, type FoundBlock } from './find.ts';
export { GRID_COLUMNS, MIN_BLOCK_SIZE } from './grid.ts';
export { randomBlockId } from './ids.ts';
export { insert } from './insert.ts';
export { move, reorder } from './move.ts';
export { remove } from './remove.ts';
export { resize } from './resize.ts';
export type { BlockPosition, IsContainer, NewId, PropertiesOf, TreeNode } from './tree-node.ts';
export { updateBlock } from './update.ts';
export { updateProperties } from './update-properties.ts';
export { withOrder } from './with-order.ts';
