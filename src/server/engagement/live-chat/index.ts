export { ChatHub, CHAT_CHANNEL } from './hub.ts';
export { issueVisitorToken, visitorOf, hashToken } from './visitors.ts';
export {
  chatFor,
  chatView,
  startChat,
  postMessage,
  transferChat,
  acceptChat,
  endChat,
  messagesAfter,
  type ChatActor,
  type ChatView,
  type MessageView,
} from './chats.ts';
export { isGroupOnline, availabilityOf, setAvailability } from './availability.ts';
export { listQueues, type GroupQueue, type QueueChat } from './queues.ts';
export { chatEventStream, staffEventStream } from './event-stream.ts';
export { chatActor, chatIdParam } from '../../../api/live-chat-actor.ts';
export { StartChatInput, MessageInput, TransferInput, AvailabilityInput, GroupId } from './chat-input.ts';
export { CHAT_START_LIMIT, CHAT_LINE_LIMIT, CHAT_TOKEN_LIMIT, takeChatStart, takeChatLine, takeChatToken } from './limits.ts';
