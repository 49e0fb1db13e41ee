// SMS: the domain message, the SMS outbox every text is kept in, delivery beyond it
// (Twilio by configuration, in the sms.deliver job) and UK numbers in E.164.
export { SmsMessage, type SmsTransport } from '../../../../platform/sms/message.ts';
export { recordSms } from '../../../../platform/sms/record-sms.ts';
export { TwilioTransport, type TwilioClient, type TwilioOptions } from '../../../../platform/sms/twilio-transport.ts';
export { smsSettings, smsTransport, type SmsSettings } from '../../../../platform/sms/sms-transport.ts';
export { sendSms } from '../../../../platform/sms/send-sms.ts';
export { deliverSms, deliverSmsTask } from '../../../../platform/sms/deliver-sms.ts';
export { toE164 } from '../../../../platform/sms/e164.ts';
export { listSmsOutbox, SMS_OUTBOX_PAGE_SIZE, type OutboxSms } from './outbox-reader.ts';
