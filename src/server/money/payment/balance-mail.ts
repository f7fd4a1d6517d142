/**
 * "The balance of your formula is due" (decision 024), in the account's language, built at send
 * time by the outbox (kind `balance_request`) from the stored application. The link goes through
 * the sign-in page to /mes-factures, where the "Pay the balance" button opens the provider's page.
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
import { balanceDueOnTexts } from '#i18n/withdrawal-texts.ts';

export function balanceMailText(app: { formula: string; balanceCents: number | null; formulaPriceCents: number; depositCents: number; vatRegime?: string | null; balanceDueOn?: string | null }, lang: Lang, firstName: string) {
  // With the words of the application's regime, as the pages say them (decision 056).
  const amount = chargedAmountText(app.balanceCents ?? 0, app.vatRegime, lang);
  const price = chargedAmountText(app.formulaPriceCents, app.vatRegime, lang);
  const deposit = chargedAmountText(app.depositCents, app.vatRegime, lang);
  const formula = isFormula(app.formula) ? formulaLabel(app.formula, lang) : app.formula;
  const url = `${env().PUBLIC_URL}${signInPathFor(lang, pagePath(lang, '/mes-factures'))}`;
  const t = mailTexts[lang];
  return {
    subject: t.balanceRequest.subject(formula, amount),
    content: {
      greeting: t.greeting(firstName),
      // The due day stored with the request (decision 058).
      paragraphs: [...t.balanceRequest.paragraphs(formula, amount, price, deposit), ...(app.balanceDueOn ? [balanceDueOnTexts[lang].dueOn(app.balanceDueOn)] : [])],
      action: { label: t.balanceRequest.action, url },
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
