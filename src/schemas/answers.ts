import { z } from 'zod';

// Bodies and answers many calls share.

/** The body of a call that posts an empty JSON object ({}): nothing to say beyond the call itself. */
export const EmptyBody = z.object({});
export type EmptyBody = z.infer<typeof EmptyBody>;

/** An answer that is a sentence for the person who asked. */
export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

/** An answer that says where to go next. */
export const RedirectAnswer = z.object({ redirect: z.string() });
export type RedirectAnswer = z.infer<typeof RedirectAnswer>;
