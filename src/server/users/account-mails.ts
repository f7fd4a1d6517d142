/** Mails about the account itself, in the user's language, through the shared mail module. */
import { sendMail } from '../mail/send-mail.ts';
import { renderMail } from '../mail/layout.ts';
import { asLang } from '../i18n/messages.ts';
import { logger } from '../log.ts';

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
  const content =
    lang === 'en'
      ? {
          greeting: name ? `Hello ${name},` : 'Hello,',
          paragraphs: [
            `The email address of your Atelier account has just been changed to ${masked}. From now on, sign-in links and messages go to that address.`,
            'If you made this change, there is nothing to do. If you did not, your account may be in someone else’s hands: contact the Atelier team right away so we can give it back to you.',
          ],
        }
      : {
          greeting: name ? `Bonjour ${name},` : 'Bonjour,',
          paragraphs: [
            `L’adresse e-mail de votre compte Atelier vient d’être remplacée par ${masked}. Les liens de connexion et les messages partent désormais vers cette adresse.`,
            'Si c’est vous, il n’y a rien à faire. Sinon, votre compte est peut-être entre d’autres mains\u202f: contactez tout de suite l’équipe Atelier pour que nous vous le rendions.',
          ],
        };
  const subject = lang === 'en' ? 'Your Atelier email address was changed' : 'L’adresse e-mail de votre compte Atelier a changé';
  void sendMail({ to: user.email, subject, ...renderMail(lang, content) }).catch((error) => logger.error('email change notice failed', error));
}
