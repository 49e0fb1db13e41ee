import { describe, expect, it } from 'vitest';
import { knownIcon } from '../../../src/components/icons/paths.ts';

describe('knownIcon', () => {
  it('knows the icon set by its own names only', () => {
    expect(knownIcon('truck')).toBe('truck');
    for (const name of ['nope', 'toString', 'constructor', '__proto__', '', null, undefined]) expect(knownIcon(name)).toBeUndefined();
  });
});
