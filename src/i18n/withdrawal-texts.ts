/**
 * The consumer's withdrawal right in words (decision 058): the choice asked at the application's
 * last step, the CGV's section and its annex (the model form of the annex to art. R221-1 of the
 * Code de la consommation, in its official wording), the confirmation printed in the deposit
 * invoice's e-mail, the acknowledgement e-mail (L221-21) and the account page's section.
 * WITHDRAWAL_TEXT_VERSION is recorded with each application that was asked: change it with the
 * wording of the choice.
 */
import { deOrD } from './elision.ts';
import { formatCents, formatDate } from './format.ts';
import type { Lang } from './lang.ts';

/** The version of the choice's wording, recorded with the application's consents (like CGV_VERSION). */
export const WITHDRAWAL_TEXT_VERSION = '2026-11-29';

/** The seller as the model form names it (settings: SELLER_NAME, SELLER_ADDRESS, SELLER_EMAIL). */
export interface WithdrawalSeller {
  name: string;
  address: string;
  email: string;
}

/** The words of the withdrawal facts (src/server/money/withdrawal/withdrawal-rules.ts). */
export interface WithdrawalTermFacts {
  periodDays: number;
  seller: WithdrawalSeller;
  /** Where the printable model form is served (absolute or site path). */
  formUrl: string;
}

/** The choice at the application's last step, asked of a private buyer only. */
export const withdrawalChoiceTexts = {
  fr: {
    legend: 'Début de l’accompagnement',
    hint: (days: number) => `En tant que consommateur, vous disposez d’un droit de rétractation de ${days}\u00a0jours à compter de votre candidature (art. L221-18 du code de la consommation). Choisissez quand l’accompagnement commence.`,
    startNow: 'Commencer tout de suite',
    startNowDetail: 'Je demande expressément que l’accompagnement commence avant la fin du délai de rétractation (art. L221-25). Si je me rétracte dans ce délai, je paierai la part du prix correspondant aux jours déjà fournis. Je reconnais perdre mon droit de rétractation une fois l’accompagnement entièrement exécuté (art. L221-28, 1°).',
    wait: (days: number) => `Attendre la fin des ${days}\u00a0jours`,
    waitDetail: 'L’accompagnement et l’accès à votre atelier commencent le lendemain du dernier jour du délai. Si je me rétracte d’ici là, tout ce que j’ai payé m’est remboursé.',
    required: 'Choisissez quand l’accompagnement commence.',
    summary: 'Début de l’accompagnement',
    summaryNow: 'Tout de suite (rétractation\u00a0: part du prix due pour les jours fournis)',
    summaryWait: (days: number) => `Après les ${days}\u00a0jours de rétractation`,
  },
  en: {
    legend: 'When your support starts',
    hint: (days: number) => `As a consumer, you have a ${days}-day right of withdrawal from your application (French consumer code, art. L221-18). Choose when the support starts.`,
    startNow: 'Start right away',
    startNowDetail: 'I expressly ask for the support to start before the withdrawal period ends (art. L221-25). If I withdraw within it, I will pay the share of the price for the days already provided. I acknowledge that I lose my right of withdrawal once the support is fully performed (art. L221-28, 1°).',
    wait: (days: number) => `Wait until the ${days} days are over`,
    waitDetail: 'The support and access to your workshop start the day after the last day of the period. If I withdraw before then, everything I paid is refunded.',
    required: 'Choose when the support starts.',
    summary: 'When your support starts',
    summaryNow: 'Right away (on withdrawal: the share of the price for the days provided)',
    summaryWait: (days: number) => `After the ${days}-day withdrawal period`,
  },
} satisfies Record<Lang, unknown>;

/** The field messages of POST /api/candidatures for the two consents (application-input.ts). */
export const withdrawalInputTexts = {
  fr: {
    bothOrNeither: 'La demande de commencer tout de suite et la reconnaissance de la perte du droit de rétractation vont ensemble\u00a0: envoyez les deux, ou aucune.',
    mustBeTrue: 'Seule la valeur true est acceptée (absent\u00a0: vous attendez la fin du délai).',
    receivedOn: 'Indiquez le jour d’envoi de la rétractation (AAAA-MM-JJ), au plus tard aujourd’hui.',
    receivedOnStaffOnly: 'Seule l’équipe indique le jour d’envoi\u00a0: depuis votre compte, la rétractation est datée du jour même.',
  },
  en: {
    bothOrNeither: 'The request to start right away and the acknowledgement that the withdrawal right is lost go together: send both, or neither.',
    mustBeTrue: 'Only true is accepted (absent: you wait until the period ends).',
    receivedOn: 'Give the day the withdrawal was sent (YYYY-MM-DD), today at the latest.',
    receivedOnStaffOnly: 'Only staff give the day it was sent: from your account, the withdrawal is dated today.',
  },
} satisfies Record<Lang, unknown>;

