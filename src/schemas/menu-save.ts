import { z } from 'zod';
import { MainMenu } from './menu.ts';
import { messages } from '../lib/validation/index.ts';

// The main menu save: the menu's shape (schemas/menu.ts) plus the rules
// an editor needs, with messages written for a store owner rather than zod's defaults.

/** A menu body: `{ menu: [...] }`. An image-mode segment must carry its image tile. */
export const MenuSaveBody = z.object({
  menu: MainMenu.superRefine(
    (menu, context) => {
      // Runs even when other fields failed, so every problem shows at once: the value may be partly invalid.
      menu.forEach((entry, entryIndex) => {
        if (!Array.isArray(entry?.submenu)) return;
        entry.submenu.forEach((segment, segmentIndex) => {
          if (segment?.mode === 'image' && !segment.image) {
            context.addIssue({ code: 'custom', path: [entryIndex, 'submenu', segmentIndex, 'image'], message: 'Choose an image for this tile.' });
          }
        });
      });
    },
    { when: (payload) => Array.isArray(payload.value) },
  ),
});
export type MenuSaveBody = z.infer<typeof MenuSaveBody>;

/** Owner-facing texts for the generic checks of the menu schema; undefined keeps zod's own. */
export function menuIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return messages.required;
  if (issue.code === 'too_big' && issue.origin === 'string') return `Must be at most ${String(issue.maximum)} characters.`;
  if (issue.code === 'too_big' && issue.origin === 'array') return `Must have at most ${String(issue.maximum)} entries.`;
  if (issue.code === 'invalid_type' && issue.expected === 'string') return messages.required;
  return undefined;
}

/** Parses a menu body with the owner-facing messages; throws the ZodError (a 422 at the API). */
export function parseMenuSave(input: unknown): MenuSaveBody {
  return MenuSaveBody.parse(input, { error: menuIssueMessage });
}
