// The block errors, with their exact texts. Browser-safe (the editor makes blocks too), so
// src/platform/errors/as-api-error.ts maps each `code` to the API's error.

export type BlockErrorCode = 'notRegistered' | 'noBuilder' | 'conflict' | 'noType' | 'factoryNoSource' | 'invalidConditions';

export class BlockError extends Error {
  readonly code: BlockErrorCode;
  constructor(code: BlockErrorCode, message: string) {
    super(message);
    this.name = 'BlockError';
    this.code = code;
  }
}

export const blockErrors = {
  notRegistered: (type: string) => new BlockError('notRegistered', `Block type of ${type} hasn't been registered`),
  noBuilder: () => new BlockError('noBuilder', 'Tried to make type but no builder was defined'),
  conflict: () => new BlockError('conflict', 'Tried to register block type that conflicts with another'),
  noType: () => new BlockError('noType', 'Unable to make block, no type was defined'),
  factoryNoSource: () => new BlockError('factoryNoSource', 'Factory has no source'),
  invalidConditions: () => new BlockError('invalidConditions', 'Invalid block conditions'),
} satisfies Record<BlockErrorCode, (...args: never[]) => BlockError>;
