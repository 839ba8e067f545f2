import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailSettings } from '../config';

/** A message the server sends (an invitation; notifications later), in Russian, as text and HTML. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where outgoing mail goes: one interface for SMTP, the .eml files of a one-machine installation, and tests. */
export interface Mailer {
  /** Resolves once the message is handed over; rejects when it could not be (the caller answers SendEmailFailed). */
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set. Without it, each message is kept as an .eml file under
 * `<dataDir>/mail` and its path is printed, so that a product on one machine works without a mail server; with the
 * in-memory data directory of a test server, messages are only counted as sent.
 */
export function createMailer(settings: MailSettings, dataDir: string): Mailer {
  if (settings.smtpUrl) {
    const transport = createTransport(settings.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: settings.from, ...mail });
      },
    };
  }
  if (dataDir === ':memory:') return { send: () => Promise.resolve() };
  const files = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const directory = join(dataDir, 'mail');
  return {
    send: async (mail) => {
      const { message } = (await files.sendMail({ from: settings.from, ...mail })) as { message: Buffer };
      await mkdir(directory, { recursive: true });
      const file = join(directory, `${new Date().toISOString().replaceAll(':', '-')}-${crypto.randomUUID()}.eml`);
      await writeFile(file, message);
      console.log(`An e-mail to ${mail.to} («${mail.subject}») was kept as ${file} (no SMTP_URL set).`);
    },
  };
}
