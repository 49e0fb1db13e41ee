// The editor grid has 12 columns and a block never spans fewer than 3. Kept here, free of
// zod, so the editor island's bundle needs no schema to resize; src/schemas/block.ts
// validates stored sizes with these same constants.
export const GRID_COLUMNS = 12;
export const MIN_BLOCK_SIZE = 3;
