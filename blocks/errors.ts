// Spec §8 "Block errors", exact texts.

export class BlockError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlockError';
  }
}

export const blockErrors = {
  notRegistered: (type: string) => new BlockError(`Block type of ${type} hasn't been registered`),
  noBuilder: () => new BlockError('Tried to make type but no builder was defined'),
  conflict: () => new BlockError('Tried to register block type that conflicts with another'),
  noType: () => new BlockError('Unable to make block, no type was defined'),
  factoryNoSource: () => new BlockError('Factory has no source'),
  invalidConditions: () => new BlockError('Invalid block conditions'),
};