/** The official model form (annex to art. R221-1; Directive 2011/83/EU, annex I B), filled with the seller. */
export function modelWithdrawalForm(lang: Lang, seller: WithdrawalSeller) {
  const to = `${seller.name}, ${seller.address}, ${seller.email}`;
  if (lang === 'en') {
    return {
      title: 'Model withdrawal form',
      note: '(Complete and return this form only if you wish to withdraw from the contract.)',
      lines: [
        `To ${to}:`,
        'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*):',
        'Ordered on (*)/received on (*):',
        'Name of consumer(s):',
        'Address of consumer(s):',
        'Signature of consumer(s) (only if this form is notified on paper):',
        'Date:',
      ],
      footnote: '(*) Delete as appropriate.',
    };
  }
  return {
    title: 'Modèle de formulaire de rétractation',
    note: '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    lines: [
      `À l’attention ${deOrD(to)}\u00a0:`,
      'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous\u00a0:',
      'Commandé le (*)/reçu le (*)\u00a0:',
      'Nom du (des) consommateur(s)\u00a0:',
      'Adresse du (des) consommateur(s)\u00a0:',
      'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier)\u00a0:',
      'Date\u00a0:',
    ],
    footnote: '(*) Rayez la mention inutile.',
  };
}

/** The printable page of the model form (/formulaire-de-retractation, /en/withdrawal-form). */
export const modelFormPageTexts = {
  fr: {
    intro: 'Pour vous rétracter par écrit, imprimez ce formulaire (ou recopiez-le), complétez-le et envoyez-le-nous avant la fin du délai de rétractation. Vous pouvez aussi vous rétracter depuis la page «\u00a0Mon compte\u00a0».',
    print: 'Imprimer ou enregistrer en PDF\u00a0: utilisez la commande d’impression de votre navigateur.',
    terms: 'Conditions générales de vente',
  },
  en: {
    intro: 'To withdraw in writing, print this form (or copy it), fill it in and send it to us before the withdrawal period ends. You may also withdraw from the “My account” page.',
    print: 'To print it or save it as a PDF, use your browser’s print command.',
    terms: 'Terms of sale',
  },
} satisfies Record<Lang, unknown>;

/** The placeholder for a seller field not set yet (outside production only: production requires them). */
export const TO_COMPLETE: Record<Lang, string> = { fr: '[à compléter]', en: '[to be completed]' };

