import { randomInt } from 'node:crypto';
import type { LabelPrefix } from '../../../lib/label-codes.ts';

// New label references (src/lib/label-codes.ts says what they look like): the prefix and ten random digits.

export function newLabelCode(prefix: LabelPrefix): string {
  let digits = '';
  for (let index = 0; index < 10; index++) digits += String(randomInt(10));
  return `${prefix}${digits}`;
}
