import { describe, expect, it } from 'vitest';
import {
  COOKIE_VALUE_MAX_LENGTH,
  STORAGE_KEY_MAX_LENGTH,
  STORAGE_VALUE_MAX_LENGTH,
  checkStorageEntry,
  fitsStorageLimits,
} from '../../../src/lib/validation/index.ts';

describe('storage limits', () => {
  it('are 256 for keys, 16384 for values, 3584 for cookie values', () => {
    expect([STORAGE_KEY_MAX_LENGTH, STORAGE_VALUE_MAX_LENGTH, COOKIE_VALUE_MAX_LENGTH]).toEqual([256, 16384, 3584]);
  });

  it('accept entries up to and including the limits', () => {
    expect(fitsStorageLimits('k'.repeat(256), 'v'.repeat(16384))).toBe(true);
    expect(fitsStorageLimits('k', 'v'.repeat(3584), 'cookie')).toBe(true);
    expect(checkStorageEntry('basket', '[]')).toBeNull();
  });

  it('reject a key over 256 characters', () => {
    expect(checkStorageEntry('k'.repeat(257), '')).toEqual({ part: 'key', limit: 256, length: 257, message: 'Storage key is longer than 256 characters.' });
    expect(fitsStorageLimits('k'.repeat(257), '', 'cookie')).toBe(false);
  });

  it('reject a value over 16384 in storage and 3584 in a cookie', () => {
    expect(checkStorageEntry('k', 'v'.repeat(16385))?.part).toBe('value');
    expect(fitsStorageLimits('k', 'v'.repeat(3585), 'cookie')).toBe(false);
    expect(fitsStorageLimits('k', 'v'.repeat(3585), 'storage')).toBe(true);
  });

  it('measure cookie values in bytes, since that is what the browser limits', () => {
    const pounds = '£'.repeat(1800); // 1800 characters, 3600 UTF-8 bytes
    expect(checkStorageEntry('k', pounds, 'cookie')).toMatchObject({ part: 'value', limit: 3584, length: 3600 });
    expect(fitsStorageLimits('k', pounds, 'storage')).toBe(true);
  });
});
