/** Texts of the public contract check (/verifier-un-contrat, /en/verify-a-contract). */
const fr = {
  title: 'Vérifier un contrat',
  intro: 'On vous a remis le PDF d’un contrat de collaboration scellé par Atelier\u202f? Déposez-le ici pour savoir s’il est authentique et n’a pas été modifié depuis sa signature.',
  privacy: 'Aucun compte n’est nécessaire. Le fichier n’est ni conservé ni transmis\u00a0: seule son empreinte SHA-256 est calculée, puis comparée à celles des contrats scellés.',
  orDrop: 'ou déposez-le ici',
  choose: 'Choisir un fichier PDF',
  chosen: (name: string) => `Fichier choisi\u00a0: ${name}`,
  check: 'Vérifier',
  checking: 'Vérification…',
  empty: 'Choisissez d’abord un fichier PDF.',
  tooLarge: 'Ce fichier dépasse 5 Mo\u00a0: ce n’est pas un contrat scellé par Atelier.',
  genuine: 'Contrat authentique',
  notGenuine: 'Contrat non reconnu',
  reference: 'Référence',
  sealedAt: 'Scellé le',
  requester: 'Auteur de la demande',
  partner: 'Partenaire',
  language: 'Langue du contrat',
  languages: { fr: 'français', en: 'anglais' },
  fingerprint: 'Empreinte SHA-256 du fichier',
  how: 'Comment ça marche',
  howText:
    'Au scellement, quand les deux parties ont signé, Atelier produit le PDF une seule fois, le signe électroniquement et en garde l’empreinte. Seul ce fichier exact est reconnu\u00a0: une copie retouchée, même d’un seul caractère, ou complétée après la signature, ne l’est pas. Votre lecteur PDF affiche aussi la signature électronique du document. Le texte à signer, téléchargeable avant les signatures, porte la mention «\u00a0non signé\u00a0»\u00a0: il est reconnu comme une copie non signée, jamais comme un contrat scellé.',
  failed: 'La vérification n’a pas pu aboutir. Réessayez dans un instant.',
};

export type ContractVerificationTexts = typeof fr;

const en: ContractVerificationTexts = {
  title: 'Verify an agreement',
  intro: 'You were handed the PDF of a collaboration agreement sealed by Atelier? Drop it here to find out whether it is genuine and unmodified since it was signed.',
  privacy: 'No account needed. The file is neither kept nor passed on: only its SHA-256 fingerprint is computed, then compared with those of sealed agreements.',
  orDrop: 'or drop it here',
  choose: 'Choose a PDF file',
  chosen: (name: string) => `Chosen file: ${name}`,
  check: 'Verify',
  checking: 'Verifying…',
  empty: 'Choose a PDF file first.',
  tooLarge: 'This file is over 5 MB: it is not an agreement sealed by Atelier.',
  genuine: 'Genuine agreement',
  notGenuine: 'Agreement not recognised',
  reference: 'Reference',
  sealedAt: 'Sealed on',
  requester: 'Author of the request',
  partner: 'Partner',
  language: 'Language of the agreement',
  languages: { fr: 'French', en: 'English' },
  fingerprint: 'SHA-256 fingerprint of the file',
  how: 'How it works',
  howText:
    'At sealing, once both parties have signed, Atelier makes the PDF once, signs it electronically and keeps its fingerprint. Only that exact file is recognised: a copy retouched by a single character, or completed after signing, is not. Your PDF reader also shows the document’s electronic signature. The text to sign, downloadable before the signatures, is marked “not signed”: it is recognised as an unsigned copy, never as a sealed agreement.',
  failed: 'The check could not be completed. Try again in a moment.',
};

export const contractVerificationUi = { fr, en };
