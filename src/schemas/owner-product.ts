import { z } from 'zod';
import { OwnerProductBody } from './studio-calls.ts';

// What the dashboard's product calls accept besides OwnerProductBody (the studio's "sell this
// design" call, src/schemas/studio-calls.ts): the edit screen's save and the bulk switch.

/** PATCH /omnis/v3/dashboard/store/products/{id}/: every field the owner edits (not the design). */
export const OwnerProductUpdate = OwnerProductBody.omit({ designUuid: true });
export type OwnerProductUpdate = z.infer<typeof OwnerProductUpdate>;

/** Most products one bulk action may touch: one page of the list. */
export const MAX_BULK_PRODUCTS = 100;

/** POST /omnis/v3/dashboard/store/products/bulk/: enable or disable these products, all or none. */
export const BulkEnableBody = z.object({
  ids: z.array(z.int().positive()).min(1, { error: 'Choose at least one product.' }).max(MAX_BULK_PRODUCTS),
  enabled: z.boolean(),
});
export type BulkEnableBody = z.infer<typeof BulkEnableBody>;
