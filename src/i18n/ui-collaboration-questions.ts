/**
 * The questionnaire's words (fr/en): group titles, questions, help and choice labels. Choices that
 * name a party take the parties' names, so "demandeur"/"partenaire" read as people. Used by the
 * island and by the server's flag messages.
 */
import type { AnswerKey, GroupId } from '../shared/collaboration-questions.ts';
import type { Lang } from './lang.ts';
import { formatDay } from './format.ts';

export interface Names {
  demandeur: string;
  partenaire: string;
}

interface QuestionText {
  label: string;
  help: string;
  options?: (n: Names) => Record<string, string>;
}

const fr: { groups: Record<GroupId, string>; questions: Record<AnswerKey, QuestionText>; yes: string; no: string } = {
  groups: { objet: 'Objet', repartition: 'Répartition', facturation: 'Facturation', propriete: 'Propriété', imprevus: 'Imprévus', duree: 'Durée' },
  yes: 'Oui',
  no: 'Non',
  questions: {
    objet: { label: 'Quel est l’objet de la collaboration\u202f?', help: 'En une ou deux phrases\u00a0: ce que vous réalisez ensemble, et pour qui. Si vos descriptions diffèrent, le contrat cite les deux. 500 caractères au maximum.' },
    livrables: { label: 'Quels sont les livrables\u202f?', help: 'Ce qui sera remis au client ou mis en vente\u00a0: pièces, quantités, échéances. Si vos descriptions diffèrent, le contrat cite les deux. 1 000 caractères au maximum.' },
    charge_pct: { label: 'Quelle part du travail assurez-vous\u202f?', help: 'Votre propre part, en pourcentage (0 à 100). Avec celle de votre partenaire, le total doit être compris entre 95 et 105 %.' },
    revenue_pct: { label: 'Quelle part des recettes vous revient\u202f?', help: 'Votre propre part, en pourcentage (0 à 100). Avec celle de votre partenaire, le total doit être compris entre 95 et 105 %\u202f; le contrat le ramène à 100 %.' },
    frais: {
      label: 'Qui paie les frais (matières, transport, emballage…)\u202f?',
      help: 'Si vos réponses diffèrent, chacun paiera ses propres frais.',
      options: (n) => ({ au_prorata: 'Partagés selon les parts des recettes', chacun_les_siens: 'Chacun paie ses propres frais', demandeur: `${n.demandeur} paie tous les frais`, partenaire: `${n.partenaire} paie tous les frais` }),
    },
    facturation: {
      label: 'Qui facture le client\u202f?',
      help: 'La personne qui facture tout le projet répond envers le client de la totalité du travail.',
      options: (n) => ({ demandeur: `${n.demandeur} facture tout le projet au client`, partenaire: `${n.partenaire} facture tout le projet au client`, chacun: 'Chacun facture sa part' }),
    },
    interlocuteur: {
      label: 'Qui est l’interlocuteur du client\u202f?',
      help: 'La personne qui répond au client et lui transmet les informations.',
      options: (n) => ({ demandeur: n.demandeur, partenaire: n.partenaire, les_deux: 'Les deux' }),
    },
    delai_paiement: { label: 'Sous combien de jours payez-vous ce que vous vous devez\u202f?', help: 'De 0 à 60 jours (plafond légal). Pour la part reversée par la personne qui facture, le délai court à partir du paiement du client. Si vos réponses diffèrent, le plus court s’applique.' },
    propriete: {
      label: 'À qui appartiennent les créations communes\u202f?',
      help: 'Les droits de reproduction, de représentation, d’adaptation et de commercialisation, pour le monde entier et pour toute la durée légale.',
      options: (n) => ({ demandeur: n.demandeur, partenaire: n.partenaire, les_deux: 'Aux deux, en copropriété' }),
    },
    portfolio: {
      label: 'Qui peut montrer les créations dans son portfolio\u202f?',
      help: 'Site, réseaux sociaux, supports de prospection, en citant l’autre.',
      options: (n) => ({ les_deux: 'Les deux', demandeur: `${n.demandeur} seulement`, partenaire: `${n.partenaire} seulement`, aucun: 'Personne sans l’accord écrit de l’autre' }),
    },
    priorite_futur: {
      label: 'Qui est prioritaire pour les commandes futures liées au projet\u202f?',
      help: 'Réassort, déclinaison, nouvelle série\u00a0: qui se voit proposer le travail en premier (15 jours pour accepter).',
      options: (n) => ({ demandeur: n.demandeur, partenaire: n.partenaire, les_deux: 'Chacun propose d’abord à l’autre', aucune: 'Aucune priorité' }),
    },
    alea: {
      label: 'Que faites-vous en cas d’imprévu\u202f?',
      help: 'Annulation du client, hausse des matières, maladie, casse…',
      options: () => ({ renegociation: 'On renégocie de bonne foi', report: 'On reporte le calendrier', partage_des_pertes: 'On partage les pertes selon les parts des recettes' }),
    },
    resiliation: {
      label: 'Comment peut-on mettre fin à la collaboration\u202f?',
      help: 'Si vos réponses diffèrent, un préavis de 30 jours s’applique.',
      options: () => ({ preavis_15_jours: 'Par écrit, avec un préavis de 15 jours', preavis_30_jours: 'Par écrit, avec un préavis de 30 jours', accord_mutuel: 'Seulement d’un commun accord' }),
    },
    assurance_rc_pro: { label: 'Avez-vous une assurance responsabilité civile professionnelle (RC Pro)\u202f?', help: 'Votre propre assurance. Sans elle, rien n’est bloqué, mais le contrat indique qui porte le risque.' },
    duree: {
      label: 'Pour combien de temps vous engagez-vous\u202f?',
      help: 'Vos réponses doivent être identiques.',
      options: () => ({ projet: 'Le temps du projet', '1_mois': '1 mois', '3_mois': '3 mois', '6_mois': '6 mois', '12_mois': '12 mois' }),
    },
    date_debut: { label: 'À partir de quelle date\u202f?', help: 'Si vos dates diffèrent, la plus tardive s’applique.' },
  },
};

