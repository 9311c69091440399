import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import { lazyModule } from '../lib/lazy-module';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Stops the mailer; a promise when it has work in flight to wait for (the outbox). */
  close(): void | Promise<void>;
}

let sequence = 0;

/** File names sort by time: `<ISO timestamp>-<seq>_<recipient>.eml`. */
function mailFileName(to: string): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = new Date().toISOString().replace(/:/g, '-');
  const safeTo = to
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_')
    .slice(0, 120);
  return `${stamp}-${String(sequence).padStart(6, '0')}_${safeTo}.eml`;
}

const nodemailer = lazyModule<typeof import('nodemailer')>('nodemailer');

/** SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file in `<dataDir>/mailbox/`. */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const mailbox = join(opts.dataDir, 'mailbox');
  // Made with the first message: a server that sends none never loads nodemailer.
  let transport: Transporter | undefined;
  const open = (): Transporter => {
    transport ??= opts.smtpUrl
      ? nodemailer().createTransport(opts.smtpUrl)
      : nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return transport;
  };
  return {
    async send(message) {
      const info = await open().sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        textEncoding: 'quoted-printable',
      });
      if (opts.smtpUrl) {
        opts.log.info({ mailTo: message.to, subject: message.subject }, 'mail sent');
        return;
      }
      await mkdir(mailbox, { recursive: true });
      const file = join(mailbox, mailFileName(message.to));
      await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
      opts.log.info({ mailFile: file, subject: message.subject }, 'mail written to mailbox');
    },
    close() {
      transport?.close();
    },
  };
}
