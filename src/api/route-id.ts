import { ApiError } from '../platform/errors/api-error.ts';

/** A row id from a call's path; anything else is not found (never a 500). */
export function routeId(value: string | undefined, what = 'product'): number {
  const id = Number(value);
  if (!/^\d{1,9}$/.test(value ?? '') || !Number.isSafeInteger(id) || id <= 0) throw new ApiError('notFound', `No such ${what}.`);
  return id;
}