const en: typeof fr = {
  groups: { objet: 'Purpose', repartition: 'Split', facturation: 'Invoicing', propriete: 'Ownership', imprevus: 'The unexpected', duree: 'Term' },
  yes: 'Yes',
  no: 'No',
  questions: {
    objet: { label: 'What is the collaboration about?', help: 'In a sentence or two: what you make together, and for whom. If your descriptions differ, the agreement quotes both. At most 500 characters.' },
    livrables: { label: 'What are the deliverables?', help: 'What will be handed to the client or put on sale: pieces, quantities, deadlines. If your descriptions differ, the agreement quotes both. At most 1,000 characters.' },
    charge_pct: { label: 'What share of the work do you do?', help: 'Your own share, as a percentage (0 to 100). With your partner’s, the total must be between 95 and 105%.' },
    revenue_pct: { label: 'What share of the revenue is yours?', help: 'Your own share, as a percentage (0 to 100). With your partner’s, the total must be between 95 and 105%; the agreement scales it to 100%.' },
    frais: {
      label: 'Who pays the costs (materials, transport, packaging…)?',
      help: 'If your answers differ, each pays their own costs.',
      options: (n) => ({ au_prorata: 'Shared by revenue share', chacun_les_siens: 'Each pays their own', demandeur: `${n.demandeur} pays all costs`, partenaire: `${n.partenaire} pays all costs` }),
    },
    facturation: {
      label: 'Who invoices the client?',
      help: 'Whoever invoices alone answers to the client for all the work.',
      options: (n) => ({ demandeur: `${n.demandeur} alone invoices the client`, partenaire: `${n.partenaire} alone invoices the client`, chacun: 'Each invoices their own part' }),
    },
    interlocuteur: {
      label: 'Who is the client’s contact?',
      help: 'The person who answers the client and passes on information.',
      options: (n) => ({ demandeur: n.demandeur, partenaire: n.partenaire, les_deux: 'Both' }),
    },
    delai_paiement: { label: 'Within how many days do you pay what you owe each other?', help: '0 to 60 days (the legal cap). For the share paid on by whoever invoices, the period runs from the client’s payment. If your answers differ, the shorter applies.' },
    propriete: {
      label: 'Who owns the joint creations?',
      help: 'The rights of reproduction, display, adaptation and sale, worldwide and for the full legal term.',
      options: (n) => ({ demandeur: n.demandeur, partenaire: n.partenaire, les_deux: 'Both, jointly' }),
    },
    portfolio: {
      label: 'Who may show the creations in their portfolio?',
      help: 'Website, social media, sales material, crediting the other.',
      options: (n) => ({ les_deux: 'Both', demandeur: `${n.demandeur} only`, partenaire: `${n.partenaire} only`, aucun: 'Nobody without the other’s written consent' }),
    },
    priorite_futur: {
      label: 'Who has priority for future orders linked to the project?',
      help: 'Restock, variation, new series: who is offered the work first (15 days to accept).',
      options: (n) => ({ demandeur: n.demandeur, partenaire: n.partenaire, les_deux: 'Each first offers it to the other', aucune: 'No priority' }),
    },
    alea: {
      label: 'What do you do if something unexpected happens?',
      help: 'Client cancels, materials cost more, illness, breakage…',
      options: () => ({ renegociation: 'We renegotiate in good faith', report: 'We postpone the schedule', partage_des_pertes: 'We share the losses by revenue share' }),
    },
    resiliation: {
      label: 'How can the collaboration be ended?',
      help: 'If your answers differ, a 30-day notice applies.',
      options: () => ({ preavis_15_jours: 'In writing, with 15 days’ notice', preavis_30_jours: 'In writing, with 30 days’ notice', accord_mutuel: 'Only by mutual agreement' }),
    },
    assurance_rc_pro: { label: 'Do you hold professional liability insurance?', help: 'Your own insurance. Without it nothing is blocked, but the agreement states who carries the risk.' },
    duree: {
      label: 'For how long do you commit?',
      help: 'Your answers must be the same.',
      options: () => ({ projet: 'For the project', '1_mois': '1 month', '3_mois': '3 months', '6_mois': '6 months', '12_mois': '12 months' }),
    },
    date_debut: { label: 'From which date?', help: 'If your dates differ, the later one applies.' },
  },
};

export const questionTexts = { fr, en };

/** The words of one answer value, as shown to a person ("Camille alone invoices the client", "Yes", "50 %"). */
export function answerLabel(lang: Lang, key: AnswerKey, value: unknown, names: Names): string {
  const t = questionTexts[lang];
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  const options = t.questions[key].options?.(names);
  if (options && typeof value === 'string' && options[value]) return options[value];
  if (key === 'charge_pct' || key === 'revenue_pct') return lang === 'fr' ? `${value} %` : `${value}%`;
  if (key === 'date_debut' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return formatDay(value, lang);
  }
  if (key === 'delai_paiement') return lang === 'fr' ? `${value} jour${Number(value) > 1 ? 's' : ''}` : `${value} day${Number(value) === 1 ? '' : 's'}`;
  return String(value);
}
