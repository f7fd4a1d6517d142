/** Mails about the account itself, in the user's language, through the shared mail module. */
import { sendMail } from '../mail/send-mail.ts';
import { renderMail } from '../mail/layout.ts';
import { logger } from '../log.ts';
import { asLang } from '../../i18n/lang.ts';
import { mailTexts } from '../../i18n/mail-texts.ts';
import { accountMailTexts } from '../../i18n/mail-account-texts.ts';

/** `camille@example.com` → `c•••e@example.com`: enough for the owner to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

/**
 * Tells the OLD address that the account's email changed: if it was not the owner, this is the
 * only warning they get (the account now answers to the new address). Sent without waiting, like
 * every mail of a request; a failure is logged.
 */
export function notifyEmailChanged(user: { email: string; firstName: string; lang: string }, newEmail: string): void {
  const lang = asLang(user.lang);
  const masked = maskEmail(newEmail);
  const name = user.firstName.trim();
  const t = accountMailTexts[lang].emailChanged;
  const content = { greeting: mailTexts[lang].greeting(name), paragraphs: t.paragraphs(masked) };
  const subject = t.subject;
  void sendMail({ to: user.email, subject, ...renderMail(lang, content) }).catch((error) => logger.error('email change notice failed', error));
}
