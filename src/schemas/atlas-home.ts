import { z } from 'zod';

// The figures of the back office's home page (GET /omnis/v3/atlas/stats/ and /atlas/): the
// server computes them, the charts island draws them.

export const LateOrder = z.object({
  id: z.number(),
  storeName: z.string(),
  subdomain: z.string(),
  status: z.string(),
  statusName: z.string(),
  colour: z.string(),
  paidAt: z.string(),
  /** Working days since payment. */
  waiting: z.number(),
});
export type LateOrder = z.infer<typeof LateOrder>;

export const AtlasStats = z.object({
  days: z.array(z.string()),
  /** Orders paid on each day of `days`. */
  ordersPerDay: z.array(z.number()),
  /** Orders placed in the window by their status now, in the statuses' order; statuses with none left out. */
  byStatus: z.array(z.object({ code: z.string(), name: z.string(), colour: z.string(), count: z.number() })),
  /** Factory labels printed and scanned on each day (label_logs). */
  throughput: z.object({ printed: z.array(z.number()), scanned: z.array(z.number()) }),
  late: z.object({ total: z.number(), cutoff: z.string(), lateAfter: z.number(), orders: z.array(LateOrder) }),
});
export type AtlasStats = z.infer<typeof AtlasStats>;

/** GET /omnis/v3/atlas/stats/ */
export const AtlasStatsAnswer = z.object({ stats: AtlasStats });
export type AtlasStatsAnswer = z.infer<typeof AtlasStatsAnswer>;
