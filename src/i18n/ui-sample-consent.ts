/**
 * Texts of the choice to be named in other artisans' impact samples (decision 055): asked beside
 * the reading form, changeable on /mon-compte, and the notes of the comparison that follow from it.
 * French: U+00A0 before « : » and inside « », U+202F before ; ! ?
 */
import type { Lang } from './lang.ts';

export interface SampleConsentTexts {
  title: string;
  /** What is shown, to whom, what always counts. */
  explain: string;
  /** An example built from her own first name and figures; `invented` when she has no change of her own yet. */
  example: (line: string, invented: boolean) => string;
  yes: string;
  no: string;
  notAnswered: string;
  answeredOn: (when: string) => string;
  savedYes: string;
  savedNo: string;
  failed: string;
  /** Account page: where the setting lives. */
  accountTitle: string;
  /** Comparison: money metrics. */
  moneyNote: string;
  /** Comparison: nobody named. */
  nobodyNamed: string;
}

export const sampleConsentUi: Record<Lang, SampleConsentTexts> = {
  fr: {
    title: 'Apparaître par votre prénom chez les autres artisans et artisanes\u202f?',
    explain:
      'Sous chaque mesure, les membres d’Atelier voient l’évolution moyenne des artisans et artisanes de la fiche\u202f; la vôtre y compte toujours, sans votre nom. ' +
      'Si vous dites oui, les autres membres verront aussi votre prénom parmi les exemples, avec votre évolution\u00a0: pour un montant en euros (chiffre d’affaires, prix), seulement le pourcentage, jamais le montant\u202f; pour les autres mesures (contacts, visites…), vos valeurs avant et après. ' +
      'Tant que vous n’avez pas dit oui, vous n’êtes pas nommée ni nommé. Vous pouvez changer d’avis à tout moment, ici ou sur la page Mon compte\u00a0: c’est immédiat.',
    example: (line, invented) => `Par exemple, les autres membres liraient\u00a0: «\u00a0${line}\u00a0»${invented ? ' (évolution inventée pour l’exemple)' : ''}.`,
    yes: 'Oui, montrer mon prénom et mon évolution',
    no: 'Non, ne pas me nommer',
    notAnswered: 'Vous n’avez pas encore répondu\u00a0: vous n’êtes pas nommée ni nommé.',
    answeredOn: (when) => `Réponse enregistrée le ${when}.`,
    savedYes: 'C’est noté\u00a0: votre prénom et votre évolution apparaissent dans les exemples.',
    savedNo: 'C’est noté\u00a0: vous n’apparaissez plus dans les exemples.',
    failed: 'Votre réponse n’a pas pu être enregistrée. Réessayez.',
    accountTitle: 'Vos résultats chez les autres',
    moneyNote: 'Pour un montant, seul le pourcentage d’évolution des artisans et artisanes nommés est montré, jamais leurs chiffres.',
    nobodyNamed: 'Personne n’a encore choisi d’être nommé ou nommée sur cette fiche.',
  },
  en: {
    title: 'Appear by your first name to other artisans?',
    explain:
      'Under each measure, Atelier members see the average change of the card’s artisans; yours always counts in it, without your name. ' +
      'If you say yes, other members will also see your first name among the examples, with your change: for an amount in euros (turnover, prices), only the percentage, never the amount; for other measures (contacts, visits…), your before and after values. ' +
      'Until you say yes, you are not named. You can change your mind at any time, here or on the My account page: it takes effect at once.',
    example: (line, invented) => `For example, other members would read: “${line}”${invented ? ' (a change invented for the example)' : ''}.`,
    yes: 'Yes, show my first name and my change',
    no: 'No, do not name me',
    notAnswered: 'You have not answered yet: you are not named.',
    answeredOn: (when) => `Answer recorded on ${when}.`,
    savedYes: 'Noted: your first name and your change appear in the examples.',
    savedNo: 'Noted: you no longer appear in the examples.',
    failed: 'Your answer could not be recorded. Try again.',
    accountTitle: 'Your results shown to others',
    moneyNote: 'For an amount, only the percentage change of the named artisans is shown, never their figures.',
    nobodyNamed: 'Nobody has chosen to be named on this card yet.',
  },
};
