/**
 * The acknowledgement of a withdrawal on a durable medium (C. consom. L221-21, decision 058), in
 * the account's language, queued in the withdrawal's transaction and built at send time by the
 * outbox (kind `withdrawal`) from the stored application: the day, what is owed, what is refunded.
 * The credit notes follow in their own e-mails (credit-note-mail.ts), their PDFs attached.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { applications } from '#db/schema.ts';
import type { MailMessage } from '#server/platform/mail/send-mail.ts';
import { renderMail } from '#server/platform/mail/layout.ts';
import { mailKind } from '#server/platform/mail/mail-kind.ts';
import { env } from '#src/env.ts';
import { pagePath } from '#i18n/paths.ts';
import { asLang, type Lang } from '#i18n/lang.ts';
import { mailTexts } from '#i18n/mail-texts.ts';
import { withdrawalMailTexts } from '#i18n/withdrawal-texts.ts';

export interface WithdrawalMailPayload {
  candidature_id: string;
  lang: Lang;
  first_name: string;
}

export function withdrawalMailText(app: { withdrawalReceivedOn: string | null; withdrawalOwedCents: number | null; withdrawalRefundCents: number | null }, lang: Lang, firstName: string) {
  const t = withdrawalMailTexts[lang];
  return {
    subject: t.subject,
    content: {
      greeting: mailTexts[lang].greeting(firstName),
      paragraphs: t.paragraphs({ day: app.withdrawalReceivedOn ?? '', owedCents: app.withdrawalOwedCents ?? 0, refundCents: app.withdrawalRefundCents ?? 0 }),
      action: { label: mailTexts[lang].myInvoices, url: `${env().PUBLIC_URL}${pagePath(lang, '/mes-factures')}` },
    },
  };
}

async function buildWithdrawalMail(db: DbOrTx, payload: WithdrawalMailPayload, to: string): Promise<MailMessage> {
  const [app] = await db.select().from(applications).where(eq(applications.id, String(payload.candidature_id))).limit(1);
  if (!app) throw new Error(`application ${String(payload.candidature_id)} not found`);
  const lang = asLang(payload.lang);
  const { subject, content } = withdrawalMailText(app, lang, typeof payload.first_name === 'string' ? payload.first_name : '');
  const { html, text } = renderMail(lang, content);
  return { to, subject, html, text };
}

/** Outbox kind `withdrawal`: the withdrawal is recorded (decision 058). */
export const withdrawalMail = mailKind<WithdrawalMailPayload>({ name: 'withdrawal', build: buildWithdrawalMail });
