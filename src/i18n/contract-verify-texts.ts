/**
 * What the contract check answers about a file or a text (`reason` of POST
 * /api/contract-verifications and /api/collaboration-contract/verify), in the caller's language.
 */
import type { Lang } from './lang.ts';

const fr = {
  identical: 'Ce fichier est exactement le contrat scellé\u00a0: il n’a pas été modifié depuis sa signature.',
  appended_changes: 'Ce fichier est le PDF scellé auquel des modifications ont été ajoutées après la signature\u00a0: ce n’est plus le contrat scellé.',
  other_copy: 'Ce fichier n’est pas le PDF scellé\u00a0: il en reprend les références mais ses octets diffèrent. C’est peut-être une copie modifiée\u00a0; demandez le fichier d’origine.',
  unsigned_copy: 'Ce fichier est la copie non signée du texte d’un contrat (le texte à signer, marqué «\u00a0NON SIGNÉ\u00a0»)\u00a0: ce n’est pas un contrat scellé. Seul le PDF remis au scellement, après les deux signatures, fait foi.',
  not_sealed_by_atelier: 'Ce fichier n’est pas un contrat scellé par Atelier, ou il a été modifié depuis son scellement (même une copie retouchée d’un vrai contrat est refusée).',
  same_text: 'Ce texte est identique au texte du contrat scellé.',
  text_differs: 'Ce texte diffère du contrat scellé (un seul caractère suffit).',
};

const en: typeof fr = {
  identical: 'This file is exactly the sealed agreement: it has not been modified since it was signed.',
  appended_changes: 'This file is the sealed PDF with changes added after signing: it is no longer the sealed agreement.',
  other_copy: 'This file is not the sealed PDF: it carries its references but its bytes differ. It may be an edited copy; ask for the original file.',
  unsigned_copy: 'This file is the unsigned copy of an agreement’s text (the text to sign, marked “NOT SIGNED”): it is not a sealed agreement. Only the PDF handed over at sealing, after both signatures, is authoritative.',
  not_sealed_by_atelier: 'This file is not an agreement sealed by Atelier, or it was modified after sealing (even a retouched copy of a genuine agreement is refused).',
  same_text: 'This text is identical to the text of the sealed agreement.',
  text_differs: 'This text differs from the sealed agreement (one character is enough).',
};

export const contractVerifyTexts: Record<Lang, typeof fr> = { fr, en };
