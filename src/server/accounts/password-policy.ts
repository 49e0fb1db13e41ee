import { text } from '../../lib/validation/zod.ts';
import { NEW_PASSWORD_RULES } from '../../lib/validation/rules/new-password.ts';

/** A new password as the API checks it: the rule list the island forms check, as a schema. */
export const NewPassword = text(...NEW_PASSWORD_RULES);
