/**
 * "Your account is deleted" (outbox kind `account_erased`, decision 038), sent to the address the
 * account had, captured in the erasure's own transaction before the tombstone replaced it. The
 * row is the only place the address stays, and only until the mail is sent or given up: the
 * outbox deletes it then (`forgetAfterSending`). The payload holds no name, only
 * the language, the day and the counts of what the law keeps, so the mail says what the account
 * page said before the click (docs/personal-data.md).
 */
import type { DbOrTx } from '#server/platform/db/client.ts';
import type { MailMessage } from '#server/platform/mail/send-mail.ts';
import { renderMail } from '#server/platform/mail/layout.ts';
import { mailKind } from '#server/platform/mail/mail-kind.ts';
import { formatDate } from '#i18n/format.ts';
import { pagePath } from '#i18n/paths.ts';
import { env } from '#src/env.ts';
import { sellerIdentity } from '#server/money/invoices/seller.ts';
import { asLang, type Lang } from '#i18n/lang.ts';
import { mailTexts } from '#i18n/mail-texts.ts';
import { accountMailTexts } from '#i18n/mail-account-texts.ts';

export interface ErasureMailPayload {
  lang: Lang;
  erased_at: string;
  invoices_kept: number;
  credit_notes_kept: number;
  sealed_contracts_kept: number;
}

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

async function buildErasureMail(_db: DbOrTx, payload: ErasureMailPayload, to: string): Promise<MailMessage> {
  const lang = asLang(payload.lang);
  const day = formatDate(new Date(typeof payload.erased_at === 'string' ? payload.erased_at : Date.now()), lang);
  const invoices = count(payload.invoices_kept);
  const creditNotes = count(payload.credit_notes_kept);
  const contracts = count(payload.sealed_contracts_kept);
  const privacy = `${env().PUBLIC_URL}${pagePath(lang, '/confidentialite')}`;
  const contact = sellerIdentity().email;
  const t = accountMailTexts[lang].accountErased;
  const kept: string[] = [];
  if (invoices + creditNotes > 0) kept.push(t.invoicesKept(invoices, creditNotes));
  if (contracts > 0) kept.push(t.contractsKept(contracts));
  const { html, text } = renderMail(lang, {
    greeting: mailTexts[lang].greeting(''),
    paragraphs: [t.intro(day), kept.length === 0 ? t.nothingKept : t.someKept],
    ...(kept.length > 0 ? { list: kept } : {}),
    closing: [t.address, t.notYou(contact ?? '')],
    links: [{ label: t.privacyLink, url: privacy }],
  });
  return { to, subject: t.subject, html, text };
}

/** Outbox kind `account_erased`: the goodbye, to the address the account had; no copy kept (decision 038). */
export const erasureMail = mailKind<ErasureMailPayload>({ name: 'account_erased', build: buildErasureMail, forgetAfterSending: true });
