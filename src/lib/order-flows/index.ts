export * from './flows.ts';
export * from './moves.ts';
export * from './statuses.ts';
