// The studio's print rules, pure and browser-safe: the island shows them live, the server
// applies them again when a design is saved.
export * from './print-resolution.ts';
export * from './safe-zone.ts';
export * from './ink-colours.ts';
export * from './printed-sides.ts';
export * from './pricing.ts';
export * from './print-file-size.ts';
export * from './design-check.ts';
