// An SMTP sink (the smtp-server package) that keeps what it receives, and a decoder for its raw messages: for the
// integration tests and the fault runs of `npm run load:contact -- --faults`.
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'net';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text of a raw message: quoted-printable and base64 parts, and encoded-word headers. */
export function decodeMail(raw: string): string {
  // Encoded words first (RFC 2047): a long subject is folded into several, and the line break between two of them is
  // not text. They become bytes here, turned into UTF-8 with the rest below.
  const headers = raw
    .replace(/\?=\r?\n[ \t]+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('latin1')
        : text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
    );
  const qp = headers
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const words = Buffer.from(qp, 'latin1').toString('utf8');
  // base64 bodies (nodemailer picks them for mostly non-ASCII text)
  return words.replace(
    /\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})(?=\r?\n--|$)/g,
    (_, b: string) => `\n\n${Buffer.from(b.replace(/\s/g, ''), 'base64').toString('utf8')}`,
  );
}
