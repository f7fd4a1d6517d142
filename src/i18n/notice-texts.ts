/**
 * The words of every collaboration notification, for the in-app notice and its email, written
 * from the recipient's side (src/server/collaboration/notifications/notice-texts.ts picks them by event and
 * language and adds the links). `who` is the other artisan's first name, or the fallback given
 * here; `title` the request's title, quoted by the text itself.
 */
import type { Lang } from './lang.ts';

const q = (title: string) => `«\u00a0${title}\u00a0»`;

const fr = {
  someone: { artisan: 'Un artisan', author: 'L’auteur', partner: 'Votre partenaire' },
  reply_received: {
    title: (who: string, title: string) => `${who} a répondu à votre demande ${q(title)}`,
    paragraphs: (who: string, title: string) => [
      `${who} a répondu à votre demande de collaboration ${q(title)}.`,
      'Lisez sa réponse et, si elle vous convient, acceptez-la pour commencer le questionnaire ensemble.',
    ],
    action: 'Lire la réponse',
  },
  match_created: {
    title: (who: string, title: string) => `${who} a accepté votre réponse à ${q(title)}`,
    paragraphs: (who: string, title: string) => [
      `${who} a accepté votre réponse à la demande ${q(title)}.`,
      'Chaque partie remplit maintenant le questionnaire de son côté\u00a0; vos réponses restent cachées à l’autre tant que les deux parties n’ont pas validé.',
    ],
    action: 'Remplir le questionnaire',
  },
  answers_submitted: {
    title: (who: string, title: string) => `${who} a répondu au questionnaire pour ${q(title)}`,
    titleLocked: (who: string, title: string) => `${who} a répondu\u00a0: le contrat pour ${q(title)} est prêt à signer`,
    submitted: (who: string, title: string) => `${who} a validé ses réponses pour ${q(title)}.`,
    locked: 'Vos réponses concordent\u00a0: le texte du contrat est rédigé et verrouillé. Il est prêt à être lu et signé.',
    conflicts: (n: number, who: string) =>
      `${n === 1 ? 'Un point diverge' : `${n} points divergent`} entre vos réponses. Regardez-les et corrigez les vôtres, ou convenez d’un changement avec ${who}.`,
    compare: 'Comparez vos réponses.',
    action: 'Voir les désaccords',
    actionLocked: 'Lire et signer le contrat',
  },
  contract_signed: {
    title: (who: string, title: string) => `${who} a signé le contrat pour ${q(title)}\u00a0: il manque votre signature`,
    paragraphs: (who: string, title: string) => [
      `${who} a signé le contrat pour ${q(title)}.`,
      'Il vous reste à le signer\u00a0: dès que ce sera fait, le contrat sera scellé et son PDF signé sera prêt pour vous deux.',
    ],
    action: 'Lire et signer',
  },
  contract_sealed: {
    title: (title: string) => `Le contrat pour ${q(title)} est scellé`,
    paragraphs: (title: string) => [`Les deux parties ont signé\u00a0: le contrat pour ${q(title)} est scellé.`, 'Téléchargez son PDF signé et conservez-le avec vos documents.'],
    action: 'Télécharger le PDF signé',
    extra: 'Voir le contrat',
  },
  /** The switch names on /mon-compte and in the unsubscribe page, by notification kind. */
  kinds: {
    reply: 'Une réponse à l’une de mes demandes de collaboration',
    match: 'Ma réponse acceptée (collaboration ouverte)',
    answers: 'Mon partenaire a répondu au questionnaire',
    contract: 'Le contrat\u00a0: signature de mon partenaire, contrat scellé',
  },
};

const qEn = (title: string) => `“${title}”`;

const en: typeof fr = {
  someone: { artisan: 'An artisan', author: 'The author', partner: 'Your partner' },
  reply_received: {
    title: (who, title) => `${who} replied to your request ${qEn(title)}`,
    paragraphs: (who, title) => [`${who} replied to your collaboration request ${qEn(title)}.`, 'Read the reply and, if it suits you, accept it to start the questionnaire together.'],
    action: 'Read the reply',
  },
  match_created: {
    title: (who, title) => `${who} accepted your reply to ${qEn(title)}`,
    paragraphs: (who, title) => [
      `${who} accepted your reply to the request ${qEn(title)}.`,
      'Each of you now answers the questionnaire on your own; your answers stay hidden from the other until you have both submitted.',
    ],
    action: 'Answer the questionnaire',
  },
  answers_submitted: {
    title: (who, title) => `${who} answered the questionnaire for ${qEn(title)}`,
    titleLocked: (who, title) => `${who} answered: the contract for ${qEn(title)} is ready to sign`,
    submitted: (who, title) => `${who} has submitted their answers for ${qEn(title)}.`,
    locked: 'Your answers agree: the contract text is written and locked. It is ready for you to read and sign.',
    conflicts: (n, who) =>
      `${n === 1 ? 'One point disagrees' : `${n} points disagree`} between your answers. Look at them and correct yours, or agree with ${who} on a change.`,
    compare: 'Look at the answers side by side.',
    action: 'See the disagreements',
    actionLocked: 'Read and sign the contract',
  },
  contract_signed: {
    title: (who, title) => `${who} signed the contract for ${qEn(title)}: your signature is still needed`,
    paragraphs: (who, title) => [
      `${who} has signed the contract for ${qEn(title)}.`,
      'You still have to sign it: once you have, the contract is sealed and its signed PDF is ready for you both.',
    ],
    action: 'Read and sign',
  },
  contract_sealed: {
    title: (title) => `The contract for ${qEn(title)} is sealed`,
    paragraphs: (title) => [`You have both signed: the contract for ${qEn(title)} is sealed.`, 'Download its signed PDF and keep it with your records.'],
    action: 'Download the signed PDF',
    extra: 'See the contract',
  },
  kinds: {
    reply: 'A reply to one of my collaboration requests',
    match: 'My reply accepted (collaboration opened)',
    answers: 'My partner answered the questionnaire',
    contract: 'The contract: my partner’s signature, contract sealed',
  },
};

export const noticeTexts: Record<Lang, typeof fr> = { fr, en };
