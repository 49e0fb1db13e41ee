// The store's badge progress (the badge-completion gates, walked as the store
// completion checklist): steps done out of all, in the checklist's order. Pure.

export const STEP_LABELS: Record<string, string> = {
  'sign-up': 'Sign up',
  profile: 'Complete your profile',
  theme: 'Choose a theme',
  homepage: 'Build your homepage',
  collection: 'Add a collection',
  designer: 'Design a product',
  card: 'Add a billing card',
  entrepreneur: 'Make your first sale',
};

export interface BadgeStep {
  key: string;
  label: string;
  done: boolean;
  current: boolean;
}

export interface BadgeProgress {
  done: number;
  total: number;
  /** Whole percent, 0–100. */
  percent: number;
  steps: BadgeStep[];
}

export function badgeProgressOf(steps: readonly string[], checklist: { currentStep: string; completed: readonly string[] }): BadgeProgress {
  const list = steps.map((key) => ({ key, label: STEP_LABELS[key] ?? key, done: checklist.completed.includes(key), current: checklist.currentStep === key }));
  const done = list.filter((step) => step.done).length;
  return { done, total: list.length, percent: list.length === 0 ? 0 : Math.round((done / list.length) * 100), steps: list };
}
