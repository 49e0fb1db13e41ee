import { z } from 'zod';
import { CURRENCY_CODES, DEFAULT_CURRENCY } from '../lib/currencies.ts';

/** A project (manufacturer): the company that owns one or more stores. */
export const Project = z.object({
  id: z.int(),
  name: z.string().min(1).max(120),
  email: z.email().nullable().default(null),
  logo: z.string().nullable().default(null),
  isPro: z.boolean().default(false),
  /** Company 52 is the bespoke company (isBespoke). */
  companyId: z.int().nullable().default(null),
  currency: z.enum(CURRENCY_CODES).default(DEFAULT_CURRENCY),
  force2fa: z.boolean().default(false),
});
export type Project = z.infer<typeof Project>;
