import { ApiError } from '../../../platform/errors/api-error.ts';

/** A positive whole id from a route parameter; anything else is not found. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!/^\d{1,12}$/.test(value ?? '') || !Number.isSafeInteger(id) || id <= 0) throw new ApiError('notFound');
  return id;
}