/** The CGV's withdrawal section and its annex (the model form), in the shape of the legal pages' sections. */
export function withdrawalSections(lang: Lang, f: WithdrawalTermFacts): { heading: string; paragraphs?: string[]; list?: string[] }[] {
  const d = f.periodDays;
  const s = f.seller;
  const form = modelWithdrawalForm(lang, s);
  if (lang === 'en') {
    return [
      { heading: 'Right of withdrawal', paragraphs: [
        `If you buy as a consumer (without naming a business on the application), you may withdraw without giving a reason within ${d} days from the day the contract is made, that is, the day you send your application; the period ends at the end of the ${d}th day after it (French consumer code, art. L221-18; Paris time).`,
        `To withdraw, use the “Withdraw” button on “My account”, or send us the model form below (also at ${f.formUrl}) or any unambiguous statement, by e-mail to ${s.email} or by post to ${s.name}, ${s.address}. It is enough to send it before the period ends. We acknowledge it at once by e-mail (art. L221-21).`,
        `On your application you choose when the support starts. If you wait, the support and access to your workshop start the day after the period ends, and the balance is not requested before then; if you withdraw, everything you paid is refunded. If you expressly ask to start right away (art. L221-25), the support starts when the deposit is paid; if you then withdraw within the period you owe the share of the price for the days provided up to the day of your withdrawal (the price × the days provided ÷ the days of the formula, that day not counted, rounded down in your favour), and the rest of what you paid is refunded. Once the support is fully performed, the right of withdrawal is lost (art. L221-28, 1°), as you acknowledged when asking to start.`,
        `We refund you within ${d} days of the day we are told of your withdrawal, by the same means of payment you used (the card, through our payment provider), at no cost to you (art. L221-24). Each refund issues a credit note. The withdrawal ends access to the formula and cancels a balance requested and not paid.`,
        'A buyer who applies as a business has no right of withdrawal: the law gives it to consumers only.',
      ] },
      { heading: `Annex: ${form.title.toLowerCase()}`, paragraphs: [form.note], list: [...form.lines, form.footnote] },
    ];
  }
  return [
    { heading: 'Droit de rétractation', paragraphs: [
      `Si vous achetez en tant que consommateur (sans indiquer d’entreprise dans votre candidature), vous pouvez vous rétracter sans motif dans un délai de ${d}\u00a0jours à compter de la conclusion du contrat, c’est-à-dire du jour de l’envoi de votre candidature\u00a0; le délai expire à la fin du ${d}e\u00a0jour qui suit (code de la consommation, art. L221-18\u00a0; heure de Paris).`,
      `Pour vous rétracter, utilisez le bouton «\u00a0Me rétracter\u00a0» de la page «\u00a0Mon compte\u00a0», ou envoyez-nous le formulaire type ci-dessous (aussi à l’adresse ${f.formUrl}) ou toute autre déclaration dénuée d’ambiguïté, par e-mail à ${s.email} ou par courrier à ${s.name}, ${s.address}. Il suffit de l’envoyer avant l’expiration du délai. Nous en accusons réception sans délai par e-mail (art. L221-21).`,
      `Dans votre candidature, vous choisissez quand l’accompagnement commence. Si vous attendez, l’accompagnement et l’accès à votre atelier commencent le lendemain de la fin du délai, et le solde ne vous est pas demandé avant\u00a0; si vous vous rétractez, tout ce que vous avez payé vous est remboursé. Si vous demandez expressément qu’il commence tout de suite (art. L221-25), l’accompagnement commence au paiement de l’acompte\u00a0; si vous vous rétractez ensuite dans le délai, vous devez la part du prix correspondant aux jours fournis jusqu’au jour de votre rétractation (le prix × les jours fournis ÷ les jours de la formule, ce jour non compté, arrondi à votre avantage), et le reste de ce que vous avez payé vous est remboursé. Une fois l’accompagnement entièrement exécuté, le droit de rétractation est perdu (art. L221-28, 1°), ce que vous avez reconnu en demandant à commencer.`,
      `Nous vous remboursons au plus tard ${d}\u00a0jours après le jour où nous sommes informés de votre rétractation, par le même moyen de paiement que celui utilisé (la carte, par notre prestataire de paiement), sans frais pour vous (art. L221-24). Chaque remboursement donne lieu à un avoir. La rétractation met fin à l’accès à la formule et annule un solde demandé et non payé.`,
      'Un acheteur qui candidate en tant qu’entreprise n’a pas de droit de rétractation\u00a0: la loi le réserve aux consommateurs.',
    ] },
    { heading: `Annexe\u00a0: ${form.title.toLowerCase()}`, paragraphs: [form.note], list: [...form.lines, form.footnote] },
  ];
}

