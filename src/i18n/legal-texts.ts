/**
 * The texts of the legal pages (mentions légales, confidentialité, CGV), French and English
 * (decision 022). TEMPLATES FOR LEGAL REVIEW — « modèle à faire relire par un juriste ».
 * A lawyer edits the sentences below; the figures (seller identity, prices, deposit, durations)
 * come from the settings and the code that applies them, so the pages never drift from what the
 * service does. Say only what exists: no feature is promised here that the code does not have.
 */
import type { CgvMoneyFacts, SellerIdentity } from '../shared/legal-facts.ts';
import { formatSiren } from '../shared/tax-ids.ts';
import { SERVICE_COOKIES } from './legal-cookies.ts';
import { formatCents, formatDate } from './format.ts';
import type { Lang } from './lang.ts';
import { pagePath } from './paths.ts';
import { withdrawalSections } from './withdrawal-texts.ts';


/**
 * Every edition of the CGV below: its version, recorded with each application that accepts them
 * (decision 027), and the fingerprint of the money facts it describes (src/server/legal/cgv-facts.ts,
 * decision 035; null before facts were pinned). Add an edition with every change of the CGV's
 * wording, and whenever cgv-facts.test.ts says the facts changed: a money feature the terms
 * describe cannot change without new terms.
 */
export const CGV_EDITIONS: readonly { version: string; facts: string | null }[] = [
  { version: '2026-11-25', facts: null },
  { version: '2026-11-26', facts: '272b36929ba74458' },
  // One edition for this release (decisions 048, 050, 057): the balance's VAT is the VAT in force
  // when it is paid and the price does not move; each formula's duration, from the deposit's
  // payment; access follows the money (a partial refund of the deposit ends nothing, a paid
  // balance holds the deposit).
  { version: '2026-11-28', facts: '9f584ee761fad9bf' },
  // TEMPORARY (helper H1, decision 058): the withdrawal facts; the lead writes the release's one edition at merge.
  { version: '2026-11-29', facts: 'aad1d24eabf8710f' },
];
export const CGV_VERSION = CGV_EDITIONS.at(-1)!.version;

/** Shown on every legal page, above the text. */
export const REVIEW_NOTICE: Record<Lang, string> = {
  fr: 'Modèle à faire relire par un juriste.',
  en: 'Template for legal review.',
};

/** The hosting provider (mentions légales): not a setting yet; fill in here. */
export const HOSTING_PROVIDER: string | null = null;

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** A table of [name, purpose, lifetime] rows (the cookies). */
  table?: { head: [string, string, string]; rows: [string, string, string][] };
  /** The retention rules, one block each (src/server/legal/retention-rules.ts). */
  retention?: { labels: { duration: string; reason: string; deletes: string }; rules: { id: string; data: string; duration: string; reason: string; deletes: string }[] };
}

/** A retention rule as the privacy page shows it (words only; the job is server-side). */
export interface RetentionWords {
  id: string;
  data: Record<Lang, string>;
  duration: Record<Lang, string>;
  reason: Record<Lang, string>;
  deletes: Record<Lang, string>;
}

export interface LegalPage {
  title: string;
  intro: string;
  sections: LegalSection[];
}

export interface LegalFacts {
  seller: SellerIdentity;
  isProduction: boolean;
  prices: { essentiel: number; premium: number };
  deposits: { essentiel: number; premium: number };
  /** How many months each formula runs from the deposit's payment (FORMULA_*_MONTHS, decision 050). */
  months: { essentiel: number; premium: number };
  depositPercent: number;
  googleEnabled: boolean;
  /** What the product does with money, from its code (the CGV are built on it). */
  money: CgvMoneyFacts;
  /** The consumer mediator (MEDIATOR_NAME, MEDIATOR_URL settings). */
  mediator: { name: string | null; url: string | null };
  /** Every retention rule, in the order the job applies them. */
  retention: RetentionWords[];
}

function retentionSection(lang: Lang, f: LegalFacts): LegalSection {
  const labels = lang === 'fr'
    ? { duration: 'Durée', reason: 'Pourquoi', deletes: 'À l’échéance' }
    : { duration: 'How long', reason: 'Why', deletes: 'When the time is up' };
  return {
    heading: lang === 'fr' ? 'Combien de temps' : 'How long',
    paragraphs: [lang === 'fr'
      ? 'Une tâche automatique applique ces règles au moins une fois par jour (toutes les heures par défaut).'
      : 'An automatic job applies these rules at least once a day (every hour by default).'],
    retention: {
      labels,
      rules: f.retention.map((r) => ({ id: r.id, data: r.data[lang], duration: r.duration[lang], reason: r.reason[lang], deletes: r.deletes[lang] })),
    },
  };
}

