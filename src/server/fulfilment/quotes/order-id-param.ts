import { ApiError } from '../../../platform/errors/api-error.ts';

/** An order id from a route parameter: digits only, else the order is not found. */
export function orderIdParam(value: string | undefined): number {
  if (!value || !/^\d{1,12}$/.test(value)) throw new ApiError('notFound', 'No such quote.');
  return Number(value);
}
