/**
 * The "your deposit is still to pay" email staff send again (decision 020), in the account's
 * language. Built at send time by the outbox from the application id: the amount and formula are
 * read from the stored application. The link goes through the sign-in page, which sends a
 * signed-in person straight on to /candidature, where a waiting application opens on its payment.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { applications } from '../../../db/schema.ts';
import type { MailMessage } from '../mail/send-mail.ts';
import { renderMail } from '../mail/layout.ts';
import { mailKind } from '../mail/mail-kind.ts';
import { formatEuros } from '../../i18n/money.ts';
import { pagePath, signInPathFor } from '../../i18n/paths.ts';
import { env } from '../../env.ts';
import { asLang, type Lang } from '../i18n/messages.ts';
import { formulaLabel, isFormula } from '../formulas/formulas.ts';

export function paymentLinkMailText(app: { formula: string; depositCents: number }, lang: Lang, firstName: string) {
  const amount = formatEuros(app.depositCents, lang);
  const formula = isFormula(app.formula) ? formulaLabel(app.formula, lang) : app.formula;
  const url = `${env().PUBLIC_URL}${signInPathFor(lang, pagePath(lang, '/candidature'))}`;
  if (lang === 'en') {
    return {
      subject: 'Your Atelier deposit is still to pay',
      content: {
        greeting: firstName ? `Hello ${firstName},` : 'Hello,',
        paragraphs: [
          `Your application for the ${formula} plan has been accepted. Your place is kept until you pay the 10% deposit of ${amount}.`,
          'Sign in with the address this email was sent to: the payment opens right after.',
        ],
        action: { label: 'Pay my deposit', url },
      },
    };
  }
  return {
    subject: 'Votre acompte Atelier reste à régler',
    content: {
      greeting: firstName ? `Bonjour ${firstName},` : 'Bonjour,',
      paragraphs: [
        `Votre candidature à la formule ${formula} est acceptée. Votre place vous attend\u00a0: il reste à régler l’acompte de 10 %, soit ${amount}.`,
        'Connectez-vous avec l’adresse qui reçoit ce message\u00a0: le paiement s’ouvre juste après.',
      ],
      action: { label: 'Régler mon acompte', url },
    },
  };
}

export interface PaymentLinkMailPayload {
  candidature_id: string;
  lang: Lang;
  first_name: string;
}

async function buildPaymentLinkMail(db: DbOrTx, payload: PaymentLinkMailPayload, to: string): Promise<MailMessage> {
  const [app] = await db.select().from(applications).where(eq(applications.id, String(payload.candidature_id))).limit(1);
  if (!app) throw new Error(`application ${String(payload.candidature_id)} not found`);
  const lang = asLang(payload.lang);
  const { subject, content } = paymentLinkMailText(app, lang, typeof payload.first_name === 'string' ? payload.first_name : '');
  const { html, text } = renderMail(lang, content);
  return { to, subject, html, text };
}

/** Outbox kind `payment_link`: staff's reminder of an unpaid deposit (decision 020). */
export const paymentLinkMail = mailKind<PaymentLinkMailPayload>({ name: 'payment_link', build: buildPaymentLinkMail });
