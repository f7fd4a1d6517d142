/**
 * The audit trail's lines, on the sealed contract's certificate page and on the agreement page
 * ("12 mars 2026 à 14:05:09 — Léa a signé …"): src/server/collaboration/contract/contract-audit-text.ts
 * adds the time and the names.
 */
import type { Lang } from './lang.ts';

const fr = {
  quote: (text: string) => `«\u00a0${text}\u00a0»`,
  submitted: (who: string) => `${who} a validé ses réponses`,
  /** Appended to `submitted`; `list` holds the quoted questions. */
  conflicts: (list: string) => `\u00a0; désaccord signalé sur ${list}`,
  locked: (sha256: string) => `Réponses concordantes\u00a0: texte du contrat rédigé et figé (SHA-256 ${sha256})`,
  signed: (who: string, typedName: string) => `${who} a signé en tapant «\u00a0${typedName}\u00a0» et en acceptant le texte`,
  sealed: (fingerprint: string) => `Contrat scellé et signé électroniquement (certificat ${fingerprint})`,
  closed: (who: string) => `${who} a clos la collaboration sans signer`,
};

const en: typeof fr = {
  quote: (text) => `“${text}”`,
  submitted: (who) => `${who} submitted their answers`,
  conflicts: (list) => `; conflict flagged on ${list}`,
  locked: (sha256) => `Answers agree: agreement text written and locked (SHA-256 ${sha256})`,
  signed: (who, typedName) => `${who} signed by typing “${typedName}” and accepting the text`,
  sealed: (fingerprint) => `Agreement sealed and electronically signed (certificate ${fingerprint})`,
  closed: (who) => `${who} closed the collaboration without signing`,
};

export const contractAuditTexts: Record<Lang, typeof fr> = { fr, en };
