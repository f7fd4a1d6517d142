/**
 * The privacy page's processors, transfers and post-mortem directives (decision 059). The
 * processors are those in force (LegalFacts.processors, read from the settings): the host
 * (HOST_NAME), the mail provider behind SMTP_URL (MAIL_PROVIDER_NAME), the file store behind an
 * s3:// STORAGE_URL (STORAGE_PROVIDER_NAME), Stripe when PAYMENT_PROVIDER=stripe, Google when
 * Google sign-in is configured (RGPD art. 13-1-e, 28). Transfers outside the EU and their
 * safeguards: RGPD art. 44-49. Directives after death: loi no 78-17, art. 85.
 */
import type { Lang } from './lang.ts';
import { contact, field } from './legal-fields.ts';
import type { LegalFacts, LegalSection } from './legal-types.ts';

const WORDS = {
  fr: {
    processors: 'Qui traite vos données pour nous',
    processorsIntro: 'Ces prestataires traitent vos données pour notre compte, sur nos instructions et sous contrat (RGPD art.\u00a028)\u00a0:',
    host: (name: string) => `${name}\u00a0: hébergement du service et de sa base de données (toutes les données ci-dessus).`,
    mail: (name: string) => `${name}\u00a0: envoi des e-mails du service (votre adresse, votre nom et le contenu des e-mails).`,
    storage: (name: string) => `${name}\u00a0: stockage des photos et fichiers déposés.`,
    stripe: 'Stripe Payments Europe, Ltd. (Irlande)\u00a0: paiement par carte (montant, référence de la candidature, votre adresse e-mail et les données de carte saisies sur sa page, que nous ne voyons pas).',
    google: 'Google Ireland Limited (Irlande)\u00a0: connexion avec Google, si vous la choisissez (Google nous transmet votre adresse e-mail et votre nom).',
    transfers: 'Transferts hors de l’Union européenne',
    stripeTransfer: 'Stripe peut transférer les données de paiement à Stripe, Inc., aux États-Unis\u00a0: ce transfert repose sur le cadre de protection des données UE–États-Unis (Data Privacy Framework, décision d’adéquation de la Commission européenne du 10\u00a0juillet 2023, RGPD art.\u00a045), auquel Stripe, Inc. adhère, et sur les clauses contractuelles types de la Commission (art.\u00a046).',
    googleTransfer: 'Google peut transférer les données de connexion à Google LLC, aux États-Unis, sous les mêmes garanties\u00a0: le Data Privacy Framework, auquel Google LLC adhère (art.\u00a045), et les clauses contractuelles types (art.\u00a046).',
    others: 'Nos autres prestataires traitent vos données dans l’Union européenne\u00a0; aucun transfert hors de l’Union n’est permis sans l’une des garanties du chapitre\u00a0V du RGPD (décision d’adéquation ou clauses contractuelles types).',
    none: 'Aucun de nos prestataires ne transfère vos données hors de l’Union européenne sans l’une des garanties du chapitre\u00a0V du RGPD (décision d’adéquation ou clauses contractuelles types).',
    postMortem: 'Après votre décès',
    directives: (c: string) =>
      `Vous pouvez définir des directives sur la conservation, l’effacement et la communication de vos données après votre décès (loi no\u00a078-17 du 6\u00a0janvier 1978, art.\u00a085). Des directives particulières à ce service nous sont envoyées à ${c}, en désignant si vous le souhaitez la personne chargée de les exécuter\u00a0; vous pouvez les modifier ou les révoquer à tout moment, de la même façon. Des directives générales peuvent aussi être confiées à un tiers de confiance numérique certifié par la CNIL.`,
    heirs: 'Sans directive de votre part, vos héritiers peuvent, dans les limites de cet article, obtenir la clôture de votre compte et s’opposer à la suite du traitement de vos données.',
  },
  en: {
    processors: 'Who processes your data for us',
    processorsIntro: 'These providers process your data on our behalf, on our instructions and under contract (GDPR art. 28):',
    host: (name: string) => `${name}: hosting of the service and its database (all the data above).`,
    mail: (name: string) => `${name}: sending the service’s emails (your address, your name and the emails’ content).`,
    storage: (name: string) => `${name}: storage of the photos and files you upload.`,
    stripe: 'Stripe Payments Europe, Ltd. (Ireland): card payments (amount, application reference, your email address and the card details entered on its page, which we never see).',
    google: 'Google Ireland Limited (Ireland): sign-in with Google, if you choose it (Google gives us your email address and name).',
    transfers: 'Transfers outside the European Union',
    stripeTransfer: 'Stripe may transfer payment data to Stripe, Inc. in the United States: the transfer relies on the EU–US Data Privacy Framework (the European Commission’s adequacy decision of 10 July 2023, GDPR art. 45), to which Stripe, Inc. adheres, and on the Commission’s standard contractual clauses (art. 46).',
    googleTransfer: 'Google may transfer sign-in data to Google LLC in the United States, under the same safeguards: the Data Privacy Framework, to which Google LLC adheres (art. 45), and standard contractual clauses (art. 46).',
    others: 'Our other providers process your data in the European Union; no transfer outside the EU is allowed without one of the safeguards of chapter V of the GDPR (an adequacy decision or standard contractual clauses).',
    none: 'None of our providers transfers your data outside the European Union without one of the safeguards of chapter V of the GDPR (an adequacy decision or standard contractual clauses).',
    postMortem: 'After your death',
    directives: (c: string) =>
      `You may set directives on the keeping, erasure and disclosure of your data after your death (French law no. 78-17 of 6 January 1978, art. 85). Directives specific to this service are sent to us at ${c}, naming if you wish the person who will carry them out; you may change or revoke them at any time, the same way. General directives may also be entrusted to a digital trusted third party certified by the CNIL.`,
    heirs: 'Without directives from you, your heirs may, within the limits of that article, have your account closed and object to further processing of your data.',
  },
} satisfies Record<Lang, unknown>;

/** The processors in force, then the transfers outside the EU and their safeguards. */
export function processorSections(lang: Lang, f: LegalFacts): LegalSection[] {
  const w = WORDS[lang];
  const p = f.processors;
  const list = [
    w.host(field(p.host, lang)),
    ...(p.mail === false ? [] : [w.mail(field(p.mail, lang))]),
    ...(p.storage === false ? [] : [w.storage(field(p.storage, lang))]),
    ...(p.stripe ? [w.stripe] : []),
    ...(p.google ? [w.google] : []),
  ];
  const transfers = [...(p.stripe ? [w.stripeTransfer] : []), ...(p.google ? [w.googleTransfer] : [])];
  return [
    { heading: w.processors, paragraphs: [w.processorsIntro], list },
    { heading: w.transfers, paragraphs: transfers.length > 0 ? [...transfers, w.others] : [w.none] },
  ];
}

/** Directives after death (loi 78-17, art. 85): the right, where to send them, what heirs may do. */
export function postMortemSection(lang: Lang, f: LegalFacts): LegalSection {
  const w = WORDS[lang];
  return { heading: w.postMortem, paragraphs: [w.directives(contact(f, lang)), w.heirs] };
}
