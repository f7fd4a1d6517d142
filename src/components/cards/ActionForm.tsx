import { useEffect, type FormEvent } from 'react';
import type { CardDetail } from '../api-types.ts';
import type { AppTexts } from '#i18n/ui-app.ts';
import { isVisible } from './answers.ts';
import type { ActionEditor } from './use-action-editor.ts';
import FieldInput from './FieldInput.tsx';
import ProofSlot from './ProofSlot.tsx';
// files: proofs and worksheets of checklist items
import ProofUpload from '../files/ProofUpload.tsx';
import WorksheetLink from '../files/WorksheetLink.tsx';
import { useActionFiles } from '../files/action-files-store.ts';
import type { WaitingDays } from './waiting-items.ts';
import { formatDate } from '#i18n/format.ts';
import Icon from '../ui/Icon.tsx';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  card: CardDetail;
  texts: AppTexts;
  editor: ActionEditor;
  /** Items that cannot be ticked yet, with the day they open (waiting-items.ts). */
  waiting: WaitingDays;
}

/** Focuses the first field (guide order) or checklist step with an error after a failed save. */
function focusFirstInvalid(card: CardDetail, editor: ActionEditor): void {
  const fields = card.guide.renseignements?.fields ?? [];
  const first = fields.find((f) => editor.fieldErrors[f.key]?.length)?.key;
  const target = first
    ? document.querySelector<HTMLElement>(`[data-field="${first}"] [data-focus-first], #field-${first}, #field-${first}-hex`)
    : (() => {
        const item = (card.guide.checklist ?? []).find((i) => editor.itemErrors[i.id]);
        return item ? document.getElementById(`check-${item.id}`) : null;
      })();
  target?.focus();
  target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/**
 * The artisan's answers (generated from `renseignements.fields`) and the checklist. Saving and
 * finishing live in the side panel (ActionPanel); Enter in a field saves.
 */
export default function ActionForm({ lang, card, texts, editor, waiting }: Props) {
  const t = texts.card;
  const fields = card.guide.renseignements?.fields ?? [];
  const items = card.guide.checklist ?? [];
  const { files } = useActionFiles(card.id);
  const hasProof = (itemId: string) => files.some((f) => f.checklist_item_id === itemId);

  useEffect(() => {
    if (editor.failedSaves > 0) focusFirstInvalid(card, editor);
  }, [editor.failedSaves]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void editor.submit(false);
  }

  const knownKeys = new Set(fields.map((f) => f.key));
  const otherErrors = Object.entries(editor.fieldErrors).filter(([key]) => !knownKeys.has(key) && key !== 'checklist');
  return (
    <form id="action-form" className="action-form" onSubmit={onSubmit} noValidate aria-busy={editor.busy}>
      {fields.length > 0 && (
        <section className="panel" aria-labelledby="answers-title">
          <h2 id="answers-title">{t.answers}</h2>
          <p className="muted small-text">{t.answersHint}</p>
          {fields.map((field) =>
            isVisible(fields, editor.data, field) ? (
              <FieldInput
                key={field.key}
                field={field}
                value={editor.data[field.key]}
                errors={editor.fieldErrors[field.key]}
                texts={t}
                colon={texts.common.colon}
                onChange={(value) => editor.setField(field.key, value)}
              />
            ) : null,
          )}
          {otherErrors.length > 0 && (
            <ul className="field-error">
              {otherErrors.map(([key, messages]) => <li key={key}>{key}{texts.common.colon}{messages.join(' ')}</li>)}
            </ul>
          )}
        </section>
      )}

      {items.length > 0 && (
        <fieldset className="panel checklist" data-testid="checklist">
          <legend>
            <span className="checklist-title">{t.checklist}</span>{' '}
            <span className="step-count" aria-label={t.checklistProgressLong(editor.progress.steps.done, editor.progress.steps.total)}>
              {t.checklistProgress(editor.progress.steps.done, editor.progress.steps.total)}
            </span>
          </legend>
          <ul>
            {items.map((item) => {
              const id = `check-${item.id}`;
              const checked = editor.checklist[item.id] === true;
              // A proof step can be ticked once its proof exists (kept ticked if the server says so).
              // An item that waits (decision 041) cannot be ticked before its day; the page says which.
              const waits = waiting.has(item.id);
              const opensDay = waiting.get(item.id) ?? null;
              const locked = !checked && ((item.requires_proof === true && !hasProof(item.id)) || waits);
              const error = editor.itemErrors[item.id];
              const described = [item.detail ? `${id}-detail` : null, waits ? `${id}-opens` : null, item.requires_proof && !hasProof(item.id) ? `${id}-proof` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
              return (
                <li key={item.id} className={`field-checkbox${checked ? ' done' : ''}`} data-item={item.id}>
                  <input id={id} type="checkbox" checked={checked} disabled={locked} aria-describedby={described || undefined} aria-invalid={error ? true : undefined} onChange={(e) => editor.setItem(item.id, e.target.checked)} />
                  <label htmlFor={id}>{item.label}</label>
                  {item.detail && <p id={`${id}-detail`} className="hint">{item.detail}</p>}
                  {waits && (
                    <p id={`${id}-opens`} className="hint opens-on" data-testid={`opens-${item.id}`}>
                      <Icon name="calendar" /> {opensDay ? t.opensOn(formatDate(opensDay, lang), item.after_days!) : t.opensAfter(item.after_days!)}
                    </p>
                  )}
                  {item.requires_proof && (
                    <ProofSlot id={`${id}-proof`} texts={t} hasProof={hasProof(item.id)}>
                      <ProofUpload lang={lang} cardId={card.id} itemId={item.id} itemLabel={item.label} hasAction={editor.action !== null} onAction={(next, lastProofGone) => editor.fromServer(next, lastProofGone ? item.id : undefined)} />
                    </ProofSlot>
                  )}
                  {item.printable_worksheet && <WorksheetLink lang={lang} cardId={card.id} itemId={item.id} itemLabel={item.label} />}
                  {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </form>
  );
}
