/**
 * "Your account is deleted" (outbox kind `account_erased`, decision 038), sent to the address the
 * account had, captured in the erasure's own transaction before the tombstone replaced it. The
 * row is the only place the address stays, and only until the mail is sent or given up: the
 * outbox deletes it then (`forgetAfterSending`). The payload holds no name, only
 * the language, the day and the counts of what the law keeps, so the mail says what the account
 * page said before the click (docs/personal-data.md).
 */
import type { DbOrTx } from '../db/client.ts';
import type { MailMessage } from '../mail/send-mail.ts';
import { renderMail } from '../mail/layout.ts';
import { mailKind } from '../mail/mail-kind.ts';
import { asLang, type Lang } from '../i18n/messages.ts';
import { formatDate } from '../../i18n/format.ts';
import { pagePath } from '../../i18n/paths.ts';
import { env } from '../../env.ts';
import { sellerIdentity } from '../invoices/seller.ts';

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
  const en = lang === 'en';
  const kept: string[] = [];
  if (invoices + creditNotes > 0) {
    kept.push(
      en
        ? `Your invoices (${invoices})${creditNotes ? ` and credit notes (${creditNotes})` : ''}, as issued: French law requires accounting records to be kept for ten years (Code de commerce, article L123-22).`
        : `Vos factures (${invoices})${creditNotes ? ` et avoirs (${creditNotes}), tels qu’émis` : ', telles qu’émises'}\u00a0: la loi impose de conserver les pièces comptables dix ans (article L123-22 du Code de commerce).`,
    );
  }
  if (contracts > 0) {
    kept.push(
      en
        ? `Your sealed contracts (${contracts}), with their signatures: the other party keeps them and may need them as evidence (Code civil, article 2224).`
        : `Vos contrats scellés (${contracts}), avec leurs signatures\u00a0: l’autre partie les garde et peut en avoir besoin comme preuve (article 2224 du Code civil).`,
    );
  }
  const intro = en
    ? `Your Atelier account was deleted on ${day}, as asked. You are signed out on all your devices, and your personal data is erased: profile, photos and files, actions and answers, impact readings, notifications, collaborations without a sealed contract and unpaid applications.`
    : `Votre compte Atelier a été supprimé le ${day}, comme demandé. Vous êtes déconnecté de tous vos appareils et vos données personnelles sont effacées\u00a0: profil, photos et fichiers, actions et réponses, relevés d’impact, notifications, collaborations sans contrat scellé et candidatures non payées.`;
  const address = en
    ? 'We kept this address only to send you this message; it is now deleted from our servers too. It is free again: you can create a new account with it at any time.'
    : 'Nous n’avons gardé cette adresse que pour vous envoyer ce message\u00a0; elle est maintenant effacée de nos serveurs elle aussi. Elle redevient libre\u00a0: vous pouvez créer un nouveau compte avec elle quand vous voulez.';
  const notYou = en
    ? `If you did not ask for this deletion, write to us${contact ? ` at ${contact}` : ' (contact details on the page below)'}.`
    : `Si vous n’êtes pas à l’origine de cette suppression, écrivez-nous${contact ? ` à ${contact}` : ' (coordonnées sur la page ci-dessous)'}.`;
  const keptIntro = kept.length === 0
    ? en ? 'Nothing else of yours is kept.' : 'Rien d’autre de vous n’est conservé.'
    : en ? 'Only what the law or another person needs is kept, reduced to the minimum:' : 'Seul ce que la loi ou une autre personne exige est conservé, réduit au minimum\u00a0:';
  const { html, text } = renderMail(lang, {
    greeting: en ? 'Hello,' : 'Bonjour,',
    paragraphs: [intro, keptIntro],
    ...(kept.length > 0 ? { list: kept } : {}),
    closing: [address, notYou],
    links: [{ label: en ? 'How we handle personal data' : 'Comment nous traitons les données personnelles', url: privacy }],
  });
  return { to, subject: en ? 'Your Atelier account is deleted' : 'Votre compte Atelier est supprimé', html, text };
}

/** Outbox kind `account_erased`: the goodbye, to the address the account had; no copy kept (decision 038). */
export const erasureMail = mailKind<ErasureMailPayload>({ name: 'account_erased', build: buildErasureMail, forgetAfterSending: true });
