/**
 * The privacy page (decision 022; RGPD art. 13): what is kept and why, who processes it for us
 * (the processors in force, from the settings: RGPD art. 28), what leaves the EU and under which
 * safeguard (art. 44-49), how long (the retention job's own table), the cookies, your rights and
 * post-mortem directives (loi 78-17 art. 85). Decision 059.
 */
import { SERVICE_COOKIES } from './legal-cookies.ts';
import type { Lang } from './lang.ts';
import { contact, reviewNotice, sellerName } from './legal-fields.ts';
import type { LegalFacts, LegalPage, LegalSection } from './legal-types.ts';
import { postMortemSection, processorSections } from './privacy-processors.ts';

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
      review: reviewNotice(lang, f),
      intro: `What personal data ${sellerName(f, lang)} holds about you, why, for how long, and how to use your rights (GDPR).`,
      sections: [
        { heading: 'What we hold and why', list: [
          'Your account: email address, name, password (stored only as a hash), the language of your emails and the emails you chose to get (My account, “Email notifications”) — to sign you in and write to you (performance of the contract).',
          'Your application: formula, business details and the photos you send — to record it and take the deposit (pre-contractual steps).',
          'Your work in the service: actions, answers, readings, paths, uploaded files, collaboration requests and contracts — this is the service you pay for (contract).',
          'Invoices — kept because the law requires it (legal obligation).',
          'For a business in the EU outside France: its VAT number is checked with the European Commission’s VIES service, and the answer (date, consultation number, registered name and address) kept with the application, as proof of the reverse charge (legal obligation).',
          'Sign-in records (sessions, one-time sign-in links, a new email address waiting for confirmation, attempt counters) — to keep accounts safe (legitimate interest).',
          'Card payments are handled by our payment provider (Stripe); we never see or store card numbers.',
        ] },
        { heading: 'What other members see of your results', paragraphs: [
          'On each card, members see the average change of the artisans who record readings there; yours counts in it, without your name, so that the average is complete (legitimate interest: the service’s comparison, which names no one).',
          'Your first name and your change appear among the named examples only if you said yes (your consent, GDPR art. 6(1)(a) and 7): the question is asked beside the reading form, you can change your answer at any time there or in My account, and it takes effect at once. For an amount in euros (turnover, prices), only your percentage change is shown, never the amount. We keep your answer and its date. Until you answer, you are not named.',
        ] },
        ...processorSections(lang, f),
        retentionSection(lang, f),
        { heading: 'Cookies', paragraphs: ['The service sets only the cookies it needs to work, listed below. They are strictly necessary, so no consent banner is shown. No advertising or audience-measurement cookie is used.'], table },
        { heading: 'Your rights', paragraphs: [
          `You may access, correct, export (portability) and erase your data, object to or restrict its use. Write to ${c}; we answer within one month. Invoices are kept for the legal period even after erasure.`,
          'Yourself, from My account: “Download my data” prepares a ZIP archive of all your data (with a README), emailed to you when ready and downloadable once while signed in; “Delete my account” erases your account at once after confirming with your password (or a fresh sign-in link), signs you out on all your devices and sends one confirmation email to the address, kept only until it is sent. Your email address can then be used for a new account. By post, we run the same erasure for you.',
          'You may also complain to the CNIL (www.cnil.fr).',
        ] },
        postMortemSection(lang, f),
      ],
    };
  }
  return {
    title: 'Confidentialité',
    review: reviewNotice(lang, f),
    intro: `Les données personnelles que ${sellerName(f, lang)} conserve à votre sujet, pourquoi, combien de temps, et comment exercer vos droits (RGPD).`,
    sections: [
      { heading: 'Ce que nous conservons et pourquoi', list: [
        'Votre compte\u00a0: adresse e-mail, nom, mot de passe (seulement son empreinte), langue de vos e-mails et e-mails que vous avez choisi de recevoir (Mon compte, «\u00a0Notifications par e-mail\u00a0») — pour vous connecter et vous écrire (exécution du contrat).',
        'Votre candidature\u00a0: formule, informations sur votre activité et photos envoyées — pour l’enregistrer et encaisser l’acompte (mesures précontractuelles).',
        'Votre travail dans le service\u00a0: actions, réponses, mesures, parcours, fichiers déposés, demandes et contrats de collaboration — c’est le service que vous payez (contrat).',
        'Factures — conservées parce que la loi l’impose (obligation légale).',
        'Pour une entreprise de l’Union européenne établie hors de France\u00a0: son numéro de TVA est vérifié auprès du service VIES de la Commission européenne, et la réponse (date, numéro de consultation, nom et adresse enregistrés) conservée avec la candidature, comme preuve de l’autoliquidation (obligation légale).',
        'Traces de connexion (sessions, liens de connexion à usage unique, nouvelle adresse e-mail en attente de confirmation, compteurs de tentatives) — pour protéger les comptes (intérêt légitime).',
        'Le paiement par carte passe par notre prestataire (Stripe)\u00a0; nous ne voyons ni ne conservons les numéros de carte.',
      ] },
      { heading: 'Ce que les autres membres voient de vos résultats', paragraphs: [
        'Sur chaque fiche, les membres voient l’évolution moyenne des artisans et artisanes qui y font des relevés ; la vôtre y compte, sans votre nom, pour que la moyenne soit complète (intérêt légitime : la comparaison du service, qui ne nomme personne).',
        'Votre prénom et votre évolution n’apparaissent parmi les exemples nommés que si vous avez dit oui (votre consentement, RGPD art. 6.1.a et 7) : la question est posée à côté du formulaire de relevé, vous pouvez changer de réponse à tout moment, là ou dans Mon compte, et c’est immédiat. Pour un montant en euros (chiffre d’affaires, prix), seul votre pourcentage d’évolution est montré, jamais le montant. Nous conservons votre réponse et sa date. Tant que vous n’avez pas répondu, vous n’êtes pas nommée ni nommé.',
      ] },
      ...processorSections(lang, f),
      retentionSection(lang, f),
      { heading: 'Cookies', paragraphs: ['Le service ne dépose que les cookies nécessaires à son fonctionnement, listés ci-dessous. Ils sont strictement nécessaires\u00a0: aucun bandeau de consentement n’est donc affiché. Aucun cookie publicitaire ni de mesure d’audience.'], table },
      { heading: 'Vos droits', paragraphs: [
        `Vous pouvez accéder à vos données, les rectifier, les récupérer (portabilité), les faire effacer, vous opposer à leur usage ou le limiter. Écrivez à ${c}\u00a0; nous répondons sous un mois. Les factures restent conservées pendant la durée légale, même après effacement.`,
        'Vous-même, depuis Mon compte\u00a0: «\u00a0Mes données\u00a0» prépare une archive ZIP de toutes vos données (avec un fichier README), annoncée par e-mail et téléchargeable une fois, connecté\u00a0; «\u00a0Supprimer mon compte\u00a0» efface votre compte aussitôt, après confirmation par votre mot de passe (ou un lien de connexion récent), vous déconnecte de tous vos appareils et envoie un e-mail de confirmation à l’adresse, gardée seulement le temps de l’envoyer. Votre adresse e-mail peut ensuite servir à un nouveau compte. Par courrier, nous faisons le même effacement pour vous.',
        'Vous pouvez aussi saisir la CNIL (www.cnil.fr).',
      ] },
      postMortemSection(lang, f),
    ],
  };
}
