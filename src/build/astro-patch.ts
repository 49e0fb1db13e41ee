// One change to the text of an installed Astro file (src/build/astro-patches.ts applies them).
export interface AstroPatch {
  /** The file changed, as under node_modules/. */
  file: string;
  /** Named in errors. */
  name: string;
  why: string;
  /** Text that must occur exactly once in the file (after the patches listed before this one). */
  expected: string;
  replacement: string;
  /** Names the replacement reads from the module's own scope: each must be imported or declared there. */
  inScope?: readonly string[];
}
