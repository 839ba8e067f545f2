import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for the tests (smtp-server): it accepts every message and parses it (mailparser). */
export interface SmtpReceiver {
  url: string;
  messages: ParsedMail[];
  /** The next message to arrive (or one that has). */
  next(): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** On the given port (the e2e runner's, which the product is told), or on a free one. */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const messages: ParsedMail[] = [];
  const waiting: ((mail: ParsedMail) => void)[] = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          waiting.shift()?.(mail);
          callback();
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${String(address.port)}`,
    messages,
    next: () => {
      const index = taken;
      taken += 1;
      const arrived = messages[index];
      return arrived ? Promise.resolve(arrived) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
