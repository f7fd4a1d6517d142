/**
 * A real SMTP listener for mail tests (smtp-server): records every accepted message, decoded
 * enough to assert on (headers, subject, text and HTML parts), and can refuse chosen recipients.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Parts sent with `Content-Disposition: attachment` (nested multiparts are walked). */
  attachments: ReceivedAttachment[];
}

export interface SmtpListener {
  url: string;
  messages: ReceivedMail[];
  /** Recipients refused with 550 at RCPT TO while present in this set. */
  refuse: Set<string>;
  /** Milliseconds to wait before accepting each message (a slow relay). */
  delayMs: number;
  close: () => Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(/\s*=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, enc: string, data: string) => {
    if (enc.toUpperCase() === 'B') return Buffer.from(data, 'base64').toString('utf8');
    const bytes = data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

function parseHeaders(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeBytes(body: string, encoding: string | undefined): Buffer {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(decodeBody(body, encoding), 'utf8');
}

/** Walks a MIME entity (headers + body), collecting text, HTML and attachments. */
function walk(entity: string, out: { text: string; html: string; attachments: ReceivedAttachment[] }): void {
  const cut = entity.indexOf('\r\n\r\n');
  const h = parseHeaders(entity.slice(0, cut));
  const body = entity.slice(cut + 4);
  const type = h['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1, -1)) walk(part.replace(/^\r\n/, '').replace(/\r\n$/, ''), out);
    return;
  }
  const disposition = h['content-disposition'] ?? '';
  if (disposition.startsWith('attachment')) {
    const filename = decodeWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '');
    out.attachments.push({ filename, contentType: type.split(';')[0]!.trim(), content: decodeBytes(body, h['content-transfer-encoding']) });
  } else if (type.startsWith('text/html')) out.html = decodeBody(body.replace(/\r\n$/, ''), h['content-transfer-encoding']);
  else if (type.startsWith('text/plain')) out.text = decodeBody(body.replace(/\r\n$/, ''), h['content-transfer-encoding']);
}

export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const out = { text: '', html: '', attachments: [] as ReceivedAttachment[] };
  walk(raw, out);
  return { to, raw, headers, subject: decodeWords(headers.subject ?? ''), ...out };
}

export async function startSmtpListener(): Promise<SmtpListener> {
  const messages: ReceivedMail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address)) {
        const error = new Error('mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push(parseMail(Buffer.concat(chunks).toString('latin1'), session.envelope.rcptTo.map((r) => r.address)));
        if (listener.delayMs > 0) setTimeout(() => callback(), listener.delayMs);
        else callback();
      });
    },
  });
  // A client process stopped while its pooled connection is open resets the socket: not a failure.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const listener: SmtpListener = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse,
    delayMs: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return listener;
}
