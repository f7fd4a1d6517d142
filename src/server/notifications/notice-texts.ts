/**
 * The words of every notification, French and English, for the in-app notice and its email:
 * written from the recipient's side, in the recipient's language (their account's, read when
 * the email is built or the list is read), each pointing at the page where to act.
 */
import type { NoticeData, NotificationEvent, NotificationKind } from './notification-kinds.ts';
import type { Lang } from '../../i18n/lang.ts';

export interface NoticeText {
  /** One line: the in-app notice's title and the email's subject. */
  title: string;
  /** What happened and what to do next. */
  paragraphs: string[];
  action: { label: string; path: string };
  /** A second link (the sealed PDF). */
  extra?: { label: string; path: string };
}

const q = (lang: Lang, s: string) => (lang === 'en' ? `“${s}”` : `« ${s} »`);
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');
const requestPath = (lang: Lang, d: NoticeData) => `${prefix(lang)}/collaborations/demandes/${d.request_id ?? ''}`;
const matchPath = (lang: Lang, d: NoticeData) => `${prefix(lang)}/collaborations/accords/${d.match_id ?? ''}`;

type Build = (lang: Lang, d: NoticeData) => NoticeText;

const BUILD: Record<NotificationEvent, Build> = {
  reply_received: (lang, d) => {
    const who = d.actor_first_name || (lang === 'en' ? 'An artisan' : 'Un artisan');
    const title = d.request_title ?? '';
    return lang === 'en'
      ? {
          title: `${who} replied to your request ${q(lang, title)}`,
          paragraphs: [`${who} replied to your collaboration request ${q(lang, title)}.`, 'Read the reply and, if it suits you, accept it to start the questionnaire together.'],
          action: { label: 'Read the reply', path: requestPath(lang, d) },
        }
      : {
          title: `${who} a répondu à votre demande ${q(lang, title)}`,
          paragraphs: [`${who} a répondu à votre demande de collaboration ${q(lang, title)}.`, 'Lisez sa réponse et, si elle vous convient, acceptez-la pour commencer le questionnaire ensemble.'],
          action: { label: 'Lire la réponse', path: requestPath(lang, d) },
        };
  },
  match_created: (lang, d) => {
    const who = d.actor_first_name || (lang === 'en' ? 'The author' : 'L’auteur');
    const title = d.request_title ?? '';
    return lang === 'en'
      ? {
          title: `${who} accepted your reply to ${q(lang, title)}`,
          paragraphs: [`${who} accepted your reply to the request ${q(lang, title)}.`, 'Each of you now answers the questionnaire on your own; your answers stay hidden from the other until you have both submitted.'],
          action: { label: 'Answer the questionnaire', path: matchPath(lang, d) },
        }
      : {
          title: `${who} a accepté votre réponse à ${q(lang, title)}`,
          paragraphs: [`${who} a accepté votre réponse à la demande ${q(lang, title)}.`, 'Chacun remplit maintenant le questionnaire de son côté ; vos réponses restent cachées à l’autre tant que vous n’avez pas tous deux validé.'],
          action: { label: 'Remplir le questionnaire', path: matchPath(lang, d) },
        };
  },
  answers_submitted: (lang, d) => {
    const who = d.actor_first_name || (lang === 'en' ? 'Your partner' : 'Votre partenaire');
    const title = d.request_title ?? '';
    const n = d.conflicts ?? 0;
    if (lang === 'en') {
      const next = d.locked
        ? 'Your answers agree: the contract text is written and locked. It is ready for you to read and sign.'
        : n > 0
          ? `${n === 1 ? 'One point disagrees' : `${n} points disagree`} between your answers. Look at them and correct yours, or agree with ${who} on a change.`
          : 'Look at the answers side by side.';
      return {
        title: d.locked ? `${who} answered: the contract for ${q(lang, title)} is ready to sign` : `${who} answered the questionnaire for ${q(lang, title)}`,
        paragraphs: [`${who} has submitted their answers for ${q(lang, title)}.`, next],
        action: { label: d.locked ? 'Read and sign the contract' : 'See the disagreements', path: matchPath(lang, d) },
      };
    }
    const next = d.locked
      ? 'Vos réponses concordent : le texte du contrat est rédigé et verrouillé. Il est prêt à être lu et signé.'
      : n > 0
        ? `${n === 1 ? 'Un point diverge' : `${n} points divergent`} entre vos réponses. Regardez-les et corrigez les vôtres, ou convenez d’un changement avec ${who}.`
        : 'Comparez vos réponses.';
    return {
      title: d.locked ? `${who} a répondu : le contrat pour ${q(lang, title)} est prêt à signer` : `${who} a répondu au questionnaire pour ${q(lang, title)}`,
      paragraphs: [`${who} a validé ses réponses pour ${q(lang, title)}.`, next],
      action: { label: d.locked ? 'Lire et signer le contrat' : 'Voir les désaccords', path: matchPath(lang, d) },
    };
  },
  contract_signed: (lang, d) => {
    const who = d.actor_first_name || (lang === 'en' ? 'Your partner' : 'Votre partenaire');
    const title = d.request_title ?? '';
    return lang === 'en'
      ? {
          title: `${who} signed the contract for ${q(lang, title)}: your signature is still needed`,
          paragraphs: [`${who} has signed the contract for ${q(lang, title)}.`, 'You still have to sign it: once you have, the contract is sealed and its signed PDF is ready for you both.'],
          action: { label: 'Read and sign', path: matchPath(lang, d) },
        }
      : {
          title: `${who} a signé le contrat pour ${q(lang, title)} : il manque votre signature`,
          paragraphs: [`${who} a signé le contrat pour ${q(lang, title)}.`, 'Il vous reste à le signer : dès que ce sera fait, le contrat sera scellé et son PDF signé sera prêt pour vous deux.'],
          action: { label: 'Lire et signer', path: matchPath(lang, d) },
        };
  },
  contract_sealed: (lang, d) => {
    const title = d.request_title ?? '';
    const pdf = d.pdf_path ?? `/api/collaboration-contract/pdf?match_id=${encodeURIComponent(d.match_id ?? '')}`;
    return lang === 'en'
      ? {
          title: `The contract for ${q(lang, title)} is sealed`,
          paragraphs: [`You have both signed: the contract for ${q(lang, title)} is sealed.`, 'Download its signed PDF and keep it with your records.'],
          action: { label: 'Download the signed PDF', path: pdf },
          extra: { label: 'See the contract', path: matchPath(lang, d) },
        }
      : {
          title: `Le contrat pour ${q(lang, title)} est scellé`,
          paragraphs: [`Vous avez signé tous les deux : le contrat pour ${q(lang, title)} est scellé.`, 'Téléchargez son PDF signé et conservez-le avec vos documents.'],
          action: { label: 'Télécharger le PDF signé', path: pdf },
          extra: { label: 'Voir le contrat', path: matchPath(lang, d) },
        };
  },
};

export function noticeText(event: NotificationEvent, lang: Lang, data: NoticeData): NoticeText {
  return BUILD[event](lang, data);
}

/** The switch names on /mon-compte and in the unsubscribe page. */
export const KIND_LABELS: Record<Lang, Record<NotificationKind, string>> = {
  fr: {
    reply: 'Une réponse à l’une de mes demandes de collaboration',
    match: 'Ma réponse acceptée (collaboration ouverte)',
    answers: 'Mon partenaire a répondu au questionnaire',
    contract: 'Le contrat : signature de mon partenaire, contrat scellé',
  },
  en: {
    reply: 'A reply to one of my collaboration requests',
    match: 'My reply accepted (collaboration opened)',
    answers: 'My partner answered the questionnaire',
    contract: 'The contract: my partner’s signature, contract sealed',
  },
};
