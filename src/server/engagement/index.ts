// The engagement area's public face: what other areas, routes and components may use of it.
// Code inside the area imports its own files directly.

export { type ContactPageView, loadContactPage } from './contact/contact-page.ts';
export { sendContactMessage } from './contact/send-contact.ts';
export { parseCollectorBody, parseLogEventBody } from './events/event-input.ts';
export { recordEvents } from './events/record-events.ts';
export { assertSameOrigin } from './events/same-origin.ts';
export { recordServerEvents } from './events/server-events.ts';
export { utcDay } from './events/visitor.ts';
export { chatConsoleView } from './live-chat/atlas-chat-screen.ts';
export { availabilityOf, isGroupOnline, setAvailability } from './live-chat/availability.ts';
export { acceptChat, type ChatActor, chatFor, chatView, endChat, messagesAfter, postMessage, startChat, transferChat } from './live-chat/chats.ts';
export { chatEventStream, staffEventStream } from './live-chat/event-stream.ts';
export { ChatHub } from './live-chat/hub.ts';
export { listQueues } from './live-chat/queues.ts';
export { issueVisitorToken, visitorOf } from './live-chat/visitors.ts';
export { loadSubscribePage, SUBSCRIBE_TITLES, type SubscribePageView } from './newsletter/subscribe-page.ts';
export { subscribe, SUBSCRIPTION_LINK_DAYS } from './newsletter/subscribe.ts';
export { SUBSCRIBE_MESSAGES, subscribedCookie } from './newsletter/subscribed-cookie.ts';
export { loadVerificationPage, VERIFICATION_TITLES } from './newsletter/verification-page.ts';
export type { VerificationResult } from './newsletter/verify.ts';
export { ACCOUNT_NOTIFICATIONS_PATH, accountNotificationsPage, type AccountNotificationsView } from './notifications/account-page.ts';
export { audienceSizes, builderPage } from './notifications/builder-page.ts';
export { createNotification, markAllOpened, markRecipientDeleted, notificationsFor } from './notifications/notifications.ts';
export { sendNotificationTask } from './notifications/send-task.ts';
export { applicationServerKey, saveSubscription } from './notifications/subscriptions.ts';
export { withUnreadTitle } from './notifications/unread-title.ts';
export { formatSentAt, OUTBOX_FRAME_SANDBOX, outboxFrameDocument } from './outbox/outbox-frame.ts';
export { outboxMailPage, type OutboxMailView, outboxPage, type OutboxPageView, smsOutboxPage, type SmsOutboxView } from './outbox/outbox-pages.ts';
export { SocialFeedError } from './social/provider.ts';
export { socialFeedFor } from './social/social-feed.ts';
export { insertSocialPost } from './social/stored-posts.ts';
export { recordConversion, recordStarts } from './split-tests/sessions.ts';
export { splitTestsPage, type SplitTestsPageView } from './split-tests/split-tests-page.ts';
export { activeSplitTests, createSplitTest, endSplitTest, listSplitTests } from './split-tests/store-tests.ts';
