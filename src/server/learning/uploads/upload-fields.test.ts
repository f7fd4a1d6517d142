/** The text fields of POST /api/upload, before the file (`final` false) and with every field. */
import { describe, expect, it } from 'vitest';
import { parseUploadFields } from './upload-fields.ts';

const fieldErrors = (fields: Record<string, string>, final: boolean) => {
  try {
    parseUploadFields(fields, 'en', final);
    return null;
  } catch (error) {
    return Object.keys((error as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors);
  }
};

describe('parseUploadFields', () => {
  it.each([
    // fields, final, the fields refused (null: accepted)
    [{}, false, null],
    [{ type: 'action_image' }, false, null], // card_id may come after the file
    [{ type: 'action_image' }, true, ['card_id']],
    [{ type: 'action_document', card_id: 'recit-atelier' }, true, null],
    [{ type: 'action_image', card_id: 'x', checklist_item_id: 'Bad Id' }, false, ['checklist_item_id']],
    [{ type: 'candidature' }, true, null],
    [{ type: 'candidature', card_id: 'x' }, false, ['card_id']],
    [{ type: 'gallery', checklist_item_id: 'a' }, true, ['checklist_item_id']],
    [{ type: 'nope' }, false, ['type']],
    [{}, true, ['type']],
    [{ item_id: 'a', type: 'action_image', card_id: 'x' }, true, ['item_id']],
  ] as const)('%o (final %s) → %o', (fields, final, refused) => {
    expect(fieldErrors(fields, final)).toEqual(refused);
  });

  it('waits for the type before deciding', () => {
    expect(parseUploadFields({ card_id: 'x' }, 'fr', false)).toBeNull();
  });
});
