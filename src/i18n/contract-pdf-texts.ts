/**
 * The words of the contract PDFs (the sealed contract's certificate page and footers, the
 * unsigned copy's warning), in the contract's language. French uses the narrow no-break space
 * the contract's own text gets when typeset (`typeset` in contract-pdf.ts).
 */
import type { Lang } from './lang.ts';
import { deName } from './elision.ts';

const fr = {
  /** Name of the contract's exact text, attached to both PDFs. */
  attachmentName: 'contrat.txt',
  sealed: {
    title: 'Contrat de collaboration',
    certificate: 'Certificat de scellement',
    intro: 'Ce certificat accompagne le contrat qui précède. Il n’en fait pas partie\u202f: l’empreinte du texte ci-dessous porte sur le texte du contrat seul\u202f; la signature électronique couvre le fichier entier.',
    reference: 'Collaboration (référence)',
    requester: 'Auteur de la demande',
    partner: 'Partenaire',
    submittedAt: 'Réponses validées le',
    sealedAt: 'Contrat scellé le',
    hash: 'Empreinte SHA-256 du texte',
    signedAs: (name: string, when: string) => `Signé en tapant «\u202f${name}\u202f», le ${when}`,
    signature: 'Signature électronique du fichier',
    signatureBody: (subject: string) =>
      `Ce PDF porte une signature électronique PAdES ${deName(subject)}, apposée au scellement\u202f: un lecteur PDF indique qu’il n’a pas été modifié depuis, et signale toute modification ultérieure. Empreinte SHA-256 du certificat\u202f:`,
    audit: 'Historique',
    signatureReason: (ref: string) => `Contrat de collaboration ${ref}, scellé par Atelier`,
    canonical:
      'Forme canonique\u202f: texte en Unicode NFC, fins de ligne LF, espaces insécables remplacées par des espaces ordinaires, espaces de fin de ligne et lignes vides de début et de fin retirées, sans saut de ligne final, encodé en UTF-8.',
    howToVerify: (file: string, url: string) =>
      `Vérifier\u202f: déposez ce PDF sur ${url} (sans compte)\u202f: seul le fichier exact remis au scellement y est reconnu. Le texte exact est aussi joint à ce PDF (fichier «\u202f${file}\u202f»)\u202f; «\u202fsha256sum ${file}\u202f» redonne l’empreinte du texte ci-dessus.`,
    service: 'Atelier n’est pas partie au contrat, ne prend aucune part à son exécution et ne le garantit pas.',
    footer: (ref: string, hash: string, page: number, total: number) => `Contrat ${ref} · SHA-256 ${hash.slice(0, 16)}… · page ${page} sur ${total}`,
    timeZone: (zone: string) => `Heures données dans le fuseau ${zone}.`,
  },
  unsigned: {
    title: 'Contrat de collaboration — texte à signer, non signé',
    banner: 'NON SIGNÉ — TEXTE À SIGNER',
    awaiting: (when: string) =>
      `Ce document reproduit le texte du contrat verrouillé le ${when}, en attente de la signature des deux parties. Ce n’est pas le contrat signé\u202f: seul le PDF remis au scellement, signé électroniquement après les deux signatures, fait foi.`,
    closed: (when: string) =>
      `Ce document reproduit le texte du contrat verrouillé le ${when}. La collaboration a été close sans que les deux parties le signent\u202f: ce texte n’a jamais été signé ni scellé et n’engage personne.`,
    verify: (url: string) => `Une copie signée se vérifie sur ${url}. Celle-ci y est reconnue comme une copie non signée.`,
    footer: (ref: string, hash: string, page: number, total: number) => `NON SIGNÉ · Contrat ${ref} · SHA-256 ${hash.slice(0, 16)}… · page ${page} sur ${total}`,
  },
};

const en: typeof fr = {
  attachmentName: 'contract.txt',
  sealed: {
    title: 'Collaboration agreement',
    certificate: 'Sealing certificate',
    intro: 'This certificate accompanies the agreement above. It is not part of it: the text fingerprint below covers the text of the agreement only; the electronic signature covers the whole file.',
    reference: 'Collaboration (reference)',
    requester: 'Author of the request',
    partner: 'Partner',
    submittedAt: 'Answers confirmed on',
    sealedAt: 'Agreement sealed on',
    hash: 'SHA-256 fingerprint of the text',
    signedAs: (name: string, when: string) => `Signed by typing “${name}” on ${when}`,
    signature: 'Electronic signature of the file',
    signatureBody: (subject: string) =>
      `This PDF carries a PAdES electronic signature by ${subject}, applied at sealing: a PDF reader shows that it has not been modified since, and flags any later change. SHA-256 fingerprint of the certificate:`,
    audit: 'History',
    signatureReason: (ref: string) => `Collaboration agreement ${ref}, sealed by Atelier`,
    canonical:
      'Canonical form: Unicode NFC text, LF line endings, no-break spaces replaced by ordinary spaces, trailing spaces and leading and trailing blank lines removed, no final line feed, encoded as UTF-8.',
    howToVerify: (file: string, url: string) =>
      `To verify: drop this PDF on ${url} (no account needed): only the exact file handed over at sealing is recognised there. The exact text is also attached to this PDF (file “${file}”); “sha256sum ${file}” gives the text fingerprint above again.`,
    service: 'Atelier is not a party to the agreement, takes no part in its performance and does not guarantee it.',
    footer: (ref: string, hash: string, page: number, total: number) => `Agreement ${ref} · SHA-256 ${hash.slice(0, 16)}… · page ${page} of ${total}`,
    timeZone: (zone: string) => `Times given in the ${zone} time zone.`,
  },
  unsigned: {
    title: 'Collaboration agreement — text to sign, not signed',
    banner: 'NOT SIGNED — TEXT TO SIGN',
    awaiting: (when: string) =>
      `This document reproduces the text of the agreement locked on ${when}, awaiting the signature of both parties. It is not the signed agreement: only the PDF handed over at sealing, electronically signed after both signatures, is authoritative.`,
    closed: (when: string) =>
      `This document reproduces the text of the agreement locked on ${when}. The collaboration was closed without both parties signing it: this text was never signed nor sealed and binds no one.`,
    verify: (url: string) => `A signed copy can be verified at ${url}. This one is recognised there as an unsigned copy.`,
    footer: (ref: string, hash: string, page: number, total: number) => `NOT SIGNED · Agreement ${ref} · SHA-256 ${hash.slice(0, 16)}… · page ${page} of ${total}`,
  },
};

export const contractPdfTexts: Record<Lang, typeof fr> = { fr, en };
