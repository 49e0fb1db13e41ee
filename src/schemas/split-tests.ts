import { z } from 'zod';

// The split-test calls' bodies and answers.

const CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SplitTestCreateBody = z
  .object({
    name: z.string().trim().min(1, 'This field is required.').max(80, 'Must contain no more than 80 characters.'),
    code: z
      .string()
      .trim()
      .min(1, 'This field is required.')
      .max(40, 'Must contain no more than 40 characters.')
      .regex(CODE, 'Must contain only lowercase letters, numbers and dashes.'),
    variations: z
      .array(
        z.object({
          name: z
            .string()
            .trim()
            .min(1, 'This field is required.')
            .max(40, 'Must contain no more than 40 characters.')
            .regex(/^[A-Za-z0-9_-]+$/, 'Must contain only letters, numbers, dashes or underscores.'),
          default: z.boolean().default(false),
        }),
      )
      .min(2, 'A split test needs at least two variations.')
      .max(6, 'A split test has at most six variations.'),
  })
  .superRefine((body, context) => {
    if (body.variations.filter((variation) => variation.default).length !== 1) {
      context.addIssue({ code: 'custom', path: ['variations'], message: 'Exactly one variation must be the default.' });
    }
    const names = body.variations.map((variation) => variation.name.toLowerCase());
    if (new Set(names).size !== names.length) context.addIssue({ code: 'custom', path: ['variations'], message: 'Variation names must differ.' });
  });
export type SplitTestCreateBody = z.infer<typeof SplitTestCreateBody>;

export interface SplitVariationResult {
  id: number;
  name: string;
  default: boolean;
  visitors: number;
  conversions: number;
  /** conversions / visitors, 0 without visitors. */
  conversionRate: number;
  /** Two-sided confidence (0–1) that this rate differs from the default's; null for the default or too little data. */
  confidence: number | null;
}

export interface SplitTestSummary {
  id: number;
  code: string;
  name: string;
  active: boolean;
  createdAt: string;
  endedAt: string | null;
  variations: SplitVariationResult[];
}

/** Core data's splitTest.tests entries: the visitor's variation of each active test. */
export interface SplitTestState {
  id: number;
  code: string;
  name: string;
  variation: { id: number; name: string };
  availableVariations: { id: number; name: string; default: boolean }[];
  discovered: boolean;
}
