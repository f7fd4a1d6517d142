/**
 * The audit trail's types and its wording (shared by the certificate page of the PDF and the
 * agreement page; no server dependencies so the island can import it).
 */
import { formatInstant } from './contract-context.ts';
import type { AnswerKey, Party } from './questions.ts';
import { questionTexts } from '../../i18n/ui-collaboration-questions.ts';
import type { Lang } from '../../i18n/lang.ts';

export const AUDIT_KINDS = ['answers_submitted', 'contract_locked', 'signed', 'sealed', 'closed'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export interface AuditEvent {
  at: string;
  kind: AuditKind;
  /** The party who acted (null for what the service did: locking, sealing). */
  party: Party | null;
  /** answers_submitted: conflicts left after it (flag keys, empty when none). */
  conflicts?: string[];
  /** contract_locked: SHA-256 of the text. sealed: SHA-256 of the signed PDF. */
  sha256?: string;
  /** sealed: SHA-256 fingerprint of the signing certificate. */
  certificate_fingerprint?: string;
  /** signed: the full name the party typed. */
  typed_name?: string;
}

/** One line per event, for the certificate page ("12 mars 2026 à 14:05:09 — Léa a signé …"). */
export function describeEvent(event: AuditEvent, names: Record<Party, string>, lang: Lang, timeZone: string): string {
  const when = formatInstant(new Date(event.at), timeZone, lang);
  const who = event.party ? names[event.party] : '';
  const fr = lang === 'fr';
  let what: string;
  switch (event.kind) {
    case 'answers_submitted': {
      const conflicts = (event.conflicts ?? []).map((key) => `« ${questionTexts[lang].questions[key as AnswerKey]?.label ?? key} »`);
      const list = fr ? conflicts.join(', ') : conflicts.join(', ').replace(/« (.*?) »/g, '“$1”');
      const tail = conflicts.length === 0 ? '' : fr ? ` ; désaccord signalé sur ${list}` : `; conflict flagged on ${list}`;
      what = (fr ? `${who} a validé ses réponses` : `${who} submitted their answers`) + tail;
      break;
    }
    case 'contract_locked':
      what = fr ? `Réponses concordantes : texte du contrat rédigé et figé (SHA-256 ${event.sha256})` : `Answers agree: agreement text written and locked (SHA-256 ${event.sha256})`;
      break;
    case 'signed':
      what = fr ? `${who} a signé en tapant « ${event.typed_name} » et en acceptant le texte` : `${who} signed by typing “${event.typed_name}” and accepting the text`;
      break;
    case 'sealed':
      what = fr ? `Contrat scellé et signé électroniquement (certificat ${event.certificate_fingerprint})` : `Agreement sealed and electronically signed (certificate ${event.certificate_fingerprint})`;
      break;
    case 'closed':
      what = fr ? `${who} a clos la collaboration sans signer` : `${who} closed the collaboration without signing`;
      break;
  }
  return `${when} — ${what}`;
}
