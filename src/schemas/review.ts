import { z } from 'zod';
import { maxLength, rules, v } from '../lib/validation/index.ts';

export const REVIEW_STATUSES = ['published', 'pending', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

/** What a verified buyer sends to review a product. */
export const ReviewInput = z.object({
  /** 1 (poor) to 5 (excellent) stars; a form sends it as text. */
  rating: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .int({ error: 'Please choose a rating from 1 to 5.' })
      .min(1, { error: 'Please choose a rating from 1 to 5.' })
      .max(5, { error: 'Please choose a rating from 1 to 5.' }),
  ),
  title: trimmed(v.text(rules.required, maxLength(120))),
  body: trimmed(v.text(rules.required, maxLength(2000))),
});
export type ReviewInput = z.infer<typeof ReviewInput>;

/** A published review as shoppers see it. */
export const Review = z.object({
  id: z.int(),
  author: z.string(),
  rating: z.int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Always true: only buyers of the product can review it. */
  verified: z.literal(true),
});
export type Review = z.infer<typeof Review>;

/** The division products call's `reviews` field and the JSON-LD aggregateRating. */
export const ReviewSummary = z.object({
  count: z.int().min(0),
  /** Mean rating to one decimal; null without reviews. */
  average: z.number().nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;
