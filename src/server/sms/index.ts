// SMS: the domain message, its transports (outbox built in, Twilio by configuration)
// and UK numbers in E.164.
export { SmsMessage, type SmsTransport } from './message.ts';
export { SmsOutboxTransport, recordSms } from './outbox-transport.ts';
export { TwilioTransport, type TwilioClient, type TwilioOptions } from './twilio-transport.ts';
export { smsSettings, smsTransport, type SmsSettings } from './sms-transport.ts';
export { sendSms } from './send-sms.ts';
export { toE164 } from './e164.ts';
export { listSmsOutbox, SMS_OUTBOX_PAGE_SIZE, type OutboxSms } from './outbox-reader.ts';
