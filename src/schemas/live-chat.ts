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

// What the live-chat calls answer and the staff console starts from.

export const CHAT_STATUSES = ['queued', 'chatting', 'ended'] as const;
export const CHAT_AUTHORS = ['visitor', 'staff', 'system'] as const;

/** A chat (live_chats): its group, where it stands, who took it. */
export const ChatView = z.object({
  id: z.number(),
  divisionId: z.number(),
  group: z.number(),
  status: z.enum(CHAT_STATUSES),
  visitorName: z.string(),
  staffUserId: z.number().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type ChatView = z.infer<typeof ChatView>;

/** One line of a chat's transcript. */
export const MessageView = z.object({
  id: z.number(),
  chatId: z.number(),
  author: z.enum(CHAT_AUTHORS),
  body: z.string(),
  createdAt: z.string(),
});
export type MessageView = z.infer<typeof MessageView>;

/** GET /omnis/v3/live-chat/token */
export const ChatTokenAnswer = z.object({ token: z.string() });
export type ChatTokenAnswer = z.infer<typeof ChatTokenAnswer>;
/** The answer of the calls that change a chat (start, transfer, end, accept). */
export const ChatAnswer = z.object({ chat: ChatView });
export type ChatAnswer = z.infer<typeof ChatAnswer>;
/** GET /omnis/v3/live-chat/chat/{id}/: the transcript so far. */
export const TranscriptAnswer = z.object({ chat: ChatView, messages: z.array(MessageView) });
export type TranscriptAnswer = z.infer<typeof TranscriptAnswer>;
/** POST /omnis/v3/live-chat/chat/{id}/messages */
export const MessageAnswer = z.object({ message: MessageView });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

/** A chat in the staff console's queues. */
export const QueueChat = ChatView.extend({
  storeName: z.string(),
  /** The visitor's last line, to pick a chat by. */
  lastMessage: z.string(),
});
export type QueueChat = z.infer<typeof QueueChat>;

export const GroupQueue = z.object({
  group: z.number(),
  online: z.boolean(),
  queued: z.array(QueueChat),
  chatting: z.array(QueueChat),
});
export type GroupQueue = z.infer<typeof GroupQueue>;

/** A staff member's groups: group id → online. */
export const Availability = z.record(z.coerce.number(), z.boolean());
export type Availability = z.infer<typeof Availability>;

/** POST /omnis/v3/live-chat/staff/availability */
export const AvailabilityAnswer = z.object({ availability: Availability });
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswer>;

/** What /atlas/chat/ draws before its island connects: the queues and this staff member's groups. */
export const ChatConsoleView = z.object({
  queues: z.array(GroupQueue),
  availability: Availability,
  staffUserId: z.number(),
});
export type ChatConsoleView = z.infer<typeof ChatConsoleView>;

/** GET …/chat/{id}/group */
export const ChatGroupAnswer = z.object({ group: z.number() });
export type ChatGroupAnswer = z.infer<typeof ChatGroupAnswer>;

/** GET …/group/{id}/status: whether any staff member takes its chats now. */
export const GroupStatusAnswer = z.object({ group: z.number(), online: z.boolean() });
export type GroupStatusAnswer = z.infer<typeof GroupStatusAnswer>;

/** GET …/staff/queues */
export const QueuesAnswer = z.object({ queues: z.array(GroupQueue), availability: Availability });
export type QueuesAnswer = z.infer<typeof QueuesAnswer>;
