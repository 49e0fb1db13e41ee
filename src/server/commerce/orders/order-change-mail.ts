import type { Db } from '../../../platform/db/database.ts';
import { sendMail } from '../../../platform/mail/send-mail.ts';
import { orderChangeEmail } from './order-change-template.ts';
import { findDivisionById } from '../../stores/index.ts';

export interface OrderChangeMail {
  orderId: number;
  /** The store's origin, for links in the mail. */
  origin: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  changes?: string[];
  button?: { label: string; href: string };
}

/**
 * Tells the customer what changed on their order (every change is confirmed by
 * mail), through the outbox, in the caller's transaction when there is one — so a change that
 * rolls back sends nothing. A relative button href is made absolute on the store's origin.
 */
export async function sendOrderChangeMail(db: Db, mail: OrderChangeMail): Promise<void> {
  const order = await db.selectFrom('orders').select(['id', 'email', 'division_id']).where('id', '=', mail.orderId).executeTakeFirst();
  if (!order) return;
  const division = await findDivisionById(db, order.division_id);
  if (!division) return;
  const button = mail.button && { label: mail.button.label, href: mail.button.href.startsWith('/') ? `${mail.origin}${mail.button.href}` : mail.button.href };
  const content = orderChangeEmail({
    storeName: division.companyName,
    orderNumber: order.id,
    subject: mail.subject,
    heading: mail.heading,
    paragraphs: mail.paragraphs,
    changes: mail.changes,
    button,
  });
  await sendMail(db, { to: order.email, ...content, template: 'order-change', divisionId: division.id });
}
