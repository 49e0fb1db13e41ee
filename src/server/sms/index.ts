// SMS: the domain message, the SMS outbox every text is kept in, delivery beyond it
// (Twilio by configuration, in the sms.deliver job) and UK numbers in E.164.
export { SmsMessage, type SmsTransport } from './message.ts';
export { recordSms } from './record-sms.ts';
export { TwilioTransport, type TwilioClient, type TwilioOptions } from './twilio-transport.ts';
export { smsSettings, smsTransport, type SmsSettings } from './sms-transport.ts';
export { sendSms } from './send-sms.ts';
export { deliverSms, deliverSmsTask } from './deliver-sms.ts';
export { toE164 } from './e164.ts';
export { listSmsOutbox, SMS_OUTBOX_PAGE_SIZE, type OutboxSms } from './outbox-reader.ts';
