/**
 * Magic links: single use, valid 15 minutes, sent by mail, landing on the actions page or, when
 * the page that asked gave its own path (`next`), back on that page (decision 038).
 */
import { z } from 'zod';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { magicLinkTokens } from '#db/schema.ts';
import { findUserByEmail, findUserById } from '#server/identity/find-user.ts';
import { beforeMagicLink } from './sign-in-limits.ts';
import { issueSession, mayUseAccount } from '#server/identity/session-tokens.ts';
import { sendMail } from '#server/platform/mail/send-mail.ts';
import { renderMail } from '#server/platform/mail/layout.ts';
import { env } from '#src/env.ts';
import { logger } from '#server/platform/log.ts';
import { SAME_SITE_PATH, SAME_SITE_PATH_MAX } from '#server/platform/http/safe-next.ts';
import { asLang } from '#i18n/lang.ts';
import { mailTexts } from '#i18n/mail-texts.ts';
import { accountMailTexts } from '#i18n/mail-account-texts.ts';

export const MAGIC_LINK_TTL_MINUTES = 15;
export const magicLinkInput = z.strictObject({
  email: z.string().trim().max(254),
  next: z
    .string()
    .max(SAME_SITE_PATH_MAX)
    .regex(SAME_SITE_PATH)
    .optional()
    .describe('Where the link lands after signing in: a path of this site (`/mon-compte#supprimer-mon-compte`); no host, no `//`, no dot segment'),
});

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Always resolves the same way, whether or not the email exists (no account enumeration). */
export async function requestMagicLink(db: DbOrTx, email: string, ip: string, next?: string): Promise<void> {
  const settings = env();
  await beforeMagicLink(db, email, ip);
  const user = await findUserByEmail(db, email);
  if (!user || !mayUseAccount(user)) return;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + MAGIC_LINK_TTL_MINUTES * 60_000);
  await db.insert(magicLinkTokens).values({ tokenHash: hashToken(token), userId: user.id, expiresAt });
  const lang = asLang(user.lang);
  // `next` rides in the link (checked here by the input's pattern, and again where it is used).
  const url = `${settings.PUBLIC_URL}/auth/magic?token=${token}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
  const t = accountMailTexts[lang].magicLink;
  const content = {
    greeting: mailTexts[lang].greeting(user.firstName),
    paragraphs: t.paragraphs(MAGIC_LINK_TTL_MINUTES),
    action: { label: t.action, url },
  };
  const subject = t.subject;
  // Sent directly, never through the outbox: a payload would keep the token in clear (decision 042).
  // Not awaited: waiting for the mail server would make known emails answer slower.
  void sendMail({ to: user.email, subject, ...renderMail(lang, content) }).catch((error) =>
    logger.error('magic link mail failed', error),
  );
}

/** Consumes a token atomically: of two concurrent clicks only one gets a session. */
export async function consumeMagicLink(db: DbOrTx, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .update(magicLinkTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(magicLinkTokens.tokenHash, hashToken(token)),
        isNull(magicLinkTokens.usedAt),
        gt(magicLinkTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: magicLinkTokens.userId });
  if (!row) return null;
  const user = await findUserById(db, row.userId);
  if (!user || !mayUseAccount(user)) return null;
  const session = await issueSession(db, user, 'magic_link');
  return { user, ...session };
}
