import { z } from 'zod';
import { LIVE_CHAT_GROUP_IDS, LIVE_CHAT_LIMITS } from '../lib/live-chat-calls.ts';
import { messages } from '../lib/validation/index.ts';

// What the live-chat calls accept (zod at the edge; 422 with validation texts otherwise).

const required = messages.required;

/** A live chat group id (0 general … 4 studio), as a number or its digits. */
export const GroupId = z.coerce
  .number({ error: required })
  .int()
  .refine((id) => LIVE_CHAT_GROUP_IDS.includes(id), { error: 'The selected group is invalid.' });

const messageBody = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(LIVE_CHAT_LIMITS.message, { error: `The message may not be greater than ${LIVE_CHAT_LIMITS.message} characters.` });

export const StartChatInput = z.object({
  group_id: GroupId,
  name: z.string().trim().max(LIVE_CHAT_LIMITS.name).optional().default(''),
  message: messageBody,
});
export type StartChatInput = z.infer<typeof StartChatInput>;

export const MessageInput = z.object({ body: messageBody });
export type MessageInput = z.infer<typeof MessageInput>;
export const TransferInput = z.object({ group_id: GroupId });
export type TransferInput = z.infer<typeof TransferInput>;
export const AvailabilityInput = z.object({ group_id: GroupId, online: z.boolean({ error: required }) });
export type AvailabilityInput = z.infer<typeof AvailabilityInput>;
