/**
 * The text fields of POST /api/upload (decision 008): `type`, `card_id`, `checklist_item_id`,
 * checked with messages in the caller's language, and the upload rules each type allows.
 * Runs inside readUpload as soon as the file part starts, so a missing session or a bad type is
 * refused before the file is read.
 */
import { AppError } from '#server/platform/http/errors.ts';
import { isMember } from '#server/identity/roles.ts';
import type { SessionUser } from '#server/identity/session-tokens.ts';
import { PHOTO_OR_DOCUMENT_RULES, PHOTO_RULES, type UploadRules } from '#server/platform/files/read-upload.ts';
import type { Lang } from '#i18n/lang.ts';
import { inputTexts } from '#i18n/input-texts.ts';

export const UPLOAD_TYPES = ['action_image', 'action_document', 'candidature', 'gallery'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export interface UploadFields {
  type: UploadType;
  cardId: string | null;
  checklistItemId: string | null;
}

const ITEM_ID = /^[a-z][a-z0-9_]{0,63}$/;
const KNOWN = new Set(['type', 'card_id', 'checklist_item_id']);

function isActionType(type: UploadType): boolean {
  return type === 'action_image' || type === 'action_document';
}

/** Parses the fields (all of them: `final`) or returns null while `type` has not arrived yet. */
export function parseUploadFields(fields: Readonly<Record<string, string>>, lang: Lang, final: boolean): UploadFields | null {
  const t = inputTexts[lang].uploadFields;
  // No prototype: a field named `__proto__` must be an error key, not a prototype change.
  const errors: Record<string, string[]> = Object.create(null);
  for (const name of Object.keys(fields)) if (!KNOWN.has(name)) errors[name] = [t.unknown];
  const rawType = fields.type?.trim();
  if (rawType === undefined && !final && Object.keys(errors).length === 0) return null;
  const type = (UPLOAD_TYPES as readonly string[]).includes(rawType ?? '') ? (rawType as UploadType) : null;
  if (!type) errors.type = [t.type(UPLOAD_TYPES.join(', '))];
  // Empty strings count as absent: HTML forms send every field.
  const cardId = fields.card_id?.trim() || null;
  const itemId = fields.checklist_item_id?.trim() || null;
  if (type && isActionType(type)) {
    // Before the file, `card_id` may simply not have arrived yet (parts in any order,
    // docs/api-files.md): only the final check, with every field, requires it.
    if (!cardId) {
      if (final) errors.card_id = [t.cardRequired];
    }
    else if (cardId.length > 200) errors.card_id = [t.tooLong];
    if (itemId && !ITEM_ID.test(itemId)) errors.checklist_item_id = [t.itemId];
  } else if (type) {
    if (cardId) errors.card_id = [t.notForType];
    if (itemId) errors.checklist_item_id = [t.notForType];
  }
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { details: { formErrors: [], fieldErrors: errors } });
  return { type: type!, cardId, checklistItemId: itemId };
}

/** Who may send each type: action files are member-only, a gallery photo needs a session. */
export function requireUploader(type: UploadType, user: SessionUser | null, authError: boolean): void {
  if (type === 'candidature') return;
  if (!user) throw new AppError(authError ? 'invalid_token' : 'unauthenticated');
  if (isActionType(type) && !isMember(user.role)) throw new AppError('forbidden');
}

/** `action_document` takes a photo too (converted as any photo, recorded as `action_image`). */
export function rulesForType(type: UploadType): UploadRules {
  return type === 'action_document' ? PHOTO_OR_DOCUMENT_RULES : PHOTO_RULES;
}

export { isActionType };
