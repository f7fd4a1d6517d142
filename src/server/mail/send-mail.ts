/**
 * The one way the app sends mail: SMTP through nodemailer when SMTP_URL is set, otherwise an
 * `.eml` file per message under $DATA_DIR/outbox/ (decisions §1). Transports are pooled.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { env } from '../../env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

let smtp: Transporter | undefined;
let fileTransport: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  smtp ??= nodemailer.createTransport(url.includes('pool=') ? url : `${url}${url.includes('?') ? '&' : '?'}pool=true`);
  return smtp;
}

export function outboxDir(): string {
  return join(env().DATA_DIR, 'outbox');
}

export async function sendMail(message: MailMessage): Promise<void> {
  const settings = env();
  const mail = { from: settings.MAIL_FROM, ...message };
  if (settings.SMTP_URL) {
    await smtpTransport(settings.SMTP_URL).sendMail(mail);
    return;
  }
  fileTransport ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await fileTransport.sendMail(mail);
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}-${safeTo}.eml`;
  await writeFile(join(dir, name), info.message as Buffer);
}

/** Closes pooled SMTP connections (scripts call it before exiting). */
export function closeMail(): void {
  smtp?.close();
  smtp = undefined;
}
