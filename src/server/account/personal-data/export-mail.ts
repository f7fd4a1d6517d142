/**
 * "Your data is ready" (outbox kind `data_export_ready`, decision 026), in the language the member
 * asked in. The link opens the account page's "My data" section, through the sign-in page for a
 * signed-out reader: the archive itself is served only to the member, signed in.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/platform/db/client.ts';
import { dataExports, users } from '#db/schema.ts';
import type { MailMessage } from '#server/platform/mail/send-mail.ts';
import { renderMail } from '#server/platform/mail/layout.ts';
import { mailKind } from '#server/platform/mail/mail-kind.ts';
import { pagePath, signInPathFor } from '#i18n/paths.ts';
import { env } from '#src/env.ts';
import { formatDate } from '#i18n/format.ts';
import { asLang, type Lang } from '#i18n/lang.ts';
import { mailTexts } from '#i18n/mail-texts.ts';
import { accountMailTexts } from '#i18n/mail-account-texts.ts';

export interface ExportReadyMailPayload {
  export_id: string;
  lang: Lang;
  first_name: string;
}

async function buildExportReadyMail(db: DbOrTx, payload: ExportReadyMailPayload, to: string): Promise<MailMessage> {
  const lang = asLang(payload.lang);
  // Whether the account has a password: "change your password" means nothing to one without (issue 39).
  const [row] = await db
    .select({ expiresAt: dataExports.expiresAt, passwordHash: users.passwordHash })
    .from(dataExports)
    .leftJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.id, String(payload.export_id)));
  const firstName = typeof payload.first_name === 'string' ? payload.first_name : '';
  const account = pagePath(lang, '/mon-compte');
  const url = `${env().PUBLIC_URL}${signInPathFor(lang, account)}#mes-donnees`;
  const t = accountMailTexts[lang].exportReady;
  const until = row?.expiresAt ? formatDate(row.expiresAt, lang) : t.inSevenDays;
  const content = { greeting: mailTexts[lang].greeting(firstName), paragraphs: t.paragraphs(until, Boolean(row?.passwordHash)), action: { label: t.action, url } };
  const { html, text } = renderMail(lang, content);
  return { to, subject: t.subject, html, text };
}

/** Outbox kind `data_export_ready`: a member's data archive is ready (decision 026). */
export const exportReadyMail = mailKind<ExportReadyMailPayload>({ name: 'data_export_ready', build: buildExportReadyMail });
