// E-mail: the domain message, the outbox every message is kept in, delivery beyond it
// (SMTP by configuration, in the mail.deliver job), the templates and the outbox reader
// behind /teemail/.
export { MailMessage, type MailContent, type MailTransport } from '../../../platform/mail/message.ts';
export { recordMail } from '../../../platform/mail/record-mail.ts';
export { SmtpTransport, type SmtpOptions, type SmtpSender } from '../../../platform/mail/smtp-transport.ts';
export { mailSettings, mailTransport, type MailSettings } from '../../../platform/mail/mail-transport.ts';
export { sendMail } from '../../../platform/mail/send-mail.ts';
export { deliverMail, deliverMailTask } from '../../../platform/mail/deliver-mail.ts';
export * from './templates/index.ts';
export { outboxViewer, canReadSmsOutbox, type OutboxViewer } from './outbox-access.ts';
export { listOutbox, findOutboxMail, OUTBOX_PAGE_SIZE, type OutboxMail, type OutboxSummary, type OutboxPage } from './outbox-reader.ts';
export { outboxFrameDocument, formatSentAt, OUTBOX_FRAME_SANDBOX } from './outbox-frame.ts';
