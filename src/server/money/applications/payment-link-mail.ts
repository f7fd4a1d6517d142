/**
 * The "your deposit is still to pay" email staff send again (decision 020), in the account's
 * language. Built at send time by the outbox from the application id: the amount and formula are
 * read from the stored application. The link goes through the sign-in page, which sends a
 * signed-in person straight on to /candidature, where a waiting application opens on its payment.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications } from '#db/schema.ts';
import type { MailMessage } from '#server/platform/mail/send-mail.ts';
import { renderMail } from '#server/platform/mail/layout.ts';
import { mailKind } from '#server/platform/mail/mail-kind.ts';
import { chargedAmountText } from '../formulas/price-display.ts';
import { pagePath, signInPathFor } from '#i18n/paths.ts';
import { env } from '#src/env.ts';
import { formulaLabel, isFormula } from '../formulas/formulas.ts';
import { asLang, type Lang } from '#i18n/lang.ts';
import { mailTexts } from '#i18n/mail-texts.ts';

export function paymentLinkMailText(app: { formula: string; depositCents: number; vatRegime?: string | null }, lang: Lang, firstName: string) {
  // With the words of the regime the server decided, as the payment step says it (decision 056).
  const amount = chargedAmountText(app.depositCents, app.vatRegime, lang);
  const formula = isFormula(app.formula) ? formulaLabel(app.formula, lang) : app.formula;
  const url = `${env().PUBLIC_URL}${signInPathFor(lang, pagePath(lang, '/candidature'))}`;
  const t = mailTexts[lang];
  return {
    subject: t.paymentLink.subject,
    content: {
      greeting: t.greeting(firstName),
      paragraphs: t.paymentLink.paragraphs(formula, amount),
      action: { label: t.paymentLink.action, url },
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