function eur(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A seller field, or "[à compléter]" where unset (production refuses to start without the required ones). */
function field(value: string | null, lang: Lang): string {
  // In brackets, so a missing value reads as a gap to fill even in the middle of a sentence.
  return value ?? (lang === 'fr' ? '[à compléter]' : '[to be completed]');
}

function sellerName(f: LegalFacts, lang: Lang): string {
  return f.seller.configured || f.isProduction ? f.seller.name : field(null, lang);
}

function contact(f: LegalFacts, lang: Lang): string {
  return field(f.seller.email, lang);
}

export function mentionsLegales(lang: Lang, f: LegalFacts): LegalPage {
  const s = f.seller;
  const address = s.configured ? s.address : field(null, lang);
  const siren = s.siren ? formatSiren(s.siren) : field(null, lang);
  // Capital and registry as the invoices print them (art. R123-237 du Code de commerce, decision 050).
  const capital = s.share_capital_cents === null || s.share_capital_cents === undefined ? field(null, lang) : formatCents(s.share_capital_cents, lang, { cents: 'if-any' });
  const rcs = s.rcs ? (/^RCS [^\d]+$/.test(s.rcs) && s.siren ? `${s.rcs} ${siren}` : s.rcs) : field(null, lang);
  const vat = s.vat_exempt ? (lang === 'fr' ? 'TVA non applicable, art. 293 B du CGI' : 'VAT not applicable, art. 293 B of the French tax code') : field(s.vat_number, lang);
  if (lang === 'en') {
    return {
      title: 'Legal notice',
      intro: 'Who publishes this service and who hosts it (French law no. 2004-575, art. 6).',
      sections: [
        { heading: 'Publisher', list: [`Name: ${sellerName(f, lang)}`, `Legal form: ${field(s.legal_form, lang)}`, `Share capital: ${capital}`, `Registered address: ${address}`, `SIREN: ${siren}`, `Trade register: ${rcs}`, `VAT number: ${vat}`, `Contact: ${contact(f, lang)}`] },
        { heading: 'Publication director', paragraphs: ['The legal representative of the publisher (to be completed).'] },
        { heading: 'Host', paragraphs: [field(HOSTING_PROVIDER, lang)] },
      ],
    };
  }
  return {
    title: 'Mentions légales',
    intro: 'Qui édite ce service et qui l’héberge (loi no 2004-575 du 21 juin 2004, art. 6).',
    sections: [
      { heading: 'Éditeur', list: [`Dénomination\u00a0: ${sellerName(f, lang)}`, `Forme juridique\u00a0: ${field(s.legal_form, lang)}`, `Capital social\u00a0: ${capital}`, `Siège\u00a0: ${address}`, `SIREN\u00a0: ${siren}`, `Immatriculation\u00a0: ${rcs}`, `Numéro de TVA\u00a0: ${vat}`, `Contact\u00a0: ${contact(f, lang)}`] },
      { heading: 'Directeur de la publication', paragraphs: ['Le représentant légal de l’éditeur (à compléter).'] },
      { heading: 'Hébergeur', paragraphs: [field(HOSTING_PROVIDER, lang)] },
    ],
  };
}

export function confidentialite(lang: Lang, f: LegalFacts): LegalPage {
  const cookies = SERVICE_COOKIES.filter((c) => f.googleEnabled || !c.onlyWithGoogle);
  const table = {
    head: (lang === 'fr' ? ['Nom', 'Rôle', 'Durée'] : ['Name', 'Purpose', 'Lifetime']) as [string, string, string],
    rows: cookies.map((c) => [c.name, c.purpose[lang], c.lifetime[lang]] as [string, string, string]),
  };
  const c = contact(f, lang);
  if (lang === 'en') {
    return {
      title: 'Privacy',
      intro: `What personal data ${sellerName(f, lang)} holds about you, why, for how long, and how to use your rights (GDPR).`,
      sections: [
        { heading: 'What we hold and why', list: [
          'Your account: email address, name, password (stored only as a hash), language — to sign you in and write to you (performance of the contract).',
          'Your application: formula, business details and the photos you send — to study it and, once accepted, to take the deposit (pre-contractual steps).',
          'Your work in the service: actions, answers, readings, paths, uploaded files, collaboration requests and contracts — this is the service you pay for (contract).',
          'Invoices — kept because the law requires it (legal obligation).',
          'For a business in the EU outside France: its VAT number is checked with the European Commission’s VIES service, and the answer (date, consultation number, registered name and address) kept with the application, as proof of the reverse charge (legal obligation).',
          'Sign-in records (sessions, one-time sign-in links, attempt counters) — to keep accounts safe (legitimate interest).',
          'Card payments are handled by our payment provider (Stripe); we never see or store card numbers.',
        ] },
        { heading: 'What other members see of your results', paragraphs: [
          'On each card, members see the average change of the artisans who record readings there; yours counts in it, without your name, so that the average is complete (legitimate interest: the service’s comparison, which names no one).',
          'Your first name and your change appear among the named examples only if you said yes (your consent, GDPR art. 6(1)(a) and 7): the question is asked beside the reading form, you can change your answer at any time there or in My account, and it takes effect at once. For an amount in euros (turnover, prices), only your percentage change is shown, never the amount. We keep your answer and its date. Until you answer, you are not named.',
        ] },
        retentionSection(lang, f),
        { heading: 'Cookies', paragraphs: ['The service sets only the cookies it needs to work, listed below. They are strictly necessary, so no consent banner is shown. No advertising or audience-measurement cookie is used.'], table },
        { heading: 'Your rights', paragraphs: [
          `You may access, correct, export (portability) and erase your data, object to or restrict its use. Write to ${c}; we answer within one month. Invoices are kept for the legal period even after erasure.`,
          'Yourself, from My account: “Download my data” prepares a ZIP archive of all your data (with a README), emailed to you when ready and downloadable once while signed in; “Delete my account” erases your account at once after confirming with your password (or a fresh sign-in link), signs you out on all your devices and sends one confirmation email to the address, kept only until it is sent. Your email address can then be used for a new account. By post, we run the same erasure for you.',
          'You may also complain to the CNIL (www.cnil.fr).',
        ] },
      ],
    };
  }
  return {
    title: 'Confidentialité',
    intro: `Les données personnelles que ${sellerName(f, lang)} conserve à votre sujet, pourquoi, combien de temps, et comment exercer vos droits (RGPD).`,
    sections: [
      { heading: 'Ce que nous conservons et pourquoi', list: [
        'Votre compte\u00a0: adresse e-mail, nom, mot de passe (seulement son empreinte), langue — pour vous connecter et vous écrire (exécution du contrat).',
        'Votre candidature\u00a0: formule, informations sur votre activité et photos envoyées — pour l’étudier puis, une fois acceptée, encaisser l’acompte (mesures précontractuelles).',
        'Votre travail dans le service\u00a0: actions, réponses, mesures, parcours, fichiers déposés, demandes et contrats de collaboration — c’est le service que vous payez (contrat).',
        'Factures — conservées parce que la loi l’impose (obligation légale).',
        'Pour une entreprise de l’Union européenne établie hors de France\u00a0: son numéro de TVA est vérifié auprès du service VIES de la Commission européenne, et la réponse (date, numéro de consultation, nom et adresse enregistrés) conservée avec la candidature, comme preuve de l’autoliquidation (obligation légale).',
        'Traces de connexion (sessions, liens de connexion à usage unique, compteurs de tentatives) — pour protéger les comptes (intérêt légitime).',
        'Le paiement par carte passe par notre prestataire (Stripe)\u00a0; nous ne voyons ni ne conservons les numéros de carte.',
      ] },
      { heading: 'Ce que les autres membres voient de vos résultats', paragraphs: [
        'Sur chaque fiche, les membres voient l’évolution moyenne des artisans et artisanes qui y font des relevés ; la vôtre y compte, sans votre nom, pour que la moyenne soit complète (intérêt légitime : la comparaison du service, qui ne nomme personne).',
        'Votre prénom et votre évolution n’apparaissent parmi les exemples nommés que si vous avez dit oui (votre consentement, RGPD art. 6.1.a et 7) : la question est posée à côté du formulaire de relevé, vous pouvez changer de réponse à tout moment, là ou dans Mon compte, et c’est immédiat. Pour un montant en euros (chiffre d’affaires, prix), seul votre pourcentage d’évolution est montré, jamais le montant. Nous conservons votre réponse et sa date. Tant que vous n’avez pas répondu, vous n’êtes pas nommée ni nommé.',
      ] },
      retentionSection(lang, f),
      { heading: 'Cookies', paragraphs: ['Le service ne dépose que les cookies nécessaires à son fonctionnement, listés ci-dessous. Ils sont strictement nécessaires\u00a0: aucun bandeau de consentement n’est donc affiché. Aucun cookie publicitaire ni de mesure d’audience.'], table },
      { heading: 'Vos droits', paragraphs: [
        `Vous pouvez accéder à vos données, les rectifier, les récupérer (portabilité), les faire effacer, vous opposer à leur usage ou le limiter. Écrivez à ${c}\u00a0; nous répondons sous un mois. Les factures restent conservées pendant la durée légale, même après effacement.`,
        'Vous-même, depuis Mon compte\u00a0: «\u00a0Mes données\u00a0» prépare une archive ZIP de toutes vos données (avec un fichier README), annoncée par e-mail et téléchargeable une fois, connecté\u00a0; «\u00a0Supprimer mon compte\u00a0» efface votre compte aussitôt, après confirmation par votre mot de passe (ou un lien de connexion récent), vous déconnecte de tous vos appareils et envoie un e-mail de confirmation à l’adresse, gardée seulement le temps de l’envoyer. Votre adresse e-mail peut ensuite servir à un nouveau compte. Par courrier, nous faisons le même effacement pour vous.',
        'Vous pouvez aussi saisir la CNIL (www.cnil.fr).',
      ] },
    ],
  };
}

/** The CGV, built from the money facts (decision 035): each section says what the code does. */
export function cgv(lang: Lang, f: LegalFacts): LegalPage {
  const p = (k: 'essentiel' | 'premium') => eur(f.prices[k], lang);
  const d = (k: 'essentiel' | 'premium') => eur(f.deposits[k], lang);
  // The service period the final invoice prints (decision 050).
  const months = (k: 'essentiel' | 'premium') => (lang === 'fr' ? `${f.months[k]}\u00a0mois` : `${f.months[k]} month${f.months[k] > 1 ? 's' : ''}`);
  const tax = f.seller.vat_exempt ? (lang === 'fr' ? 'TVA non applicable, art. 293 B du CGI' : 'VAT not applicable, art. 293 B of the French tax code') : lang === 'fr' ? 'TTC' : 'incl. VAT';
  const c = contact(f, lang);
  const m = f.money;
  const balanceOnline = m.paidOnline.includes('solde');
  const creditNotes = m.creditNoteNumber !== '';
  const mediator = f.mediator.name ? `${f.mediator.name}${f.mediator.url ? ` (${f.mediator.url})` : ''}` : field(null, lang);
  if (lang === 'en') {
    return {
      title: 'Terms of sale',
      intro: `Terms of sale of the Atelier formulas by ${sellerName(f, lang)}, version of ${formatDate(CGV_VERSION, 'en')}. Payments, refunds and credit notes are described as the service handles them.`,
      sections: [
        { heading: 'Formulas and prices', list: [`Essential: ${p('essentiel')} ${tax}, ${months('essentiel')} of support`, `Premium: ${p('premium')} ${tax}, ${months('premium')} of support`], paragraphs: ['The price shown on the application form is the price charged. Each formula runs from the day the deposit is paid, for the months stated above; the final invoice states this period.'] },
        { heading: 'Application and deposit', paragraphs: [`You apply for a formula; once your application is accepted, you pay a deposit of ${m.depositPercent} % of the price online by card (Essential: ${d('essentiel')}, Premium: ${d('premium')}). Paying the deposit opens your workshop and issues a deposit invoice, emailed to you.`] },
        { heading: 'Balance', paragraphs: [
          balanceOnline
            ? 'The balance (the price less the deposit) is requested from you by email when it is due. You pay it online by card from “My invoices” (payment handled by Stripe); a final invoice, which deducts the deposit invoice, is issued and emailed at payment.'
            : 'The balance (the price less the deposit) is due on the final invoice; its terms are agreed with you directly.',
          'The agreed price does not change: should our VAT change between the deposit and the balance (its rate, or our entering or leaving the VAT exemption scheme of art. 293 B of the French tax code), the balance stays the price less the deposit, and the final invoice applies the VAT in force on the day it is paid (art. 269-2-c of the French tax code).',
        ] },
        ...withdrawalSections(lang, { periodDays: m.withdrawal.periodDays, seller: { name: sellerName(f, lang), address: f.seller.configured ? f.seller.address : field(null, lang), email: c }, formUrl: pagePath(lang, '/formulaire-de-retractation') }),
        { heading: 'Refunds and credit notes', paragraphs: [
          `A refund (withdrawal, service cancelled, payment made twice) is made by us to the card used for the payment, on request to ${c}; it may be partial.`,
          ...(creditNotes ? ['Every refund issues a credit note (numbered A-YYYY-NNNNNN) that names the invoice it credits, emailed to you like the invoices.'] : []),
          ...(m.fullDepositRefundCancelsBalance ? ['Access to the formula follows what you have paid: it lasts while an invoice of the formula you paid is not wholly refunded. A partial refund of the deposit ends neither access nor a balance requested, which stays due. A full refund of the deposit before the balance is paid ends access, and a balance requested and not yet paid is then cancelled.'] : []),
          ...(m.paidBalanceHoldsAccess ? ['Once the balance is paid, the deposit is refunded in full only together with the final invoice, which then ends access.'] : []),
        ] },
        { heading: 'Contact, disputes and mediation', paragraphs: [`Questions and complaints: ${c}. French law applies. If a complaint made to us in writing is not settled, a consumer may refer it free of charge to the consumer mediator: ${mediator}.`] },
      ],
    };
  }
  return {
    title: 'Conditions générales de vente',
    intro: `Conditions de vente des formules Atelier par ${sellerName(f, lang)}, version du ${formatDate(CGV_VERSION, 'fr')}. Les paiements, remboursements et avoirs sont décrits tels que le service les traite.`,
    sections: [
      { heading: 'Formules et prix', list: [`Essentiel\u00a0: ${p('essentiel')} ${tax}, ${months('essentiel')} d’accompagnement`, `Premium\u00a0: ${p('premium')} ${tax}, ${months('premium')} d’accompagnement`], paragraphs: ['Le prix affiché sur le formulaire de candidature est celui qui est facturé. Chaque formule court à compter du jour du paiement de l’acompte, pour la durée indiquée ci-dessus\u00a0; la facture de solde mentionne cette période.'] },
      { heading: 'Candidature et acompte', paragraphs: [`Vous candidatez pour une formule\u00a0; une fois votre candidature acceptée, vous payez en ligne par carte un acompte de ${m.depositPercent}\u00a0% du prix (Essentiel\u00a0: ${d('essentiel')}, Premium\u00a0: ${d('premium')}). Le paiement de l’acompte ouvre votre atelier et donne lieu à une facture d’acompte, envoyée par e-mail.`] },
      { heading: 'Solde', paragraphs: [
        balanceOnline
          ? 'Le solde (le prix moins l’acompte) vous est demandé par e-mail, le moment venu. Vous le réglez en ligne par carte depuis «\u00a0Mes factures\u00a0» (paiement assuré par Stripe)\u00a0; une facture de solde, qui déduit la facture d’acompte, est émise et envoyée par e-mail au paiement.'
          : 'Le solde (le prix moins l’acompte) est dû à la facture finale\u00a0; ses modalités sont convenues directement avec vous.',
        'Le prix convenu ne change pas\u00a0: si notre TVA change entre l’acompte et le solde (son taux, ou notre entrée dans la franchise en base de l’art. 293 B du CGI ou notre sortie de celle-ci), le solde reste le prix moins l’acompte, et la facture de solde applique la TVA en vigueur au jour de son paiement (art. 269-2-c du CGI).',
      ] },
      ...withdrawalSections(lang, { periodDays: m.withdrawal.periodDays, seller: { name: sellerName(f, lang), address: f.seller.configured ? f.seller.address : field(null, lang), email: c }, formUrl: pagePath(lang, '/formulaire-de-retractation') }),
      { heading: 'Remboursements et avoirs', paragraphs: [
        `Un remboursement (rétractation, prestation annulée, paiement fait deux fois) est fait par nos soins sur la carte utilisée pour le paiement, sur demande à ${c}\u00a0; il peut être partiel.`,
        ...(creditNotes ? ['Chaque remboursement donne lieu à un avoir (facture d’avoir numérotée A-AAAA-NNNNNN) qui cite la facture qu’il rectifie, envoyé par e-mail comme les factures.'] : []),
        ...(m.fullDepositRefundCancelsBalance ? ['L’accès à la formule suit ce que vous avez payé\u00a0: il dure tant qu’une facture payée de la formule n’est pas entièrement remboursée. Un remboursement partiel de l’acompte ne met fin ni à l’accès ni au solde demandé, qui reste dû. Le remboursement complet de l’acompte avant le paiement du solde met fin à l’accès, et un solde demandé et non payé est alors annulé.'] : []),
        ...(m.paidBalanceHoldsAccess ? ['Une fois le solde payé, l’acompte n’est remboursé en totalité qu’avec la facture de solde, ce qui met alors fin à l’accès.'] : []),
      ] },
      { heading: 'Contact, litiges et médiation', paragraphs: [`Questions et réclamations\u00a0: ${c}. Le droit français s’applique. Si une réclamation écrite auprès de nous n’aboutit pas, un consommateur peut saisir gratuitement le médiateur de la consommation\u00a0: ${mediator}.`] },
    ],
  };
}
