/**
 * "The balance of your formula is due" (decision 024), in the account's language, built at send
 * time by the outbox (kind `balance_request`) from the stored application. The link goes through
 * the sign-in page to /mes-factures, where the "Pay the balance" button opens the provider's page.
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

export function balanceMailText(app: { formula: string; balanceCents: number | null; formulaPriceCents: number; depositCents: number }, lang: Lang, firstName: string) {
  const amount = formatEuros(app.balanceCents ?? 0, lang);
  const price = formatEuros(app.formulaPriceCents, lang);
  const deposit = formatEuros(app.depositCents, lang);
  const formula = isFormula(app.formula) ? formulaLabel(app.formula, lang) : app.formula;
  const url = `${env().PUBLIC_URL}${signInPathFor(lang, pagePath(lang, '/mes-factures'))}`;
  if (lang === 'en') {
    return {
      subject: `The balance of your ${formula} plan: ${amount}`,
      content: {
        greeting: firstName ? `Hello ${firstName},` : 'Hello,',
        paragraphs: [
          `The balance of your ${formula} plan is now due: ${amount} (the price of ${price} minus the deposit of ${deposit} you already paid).`,
          'Pay it online from your invoices page; the final invoice is emailed to you as soon as the payment is confirmed.',
        ],
        action: { label: 'Pay the balance', url },
      },
    };
  }
  return {
    subject: `Le solde de votre formule ${formula}\u00a0: ${amount}`,
    content: {
      greeting: firstName ? `Bonjour ${firstName},` : 'Bonjour,',
      paragraphs: [
        `Le solde de votre formule ${formula} est à régler\u00a0: ${amount} (le prix de ${price}, moins l’acompte de ${deposit} déjà versé).`,
        'Réglez-le en ligne depuis la page de vos factures\u00a0; la facture de solde vous est envoyée dès que le paiement est confirmé.',
      ],
      action: { label: 'Régler le solde', url },
    },
  };
}

export interface BalanceMailPayload {
  candidature_id: string;
  lang: Lang;
  first_name: string;
}

async function buildBalanceMail(db: DbOrTx, payload: BalanceMailPayload, to: string): Promise<MailMessage> {
  const [app] = await db.select().from(applications).where(eq(applications.id, String(payload.candidature_id))).limit(1);
  if (!app) throw new Error(`application ${String(payload.candidature_id)} not found`);
  const lang = asLang(payload.lang);
  const { subject, content } = balanceMailText(app, lang, typeof payload.first_name === 'string' ? payload.first_name : '');
  const { html, text } = renderMail(lang, content);
  return { to, subject, html, text };
}

/** Outbox kind `balance_request`: the balance is due (decision 024). */
export const balanceMail = mailKind<BalanceMailPayload>({ name: 'balance_request', build: buildBalanceMail });
