import { z } from 'zod';
import { getBlockType } from '../../../blocks/registry.ts';

/**
 * The message for a property value as the owner types it, or undefined when the block
 * type's own schema accepts it: the same rule (and message) the server applies on save.
 */
export function propertyError(type: string, name: string, value: unknown): string | undefined {
  const props = getBlockType(type).props;
  if (!(props instanceof z.ZodObject)) return undefined;
  const schema = props.shape[name] as z.ZodType | undefined;
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
