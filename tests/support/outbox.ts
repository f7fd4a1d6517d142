/** The mails the test server wrote as .eml files under $DATA_DIR/outbox (no SMTP_URL in tests). */
import { inject } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Quoted-printable parts back to text: `=C3=A8` are UTF-8 bytes, `=` at a line end a soft break. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.slice(1).split('=').map((h) => parseInt(h, 16))).toString('utf8'));
}

/** Every mail sent to `email` so far, decoded, oldest first. */
export async function mailsTo(email: string, dataDir: string = inject('dataDir')): Promise<string[]> {
  const dir = join(dataDir, 'outbox');
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(`-${safe}.eml`)).sort();
  return Promise.all(files.map(async (f) => decodeQuotedPrintable(await readFile(join(dir, f), 'utf8'))));
}

/** Waits (polling) for a mail to `email` that matches `pattern`; the server sends without waiting. */
export async function waitForMail(email: string, pattern: RegExp, options: { timeoutMs?: number; dataDir?: string } = {}): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const found = (await mailsTo(email, options.dataDir)).find((m) => pattern.test(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} matching ${pattern}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The token of the newest sign-in link mailed to `email`. */
export async function magicLinkToken(email: string, options: { after?: number } = {}): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const links = (await mailsTo(email)).flatMap((m) => [...m.matchAll(/\/auth\/magic\?token=([A-Za-z0-9_-]+)/g)].map((x) => x[1]!));
    const fresh = [...new Set(links)];
    if (fresh.length > (options.after ?? 0)) return fresh.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no sign-in link mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
