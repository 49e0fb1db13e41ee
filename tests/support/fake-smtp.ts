// A minimal SMTP server on the loopback for delivery tests: it speaks enough of RFC 5321
// for nodemailer (no TLS, no auth), keeps what it accepts, and can refuse the next message.
import net from 'node:net';

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

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let refusal = '550 5.2.0 Mailbox unavailable';
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const command = (line: string) => {
      switch (line.slice(0, 4).toUpperCase()) {
        case 'EHLO':
        case 'HELO':
          return reply('250 fake-smtp.test');
        case 'MAIL':
          envelope = { from: /<(.*)>/.exec(line)?.[1] ?? '', to: [] };
          return reply('250 OK');
        case 'RCPT':
          envelope.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          return reply('250 OK');
        case 'DATA':
          data = [];
          return reply('354 End data with <CR><LF>.<CR><LF>');
        case 'QUIT':
          reply('221 Bye');
          return socket.end();
        default:
          return reply('250 OK');
      }
    };
    const endOfData = () => {
      const message = { ...envelope, data: data!.join('\r\n') };
      data = null;
      if (refusals > 0) {
        refusals--;
        return reply(refusal);
      }
      received.push(message);
      return reply(`250 OK queued as ${received.length}`);
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!data) command(line);
        else if (line === '.') endOfData();
        else data.push(line.startsWith('..') ? line.slice(1) : line);
      }
    });
    reply('220 fake-smtp.test ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, reply = refusal) {
      refusals = count;
      refusal = reply;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
