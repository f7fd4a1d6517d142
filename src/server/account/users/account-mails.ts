/** Mails about the account itself, in the user's language, through the mail outbox (decision 042). */
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '#server/platform/db/client.ts';
import type { MailMessage } from '#server/platform/mail/send-mail.ts';
import { renderMail } from '#server/platform/mail/layout.ts';
import { enqueueMail } from '#server/platform/mail/enqueue-mail.ts';
import { mailKind } from '#server/platform/mail/mail-kind.ts';
import { asLang, type Lang } from '#i18n/lang.ts';
import { mailTexts } from '#i18n/mail-texts.ts';
import { accountMailTexts } from '#i18n/mail-account-texts.ts';
import { pagePath } from '#i18n/paths.ts';
import { env } from '#src/env.ts';

/** `camille@example.com` → `c•••e@example.com`: enough for the owner to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

export interface EmailChangedMailPayload {
  lang: Lang;
  first_name: string;
  /** The new address masked (maskEmail): the warning does not hand it out. */
  masked_email: string;
}

async function buildEmailChangedMail(_db: DbOrTx, payload: EmailChangedMailPayload, to: string): Promise<MailMessage> {
  const lang = asLang(payload.lang);
  const masked = String(payload.masked_email ?? '');
  const name = String(payload.first_name ?? '').trim();
  const t = accountMailTexts[lang].emailChanged;
  const content = { greeting: mailTexts[lang].greeting(name), paragraphs: t.paragraphs(masked) };
  const subject = t.subject;
  return { to, subject, ...renderMail(lang, content) };
}

/**
 * Outbox kind `email_changed` (decision 042): the warning to the OLD address that the account's
 * email changed; if it was not the owner, this is the only warning they get. The account no
 * longer has that address, so its row is deleted once sent (as the goodbye's, decision 038).
 */
export const emailChangedMail = mailKind<EmailChangedMailPayload>({ name: 'email_changed', build: buildEmailChangedMail, forgetAfterSending: true });

/** Queues the warning in the transaction that changes the email; returns the row to kick after the commit. */
export function enqueueEmailChangedNotice(tx: DbOrTx, user: { email: string; firstName: string; lang: string }, newEmail: string): Promise<string | null> {
  return enqueueMail(tx, emailChangedMail, {
    dedupeKey: `email_changed:${randomUUID()}`,
    to: user.email,
    payload: { lang: asLang(user.lang), first_name: user.firstName, masked_email: maskEmail(newEmail) },
  });
}

export interface EmailChangeRequestedMailPayload {
  lang: Lang;
  first_name: string;
  /** The asked address masked (maskEmail). */
  masked_email: string;
  hours: number;
}

async function buildEmailChangeRequestedMail(_db: DbOrTx, payload: EmailChangeRequestedMailPayload, to: string): Promise<MailMessage> {
  const lang = asLang(payload.lang);
  const t = accountMailTexts[lang].emailChangeRequested;
  const content = {
    greeting: mailTexts[lang].greeting(String(payload.first_name ?? '').trim()),
    paragraphs: t.paragraphs(String(payload.masked_email ?? ''), Number(payload.hours) || 24),
    // Straight to the section where the change is cancelled (decision 061).
    action: { label: t.action, url: `${env().PUBLIC_URL}${pagePath(lang, '/mon-compte')}#e-mail` },
  };
  return { to, subject: t.subject, ...renderMail(lang, content) };
}

/**
 * Outbox kind `email_change_requested` (decision 061): the warning to the CURRENT address that a
 * change was asked, queued with the request. The address is still the account's; the row is
 * forgotten once sent all the same, as the other address warnings.
 */
export const emailChangeRequestedMail = mailKind<EmailChangeRequestedMailPayload>({ name: 'email_change_requested', build: buildEmailChangeRequestedMail, forgetAfterSending: true });

export function enqueueEmailChangeRequestedNotice(tx: DbOrTx, user: { email: string; firstName: string; lang: string }, newEmail: string, hours: number): Promise<string | null> {
  return enqueueMail(tx, emailChangeRequestedMail, {
    dedupeKey: `email_change_requested:${randomUUID()}`,
    to: user.email,
    payload: { lang: asLang(user.lang), first_name: user.firstName, masked_email: maskEmail(newEmail), hours },
  });
}
