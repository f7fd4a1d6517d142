/**
 * "Your data is ready" (outbox kind `data_export_ready`, decision 026), in the language the member
 * asked in. The link opens the account page's "My data" section, through the sign-in page for a
 * signed-out reader: the archive itself is served only to the member, signed in.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { dataExports } from '../../../db/schema.ts';
import type { MailMessage } from '../mail/send-mail.ts';
import { renderMail } from '../mail/layout.ts';
import { mailKind } from '../mail/mail-kind.ts';
import { pagePath, signInPathFor } from '../../i18n/paths.ts';
import { env } from '../../env.ts';
import { asLang, type Lang } from '../i18n/messages.ts';
import { formatDate } from '../../i18n/format.ts';

export interface ExportReadyMailPayload {
  export_id: string;
  lang: Lang;
  first_name: string;
}

async function buildExportReadyMail(db: DbOrTx, payload: ExportReadyMailPayload, to: string): Promise<MailMessage> {
  const lang = asLang(payload.lang);
  const [row] = await db.select({ expiresAt: dataExports.expiresAt }).from(dataExports).where(eq(dataExports.id, String(payload.export_id)));
  const firstName = typeof payload.first_name === 'string' ? payload.first_name : '';
  const account = pagePath(lang, '/mon-compte');
  const url = `${env().PUBLIC_URL}${signInPathFor(lang, account)}#mes-donnees`;
  const until = row?.expiresAt ? formatDate(row.expiresAt, lang) : lang === 'en' ? 'in 7 days' : 'dans 7 jours';
  const content =
    lang === 'en'
      ? {
          greeting: firstName ? `Hello ${firstName},` : 'Hello,',
          paragraphs: [
            'The archive of your Atelier data you asked for is ready: one ZIP file with a README, your data as JSON files, your invoices and contracts as PDF and your files.',
            `Download it from your account page, signed in with this address, until ${until}. The link works once: the archive is then erased from our servers.`,
            'If you did not ask for it, sign in and change your password: someone may be using your account.',
          ],
          action: { label: 'Download my data', url },
        }
      : {
          greeting: firstName ? `Bonjour ${firstName},` : 'Bonjour,',
          paragraphs: [
            'L’archive de vos données Atelier que vous avez demandée est prête\u00a0: un fichier ZIP avec un README, vos données en fichiers JSON, vos factures et contrats en PDF et vos fichiers.',
            `Téléchargez-la depuis la page Mon compte, connecté avec cette adresse, jusqu’au ${until}. Le lien ne sert qu’une fois\u00a0: l’archive est ensuite effacée de nos serveurs.`,
            'Si vous n’avez rien demandé, connectez-vous et changez votre mot de passe\u00a0: quelqu’un utilise peut-être votre compte.',
          ],
          action: { label: 'Télécharger mes données', url },
        };
  const { html, text } = renderMail(lang, content);
  return { to, subject: lang === 'en' ? 'Your Atelier data is ready to download' : 'Vos données Atelier sont prêtes', html, text };
}

/** Outbox kind `data_export_ready`: a member's data archive is ready (decision 026). */
export const exportReadyMail = mailKind<ExportReadyMailPayload>({ name: 'data_export_ready', build: buildExportReadyMail });
