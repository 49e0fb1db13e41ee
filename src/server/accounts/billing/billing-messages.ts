// What owners read when a Pro plan cannot be bought or managed.

/** Managing a plan the project does not have (404). */
export const NO_PRO_PLAN = 'This store has no Pro plan to manage.';
/** Buying Pro for a project that already pays for it (409). */
export const ALREADY_PRO = 'Your store is already on Pro. Manage your plan from the billing section below.';
