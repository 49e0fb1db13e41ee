import type { StoreScope } from '../scope.ts';
import { fromJson, now, toJson } from '../../../platform/db/json.ts';

// The store completion checklist (fed by the badge-completion gates): what a new store's
// owner is walked through on the dashboard home, one current step at a time.

export const CHECKLIST_STEPS = ['sign-up', 'profile', 'theme', 'homepage', 'collection', 'designer', 'card', 'entrepreneur'] as const;
export type ChecklistStep = (typeof CHECKLIST_STEPS)[number];

export interface StoreChecklist {
  currentStep: ChecklistStep;
  completed: ChecklistStep[];
}

const isStep = (value: unknown): value is ChecklistStep => CHECKLIST_STEPS.includes(value as ChecklistStep);

/** The store's checklist, or null for a store that was never given one. */
export async function readChecklist(scope: StoreScope): Promise<StoreChecklist | null> {
  const row = await scope.db.selectFrom('store_checklists').selectAll().where('division_id', '=', scope.division.id).executeTakeFirst();
  if (!row) return null;
  const completed = (fromJson<unknown[]>(row.completed_json, 'store_checklists.completed_json') ?? []).filter(isStep);
  return { currentStep: isStep(row.current_step) ? row.current_step : 'sign-up', completed };
}

/** Gives the store a checklist (new stores), starting after sign-up. Keeps an existing one. */
export async function startChecklist(scope: StoreScope): Promise<void> {
  await scope.db
    .insertInto('store_checklists')
    .values({ division_id: scope.division.id, current_step: 'profile', completed_json: toJson(['sign-up']), updated_at: now() })
    .onConflict((conflict) => conflict.column('division_id').doNothing())
    .execute();
}

/**
 * Marks a step done and makes `next` the current step (the homepage save: homepage done,
 * current step collection). Does nothing for a store without a checklist.
 */
export async function completeChecklistStep(scope: StoreScope, step: ChecklistStep, next: ChecklistStep): Promise<StoreChecklist | null> {
  const checklist = await readChecklist(scope);
  if (!checklist) return null;
  const completed = checklist.completed.includes(step) ? checklist.completed : [...checklist.completed, step];
  await scope.db
    .updateTable('store_checklists')
    .set({ current_step: next, completed_json: toJson(completed), updated_at: now() })
    .where('division_id', '=', scope.division.id)
    .execute();
  return { currentStep: next, completed };
}
