// An SMTP server on the loopback for delivery tests (smtp-server, no TLS, no auth), which
// keeps what it accepts and can refuse the next messages with a reply of the test's choosing.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body). */
  data: string;
}

export interface FakeSmtp {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused at the end of DATA with this reply. */
  refuseNext(count: number, reply?: string): void;
  close(): Promise<void>;
}

/** A refusal for smtp-server: the reply's code, and its text as written (enhanced code included). */
function refusalOf(reply: string): Error & { responseCode: number } {
  const [, code, text] = /^(\d{3})\s+(.*)$/.exec(reply) ?? [];
  return Object.assign(new Error(text ?? reply), { responseCode: Number(code ?? 550) });
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let refusal = '550 5.2.0 Mailbox unavailable';

  const server = new SMTPServer({
    banner: 'fake-smtp.test',
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    // Replies are written whole by the test (their enhanced code too).
    hideENHANCEDSTATUSCODES: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          return callback(refusalOf(refusal));
        }
        const { mailFrom, rcptTo } = session.envelope;
        received.push({ from: mailFrom ? mailFrom.address : '', to: rcptTo.map((to) => to.address), data: Buffer.concat(chunks).toString('utf8') });
        return callback(null, `OK queued as ${received.length}`);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, reply = refusal) {
      refusals = count;
      refusal = reply;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