/** What the deposit invoice's e-mail says about the choice (L221-13: the confirmation on a durable medium). */
export function withdrawalConfirmationParagraph(lang: Lang, c: { earlyStartAt: string | null; waiverAt: string | null; accessFrom: string | null; periodEndsOn: string; version: string }): string {
  if (lang === 'en') {
    return c.earlyStartAt
      ? `You expressly asked for your support to start before the withdrawal period ends (${c.earlyStartAt}) and acknowledged that you lose your right of withdrawal once it is fully performed (${c.waiverAt ?? c.earlyStartAt}); wording of ${formatDate(c.version, 'en')}. You may still withdraw until ${formatDate(c.periodEndsOn, 'en')} and would then owe the share of the price for the days provided.`
      : `You chose to wait until the withdrawal period ends: your support and access to your workshop start on ${formatDate(c.accessFrom ?? c.periodEndsOn, 'en')}. Until ${formatDate(c.periodEndsOn, 'en')} you may withdraw and everything you paid is refunded.`;
  }
  return c.earlyStartAt
    ? `Vous avez demandé expressément que votre accompagnement commence avant la fin du délai de rétractation (${c.earlyStartAt}) et reconnu perdre votre droit de rétractation une fois celui-ci entièrement exécuté (${c.waiverAt ?? c.earlyStartAt})\u00a0; texte du ${formatDate(c.version, 'fr')}. Vous pouvez encore vous rétracter jusqu’au ${formatDate(c.periodEndsOn, 'fr')}, en payant la part du prix des jours fournis.`
    : `Vous avez choisi d’attendre la fin du délai de rétractation\u00a0: votre accompagnement et l’accès à votre atelier commencent le ${formatDate(c.accessFrom ?? c.periodEndsOn, 'fr')}. Jusqu’au ${formatDate(c.periodEndsOn, 'fr')}, vous pouvez vous rétracter et tout ce que vous avez payé vous est remboursé.`;
}

/** The acknowledgement of a withdrawal (L221-21), sent at once. */
export const withdrawalMailTexts = {
  fr: {
    subject: 'Votre rétractation est enregistrée',
    paragraphs: (w: { day: string; owedCents: number; refundCents: number }) => [
      `Nous accusons réception de votre rétractation du ${formatDate(w.day, 'fr')} (code de la consommation, art. L221-21). Votre accès à l’atelier prend fin.`,
      w.owedCents > 0
        ? `Pour les jours d’accompagnement fournis à votre demande, ${formatCents(w.owedCents, 'fr')} restent dus (art. L221-25)\u00a0; nous vous remboursons ${formatCents(w.refundCents, 'fr')}.`
        : `Nous vous remboursons ${formatCents(w.refundCents, 'fr')}, soit tout ce que vous avez payé.`,
      w.refundCents > 0
        ? `Le remboursement est fait sans délai sur la carte utilisée pour le paiement, et au plus tard 14\u00a0jours après votre rétractation (art. L221-24)\u00a0; l’avoir correspondant vous est envoyé dans un e-mail séparé.`
        : 'Il n’y a rien à vous rembourser.',
    ],
  },
  en: {
    subject: 'Your withdrawal is recorded',
    paragraphs: (w: { day: string; owedCents: number; refundCents: number }) => [
      `We acknowledge your withdrawal of ${formatDate(w.day, 'en')} (French consumer code, art. L221-21). Your access to the workshop ends.`,
      w.owedCents > 0
        ? `For the days of support provided at your request, ${formatCents(w.owedCents, 'en')} remain due (art. L221-25); we refund you ${formatCents(w.refundCents, 'en')}.`
        : `We refund you ${formatCents(w.refundCents, 'en')}, everything you paid.`,
      w.refundCents > 0
        ? 'The refund goes at once to the card used for the payment, and at the latest 14 days after your withdrawal (art. L221-24); its credit note is sent to you in a separate e-mail.'
        : 'There is nothing to refund.',
    ],
  },
} satisfies Record<Lang, unknown>;

/** The account page's section and the waiting state. */
export const withdrawalAccountTexts = {
  fr: {
    heading: 'Droit de rétractation',
    open: (end: string) => `Vous pouvez vous rétracter jusqu’au ${formatDate(end, 'fr')} inclus, sans motif.`,
    owedNow: 'Vous avez demandé à commencer tout de suite\u00a0: la part du prix des jours déjà fournis reste due, le reste vous est remboursé.',
    fullRefund: 'Tout ce que vous avez payé vous sera remboursé.',
    button: 'Me rétracter',
    confirmQuestion: 'Confirmez-vous votre rétractation\u00a0? Votre accès prendra fin et le remboursement sera fait sur votre carte.',
    confirm: 'Oui, je me rétracte',
    cancel: 'Non, je reste',
    done: (day: string) => `Rétractation enregistrée le ${formatDate(day, 'fr')}. Un accusé de réception vous a été envoyé par e-mail.`,
    formLink: 'Formulaire de rétractation (à imprimer)',
    startsOn: (day: string) => `Votre accompagnement commence le ${formatDate(day, 'fr')}.`,
    startsOnDetail: 'Vous avez choisi d’attendre la fin du délai de rétractation\u00a0: votre atelier s’ouvrira ce jour-là.',
  },
  en: {
    heading: 'Right of withdrawal',
    open: (end: string) => `You may withdraw until ${formatDate(end, 'en')} included, without giving a reason.`,
    owedNow: 'You asked to start right away: the share of the price for the days already provided stays due, the rest is refunded.',
    fullRefund: 'Everything you paid will be refunded.',
    button: 'Withdraw',
    confirmQuestion: 'Do you confirm your withdrawal? Your access will end and the refund will go to your card.',
    confirm: 'Yes, I withdraw',
    cancel: 'No, I stay',
    done: (day: string) => `Withdrawal recorded on ${formatDate(day, 'en')}. An acknowledgement was sent to you by e-mail.`,
    formLink: 'Withdrawal form (to print)',
    startsOn: (day: string) => `Your support starts on ${formatDate(day, 'en')}.`,
    startsOnDetail: 'You chose to wait until the withdrawal period ends: your workshop opens on that day.',
  },
} satisfies Record<Lang, unknown>;

