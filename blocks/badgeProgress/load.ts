import type { StoreScope } from '../../src/server/stores/index.ts';
import { CHECKLIST_STEPS, readChecklist } from '../../src/server/stores/index.ts';
import { badgeProgressOf, type BadgeProgress } from './progress.ts';

export interface Data {
  /** Null for a store that was never given a checklist: the block then draws nothing. */
  progress: BadgeProgress | null;
}

export async function load(scope: StoreScope): Promise<Data> {
  const checklist = await readChecklist(scope);
  return { progress: checklist ? badgeProgressOf(CHECKLIST_STEPS, checklist) : null };
}
