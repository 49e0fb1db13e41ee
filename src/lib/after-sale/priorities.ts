// An order's priority: the back office sorts and picks urgent orders first.
export const PRIORITIES = [
  { value: 0, name: 'Normal', colour: '#6b7280' },
  { value: 1, name: 'High', colour: '#d97706' },
  { value: 2, name: 'Urgent', colour: '#dc2626' },
] as const;

export type Priority = (typeof PRIORITIES)[number]['value'];

export function isPriority(value: number): value is Priority {
  return PRIORITIES.some((priority) => priority.value === value);
}

export function priorityName(value: number): string {
  return PRIORITIES.find((priority) => priority.value === value)?.name ?? 'Normal';
}
