// The mail contact form (block mailContactForm): its input, where a message
// goes, the e-mail, and the rate-limited send through the outbox.
export { ContactInput, CONTACT_MESSAGES, BLOCK_ID } from './contact-input.ts';
export { contactRecipient } from './contact-recipient.ts';
export { contactEmail } from './contact-mail.ts';
export { sendContactMessage, CONTACT_LIMIT } from './send-contact.ts';
