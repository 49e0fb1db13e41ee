import { escapeHtml } from '../http/escape.ts';
import { sanitiseUrl } from '../../lib/url-sanitiser.ts';
import type { MailContent } from './message.ts';

// One e-mail design for every template: a 520 px card in nested tables with inline
// styles, which is what mail clients (Outlook included) render reliably. Templates
// describe their content as blocks of plain text; this file alone turns them into
// HTML (escaping every value, links through the URL sanitiser) and into the text part.

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'note'; text: string };

export interface MailLayoutInput {
  /** Shown as the sender's name at the top and in the footer. */
  storeName: string;
  subject: string;
  /** The inbox preview line. */
  preheader: string;
  heading: string;
  blocks: MailBlock[];
  /** Why the recipient got this e-mail. */
  footer: string;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const INK = '#1d2320';
const MUTED = '#5b625e';
const ACCENT = '#2e7d32';
const PAGE = '#f4f3ef';

const text = (value: string) => escapeHtml(value);

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${text(block.text)}</p>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding:0 0 0 20px;">${block.items.map((item) => `<li style="margin:0 0 4px;">${text(item)}</li>`).join('')}</ul>`;
    case 'quote':
      return `<p style="margin:0 0 16px;padding:12px 16px;background:${PAGE};border-left:4px solid ${ACCENT};white-space:pre-line;">${text(block.text)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED};">${text(block.text)}</p>`;
    case 'button': {
      const href = text(sanitiseUrl(block.href));
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
        `<td style="border-radius:999px;background:${INK};">` +
        `<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:700;line-height:1;color:#ffffff;text-decoration:none;border-radius:999px;">${text(block.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED};">If the button does not work, copy this link into your browser:<br>` +
        `<a href="${href}" target="_blank" style="color:${ACCENT};word-break:break-all;">${href}</a></p>`
      );
    }
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'button':
      return `${block.label}:\n${sanitiseUrl(block.href)}`;
  }
}

/** The finished e-mail: subject, HTML part and plain-text part. */
export function mailLayout(input: MailLayoutInput): MailContent {
  // Names typed by people reach the subject header: it stays one line.
  const subject = input.subject.replace(/\s+/g, ' ').trim();
  const html =
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="x-apple-disable-message-reformatting">` +
    `<meta name="color-scheme" content="light"><title>${text(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:${PAGE};">` +
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${text(input.preheader)}</div>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAGE};"><tr>` +
    `<td align="center" style="padding:32px 12px;">` +
    `<table role="presentation" width="520" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:520px;background:#ffffff;border:1px solid #e4e2db;border-radius:12px;">` +
    `<tr><td style="padding:28px 32px 0;font-family:${FONT};font-size:18px;font-weight:800;letter-spacing:0.02em;color:${INK};">${text(input.storeName)}</td></tr>` +
    `<tr><td style="padding:20px 32px 8px;font-family:${FONT};font-size:16px;line-height:1.55;color:${INK};">` +
    `<h1 style="margin:0 0 16px;font-family:${FONT};font-size:24px;line-height:1.25;font-weight:800;color:${INK};">${text(input.heading)}</h1>` +
    input.blocks.map(blockHtml).join('') +
    `</td></tr>` +
    `<tr><td style="padding:16px 32px 28px;border-top:1px solid #eeece6;font-family:${FONT};font-size:12px;line-height:1.5;color:#7a807c;">${text(input.footer)}</td></tr>` +
    `</table></td></tr></table></body></html>`;
  const plain = [input.storeName, '', input.heading, '', ...input.blocks.flatMap((block) => [blockText(block), '']), '--', input.footer].join('\n');
  return { subject, html, text: `${plain}\n` };
}

/** "Hi Olivia," or, without a name, "Hi there,". */
export function greeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Hi ${name},` : 'Hi there,';
}

/** 30 → "30 minutes", 60 → "1 hour", 1440 → "24 hours". */
export function duration(minutes: number): string {
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
