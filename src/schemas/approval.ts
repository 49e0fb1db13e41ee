import { z } from 'zod';
import { OwnerProductItem } from './owner-product.ts';
import { rules } from '../lib/validation/catalogue.ts';
import { text } from '../lib/validation/zod.ts';
import { maxLength, minLength } from '../lib/validation/rules/length.ts';

// Staff approval of stores and of owners' products (the back office's queues).

/** Bounds of a denial reason: enough to say why, short enough to show beside the product. */
export const DENIAL_REASON_MIN = 3;
export const DENIAL_REASON_MAX = 500;

/** POST /omnis/v3/atlas/products/{id}/deny/ and /omnis/v3/atlas/stores/{id}/deny/: why staff say no (with the length texts). */
export const DenyBody = z.object({
  reason: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    text(rules.required, minLength(DENIAL_REASON_MIN), maxLength(DENIAL_REASON_MAX)),
  ),
});
export type DenyBody = z.infer<typeof DenyBody>;

/**
 * A store's approval status, from its approval item (src/server/stores/approval/approval-status.ts):
 * there is deliberately no Denied status; a denied store stays Not modded yet, with the reason its owner reads.
 */
export const STORE_APPROVAL_STATUSES = ['Approved', 'Not modded yet', 'No approval item'] as const;
export const StoreApprovalStatus = z.enum(STORE_APPROVAL_STATUSES);
export type StoreApprovalStatus = z.infer<typeof StoreApprovalStatus>;

/** Where a store stands with staff: the answer of POST /omnis/v3/atlas/stores/{id}/approve/ and /deny/ ({ review }). */
export const StoreReview = z.object({
  status: StoreApprovalStatus,
  /** Why staff denied it, while it stays under review. */
  denialReason: z.string().nullable(),
});
export type StoreReview = z.infer<typeof StoreReview>;

export const StoreReviewAnswer = z.object({ review: StoreReview });
export type StoreReviewAnswer = z.infer<typeof StoreReviewAnswer>;

/** An owner's product in the back office's approval queue (/atlas/products/). */
export const AwaitingProduct = OwnerProductItem.extend({
  storeName: z.string(),
  subdomain: z.string(),
  /** The store's owner (first by membership), as staff contact them. */
  ownerEmail: z.string().nullable(),
  createdAt: z.string(),
  /** The store's currency code, which the price is in. */
  currency: z.string(),
});
export type AwaitingProduct = z.infer<typeof AwaitingProduct>;

/** GET /omnis/v3/atlas/products/: products of every store awaiting staff, the longest waiting first. */
export const AwaitingProductsAnswer = z.object({ products: z.array(AwaitingProduct) });
export type AwaitingProductsAnswer = z.infer<typeof AwaitingProductsAnswer>;
