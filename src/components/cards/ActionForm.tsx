import { useRef, useState, type FormEvent } from 'react';
import { ApiError, apiFetch, errorMessage, fieldErrorsOf } from '../api-client.ts';
import type { Action, CardDetail, LevelUp } from '../api-types.ts';
import { rememberLevelUp } from '../level-up-store.ts';
import type { AppTexts } from '../../i18n/ui-app.ts';
import type { PageLang } from '../../i18n/paths.ts';
import { answersToSend, isVisible } from './answers.ts';
import FieldInput from './FieldInput.tsx';

interface Props {
  lang: PageLang;
  card: CardDetail;
  texts: AppTexts;
  onAction: (action: Action) => void;
}

type Feedback = { kind: 'success' | 'error'; text: string } | null;

/**
 * The artisan's answers (generated from `renseignements.fields`), the checklist and the
 * Take / Save / Finish buttons. Server errors land next to the field or checklist they concern.
 */
export default function ActionForm({ lang, card, texts, onAction }: Props) {
  const t = texts.card;
  const fields = card.guide.renseignements?.fields ?? [];
  const items = card.guide.checklist ?? [];
  const [action, setAction] = useState<Action | null>(card.action);
  const [data, setData] = useState<Record<string, unknown>>(card.action?.data ?? {});
  const [checklist, setChecklist] = useState<Record<string, boolean>>(card.action?.checklist ?? {});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [checklistError, setChecklistError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [levelUp, setLevelUp] = useState<LevelUp | null>(null);
  const [busy, setBusy] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);

  function updated(next: Action) {
    setAction(next);
    onAction(next);
  }

  async function take() {
    setBusy(true);
    setFeedback(null);
    try {
      updated(await apiFetch<Action>('/api/my-actions', { method: 'POST', body: { card_id: card.id } }));
      setFeedback({ kind: 'success', text: t.taken });
    } catch (e) {
      setFeedback({ kind: 'error', text: errorMessage(e, texts.common.loadError) });
    } finally {
      setBusy(false);
    }
  }

  async function put(finish: boolean) {
    setBusy(true);
    setFeedback(null);
    setFieldErrors({});
    setChecklistError(null);
    const body: Record<string, unknown> = { card_id: card.id, data: answersToSend(fields, data), checklist };
    if (finish) body.status = 'validee';
    try {
      const saved = await apiFetch<Action & { level_up: LevelUp | null }>('/api/my-actions', { method: 'PUT', body });
      const { level_up, ...rest } = saved;
      updated(rest);
      setFeedback({ kind: 'success', text: finish ? t.finished : t.saved });
      if (level_up) {
        setLevelUp(level_up);
        rememberLevelUp(level_up);
      }
    } catch (e) {
      const errors = fieldErrorsOf(e);
      setFieldErrors(errors);
      if (e instanceof ApiError && e.code === 'proof_required') setChecklistError(e.message);
      const text = errorMessage(e, texts.common.loadError);
      setFeedback({ kind: 'error', text: Object.keys(errors).length > 0 ? `${text} ${t.fixErrors}` : text });
    } finally {
      setBusy(false);
      statusRef.current?.focus();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void put(false);
  }

  const knownKeys = new Set(fields.map((f) => f.key));
  const otherErrors = Object.entries(fieldErrors).filter(([key]) => !knownKeys.has(key));
  return (
    <form className="action-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <div className="action-state">
        {action ? (
          <p>
            {texts.actionsList.status}{texts.common.colon}<span className={`badge badge-${action.status}`} data-testid="action-status">{texts.status[action.status]}</span>
            {action.validated_at && (
              <span className="muted"> · <time dateTime={action.validated_at}>{new Date(action.validated_at).toLocaleDateString(lang === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long' })}</time></span>
            )}
          </p>
        ) : (
          <>
            <p className="muted">{t.notTaken}</p>
            <button type="button" onClick={() => void take()} disabled={busy}>{t.take}</button>
          </>
        )}
      </div>

      {fields.length > 0 && (
        <section className="panel" aria-labelledby="answers-title">
          <h2 id="answers-title">{t.answers}</h2>
          {fields.map((field) =>
            isVisible(fields, data, field) ? (
              <FieldInput
                key={field.key}
                field={field}
                value={data[field.key]}
                errors={fieldErrors[field.key]}
                texts={t}
                colon={texts.common.colon}
                onChange={(value) => setData((prev) => ({ ...prev, [field.key]: value }))}
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
        <fieldset className="panel checklist" aria-describedby={checklistError ? 'checklist-error' : undefined}>
          <legend>{t.checklist}</legend>
          <ul>
            {items.map((item) => {
              const id = `check-${item.id}`;
              const described = [item.detail ? `${id}-detail` : null, item.requires_proof ? `${id}-proof` : null].filter(Boolean).join(' ');
              return (
                <li key={item.id} className="field-checkbox" data-item={item.id}>
                  <input id={id} type="checkbox" checked={checklist[item.id] === true} aria-describedby={described || undefined} onChange={(e) => setChecklist((prev) => ({ ...prev, [item.id]: e.target.checked }))} />
                  <label htmlFor={id}>{item.label}</label>
                  {item.detail && <p id={`${id}-detail`} className="hint">{item.detail}</p>}
                  {item.requires_proof && <p id={`${id}-proof`} className="hint proof-hint">{t.proofNeeded}</p>}
                </li>
              );
            })}
          </ul>
          {checklistError && <p id="checklist-error" className="field-error" role="alert">{checklistError}</p>}
        </fieldset>
      )}

      <div className="form-actions">
        <button type="submit" className="secondary" disabled={busy}>{t.save}</button>
        <button type="button" onClick={() => void put(true)} disabled={busy}>{t.finish}</button>
      </div>
      <div ref={statusRef} tabIndex={-1} aria-live="polite" className="form-status" data-testid="form-status">
        {feedback && <p className={`notice ${feedback.kind}`}>{feedback.text}</p>}
        {levelUp && (
          <p className="level-up" data-testid="card-level-up">
            <span className="level-up-badge" aria-hidden="true">★</span> {t.levelUp(levelUp.label, levelUp.level)}
          </p>
        )}
      </div>
    </form>
  );
}
