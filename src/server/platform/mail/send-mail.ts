/**
 * The one way the app sends mail: SMTP through nodemailer when SMTP_URL is set, otherwise an
 * `.eml` file per message under $DATA_DIR/outbox/ (decision 001). Transports are pooled.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { env } from '#src/env.ts';
import { toSingleLine } from '#shared/clean-text.ts';

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

/**
 * Pool defaults sized for the reminder job (≥ 300 emails/s): nodemailer's own (5 connections,
 * reconnect every 100 messages) stay near 200/s. Any of these set in SMTP_URL wins.
 */
const POOL_DEFAULTS: Record<string, string> = { pool: 'true', maxConnections: '10', maxMessages: '1000' };

export function pooledUrl(url: string): string {
  const [base, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(POOL_DEFAULTS)) if (!params.has(key)) params.set(key, value);
  return `${base}?${params}`;
}

function smtpTransport(url: string): Transporter {
  smtp ??= nodemailer.createTransport(pooledUrl(url));
  return smtp;
}

export function outboxDir(): string {
  return join(env().DATA_DIR, 'outbox');
}

/**
 * The message with its headers on one line each: a card title or a name stored before the input
 * checks could otherwise carry a line break into a header (decision 050).
 */
export function withOneLineHeaders(message: MailMessage): MailMessage {
  const line = (text: string) => toSingleLine(text).trim();
  const headers = message.headers && Object.fromEntries(Object.entries(message.headers).map(([k, v]) => [line(k), line(v)]));
  return { ...message, to: line(message.to), subject: line(message.subject), ...(headers ? { headers } : {}) };
}

export async function sendMail(message: MailMessage): Promise<void> {
  const settings = env();
  const mail = { from: settings.MAIL_FROM, ...withOneLineHeaders(message) };
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
