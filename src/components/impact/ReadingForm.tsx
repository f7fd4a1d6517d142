import { useState, type FormEvent } from 'react';
import { ApiError, apiFetch, errorMessage } from '../api-client.ts';
import type { AppTexts } from '../../i18n/ui-app.ts';
import { answerValue, isQuestionShown, localToday, stepOf, unitOf, type Question } from './format.ts';

interface Props {
  cardId: string;
  questions: Question[];
  texts: AppTexts['impact'];
  onSaved: () => void;
}

interface SaveAnswer {
  readings: { metric: string; date: string; value: number }[];
  schedule: { metric: string; next_at: string; followup_days: number }[];
}

/**
 * One reading form for all the card's metrics on a chosen date. A question that depends on a
 * boolean appears only while that boolean is "yes" in this form; hidden answers are not sent.
 */
export default function ReadingForm({ cardId, questions, texts, onSaved }: Props) {
  const today = localToday();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const [badMetric, setBadMetric] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (metric: string, value: string) => setAnswers((prev) => ({ ...prev, [metric]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    setBadMetric(null);
    const readings = questions
      .filter((q) => isQuestionShown(q, answers))
      .map((q) => ({ metric: q.metric, value: answerValue(q, answers[q.metric]), date, ...(note.trim() ? { note: note.trim() } : {}) }))
      .filter((r) => r.value !== undefined);
    if (readings.length === 0) {
      setFeedback({ ok: false, text: texts.nothingToSend });
      return;
    }
    setBusy(true);
    try {
      const saved = await apiFetch<SaveAnswer>(`/api/impact/${encodeURIComponent(cardId)}`, { method: 'POST', body: { readings } });
      const next = saved.schedule.map((s) => s.next_at).sort()[0];
      setFeedback({ ok: true, text: next ? texts.saved(next) : texts.savedNoNext });
      setAnswers({});
      setNote('');
      onSaved();
    } catch (e) {
      const metric = e instanceof ApiError ? (e.details as { metric?: unknown } | undefined)?.metric : undefined;
      if (typeof metric === 'string') setBadMetric(metric);
      setFeedback({ ok: false, text: errorMessage(e, texts.savedNoNext) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel reading-form" onSubmit={onSubmit} noValidate aria-labelledby="reading-title">
      <h3 id="reading-title">{texts.formTitle}</h3>
      <label htmlFor="reading-date">{texts.date}</label>
      <input id="reading-date" type="date" value={date} max={today} required onChange={(e) => setDate(e.target.value)} />
      {questions.map((q) => {
        if (!isQuestionShown(q, answers)) return null;
        const id = `reading-${q.metric}`;
        const invalid = badMetric === q.metric || undefined;
        if (q.type === 'boolean') {
          return (
            <fieldset key={q.metric} className="field radio-group" data-metric={q.metric} aria-invalid={invalid}>
              <legend>{q.label}</legend>
              {(['true', 'false'] as const).map((v) => (
                <span key={v} className="radio">
                  <input id={`${id}-${v}`} type="radio" name={id} value={v} checked={answers[q.metric] === v} onChange={() => set(q.metric, v)} />
                  <label htmlFor={`${id}-${v}`}>{v === 'true' ? texts.yes : texts.no}</label>
                </span>
              ))}
            </fieldset>
          );
        }
        const unit = unitOf(q);
        return (
          <div key={q.metric} className="field" data-metric={q.metric}>
            <label htmlFor={id}>{q.label}{unit ? ` (${unit})` : ''}</label>
            {q.type === 'choice' ? (
              <select id={id} value={answers[q.metric] ?? ''} aria-invalid={invalid} onChange={(e) => set(q.metric, e.target.value)}>
                <option value="">{texts.choose}</option>
                {(q.options ?? []).map((o, i) => <option key={i} value={String(i)}>{o}</option>)}
              </select>
            ) : (
              <span className="with-unit">
                <input id={id} type="number" inputMode="decimal" step={stepOf(q.type)} value={answers[q.metric] ?? ''} aria-invalid={invalid} onChange={(e) => set(q.metric, e.target.value)} />
                {unit && <span aria-hidden="true">{unit}</span>}
              </span>
            )}
          </div>
        );
      })}
      <label htmlFor="reading-note">{texts.note}</label>
      <input id="reading-note" type="text" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      <p><button type="submit" disabled={busy}>{texts.submit}</button></p>
      <div aria-live="polite" data-testid="reading-status">
        {feedback && <p className={`notice ${feedback.ok ? 'success' : 'error'}`}>{feedback.text}</p>}
      </div>
    </form>
  );
}
