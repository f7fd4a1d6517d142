/**
 * The audit trail's types and its wording (shared by the certificate page of the PDF and the
 * agreement page; no server dependencies so the island can import it).
 */
import { formatInstantInWords } from '#server/platform/dates.ts';
import type { AnswerKey, Party } from '../questionnaire/questions.ts';
import { questionTexts } from '#i18n/ui-collaboration-questions.ts';
import type { Lang } from '#i18n/lang.ts';
import { contractAuditTexts } from '#i18n/contract-audit-texts.ts';

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
  const when = formatInstantInWords(new Date(event.at), timeZone, lang);
  const who = event.party ? names[event.party] : '';
  const t = contractAuditTexts[lang];
  let what: string;
  switch (event.kind) {
    case 'answers_submitted': {
      const conflicts = (event.conflicts ?? []).map((key) => t.quote(questionTexts[lang].questions[key as AnswerKey]?.label ?? key));
      what = t.submitted(who) + (conflicts.length === 0 ? '' : t.conflicts(conflicts.join(', ')));
      break;
    }
    case 'contract_locked':
      what = t.locked(String(event.sha256));
      break;
    case 'signed':
      what = t.signed(who, String(event.typed_name));
      break;
    case 'sealed':
      what = t.sealed(String(event.certificate_fingerprint));
      break;
    case 'closed':
      what = t.closed(who);
      break;
  }
  return `${when} — ${what}`;
}