/** The staff's application page (decision 058): the consumer's choice, the period, recording a form. */
export const withdrawalStaffTexts = {
  fr: {
    heading: 'Droit de rétractation',
    business: 'Acheteur professionnel\u00a0: pas de droit de rétractation.',
    earlyStart: (at: string) => `Début immédiat demandé et perte du droit reconnue le ${at}.`,
    // The choice made when applying: still true once a withdrawal is recorded below it (issue 39).
    waits: 'Choix à la candidature\u00a0: attendre la fin du délai (accès et solde après).',
    periodEnds: (day: string) => `Dernier jour pour se rétracter\u00a0: ${formatDate(day, 'fr')}.`,
    accessOn: (day: string) => `Accès donné le ${formatDate(day, 'fr')}.`,
    withdrawn: (day: string, channel: string, owed: number, refund: number) => `Rétractation du ${formatDate(day, 'fr')} (${channel === 'form' ? 'formulaire ou courrier' : 'depuis son compte'})\u00a0: ${formatCents(owed, 'fr')} dus, ${formatCents(refund, 'fr')} remboursés.`,
    receivedOn: 'Jour d’envoi du formulaire ou du courrier',
    record: 'Enregistrer la rétractation',
    confirm: 'Confirmer\u00a0: le remboursement part tout de suite et l’accès prend fin.',
    yes: 'Oui, enregistrer',
    no: 'Annuler',
    balanceDueOn: (day: string) => `Solde à régler au plus tard le ${formatDate(day, 'fr')}.`,
  },
  en: {
    heading: 'Right of withdrawal',
    business: 'Business buyer: no right of withdrawal.',
    earlyStart: (at: string) => `Early start requested and loss of the right acknowledged on ${at}.`,
    waits: 'Chosen when applying: wait for the period to end (access and balance after).',
    periodEnds: (day: string) => `Last day to withdraw: ${formatDate(day, 'en')}.`,
    accessOn: (day: string) => `Access given on ${formatDate(day, 'en')}.`,
    withdrawn: (day: string, channel: string, owed: number, refund: number) => `Withdrawal of ${formatDate(day, 'en')} (${channel === 'form' ? 'form or letter' : 'from their account'}): ${formatCents(owed, 'en')} owed, ${formatCents(refund, 'en')} refunded.`,
    receivedOn: 'Day the form or letter was sent',
    record: 'Record the withdrawal',
    confirm: 'Confirm: the refund goes at once and access ends.',
    yes: 'Yes, record it',
    no: 'Cancel',
    balanceDueOn: (day: string) => `Balance due by ${formatDate(day, 'en')}.`,
  },
} satisfies Record<Lang, unknown>;

/** The requested balance's due day (BALANCE_DUE_DAYS, decision 058): the e-mail, /mes-factures, the staff page. */
export const balanceDueOnTexts = {
  fr: { dueOn: (day: string) => `À régler au plus tard le ${formatDate(day, 'fr')}.` },
  en: { dueOn: (day: string) => `Due by ${formatDate(day, 'en')} at the latest.` },
} satisfies Record<Lang, unknown>;

/** The reason written on a withdrawal's credit notes (one line, decision 050). */
export const WITHDRAWAL_REFUND_REASON = 'Rétractation du consommateur (art. L221-18 et L221-24 du code de la consommation)';
