import type { MailContent } from '../../../platform/mail/message.ts';
import { mailLayout } from '../../../platform/mail/layout.ts';
import { formatMoney } from '../../../lib/money.ts';

export interface OrderReceiptEmailInput {
  storeName: string;
  /** The order's number ("#42"): what the customer quotes to the store and to "find my order". */
  orderNumber: string;
  currency: string;
  /** The lines bought; a bundle names its parts (`parts`: "1 × Organic Tee (Black, M)"). */
  items: { name: string; quantity: number; price: number; colour: string | null; size: string | null; parts?: string[]; personalization?: string[] }[];
  totals: { subtotal: number; discount: number; shipping: number; total: number; goodsTax: number; shippingTax: number };
  couponCode: string | null;
  /** Absolute links to /receipt/{hash} and /invoice/{hash}. */
  receiptUrl: string;
  invoiceUrl: string;
  /** Absolute link to /edit-order/{hash}, when the mail offers it. */
  changeUrl?: string;
}

/** The order mail sent when an order is paid: what was bought, the totals, receipt and invoice links. */
export function orderReceiptEmail(input: OrderReceiptEmailInput): MailContent {
  const money = (amount: number) => formatMoney(amount, input.currency);
  const options = (item: OrderReceiptEmailInput['items'][number]) => [item.colour, item.size].filter(Boolean).join(', ');
  const { totals } = input;
  return mailLayout({
    storeName: input.storeName,
    subject: `Your ${input.storeName} order ${input.orderNumber} is confirmed`,
    preheader: `Thank you for your order ${input.orderNumber}: ${money(totals.total)} paid.`,
    heading: 'Thank you for your order',
    blocks: [
      { kind: 'paragraph', text: `Order number: ${input.orderNumber}. We have your payment and will start printing your order shortly.` },
      {
        kind: 'list',
        items: input.items.map(
          (item) =>
            `${item.quantity} × ${item.name}${options(item) ? ` (${options(item)})` : ''}: ${money(item.price * item.quantity)}${item.personalization?.length ? `, personalised: ${item.personalization.join(', ')}` : ''}${item.parts?.length ? `, with ${item.parts.join(', ')}` : ''}`,
        ),
      },
      {
        kind: 'list',
        items: [
          `Subtotal: ${money(totals.subtotal)}`,
          ...(totals.discount > 0 ? [`Discount${input.couponCode ? ` (${input.couponCode})` : ''}: -${money(totals.discount)}`] : []),
          `Shipping: ${money(totals.shipping)}`,
          `Total paid: ${money(totals.total)} (including VAT ${money(totals.goodsTax + totals.shippingTax)})`,
        ],
      },
      { kind: 'button', label: 'View your receipt', href: input.receiptUrl },
      { kind: 'paragraph', text: `Your invoice: ${input.invoiceUrl}` },
      ...(input.changeUrl ? [{ kind: 'paragraph' as const, text: `Change or return this order: ${input.changeUrl}` }] : []),
    ],
    footer: `You received this email because you placed an order with ${input.storeName}.`,
  });
}
