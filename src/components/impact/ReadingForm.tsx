import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../api-client.ts';
import type { ImpactTexts } from '#i18n/ui-card.ts';
import { formatDate } from '#i18n/format.ts';
import { rangeMessage } from '#i18n/field-texts.ts';
import { clearDraft, draftKey, readDraft, writeDraft } from '../drafts.ts';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import { isQuestionShown, localToday, readAnswer, unitOf, type Question } from './format.ts';
import { decimalExample } from '#i18n/decimal.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  userId: string;
  cardId: string;
  questions: Question[];
  texts: ImpactTexts;
  onSaved: (message: string) => void;
}

type Values = { answers: Record<string, string>; date: string; note: string };

/**
 * One reading form for all the card's metrics on a chosen date. Choices and yes/no are chips; a
 * question depending on a yes/no appears only while it is "yes" (hidden answers are not sent).
 * Numbers are typed as text and read in the page's language (1,5 in French, 1.5 in English:
 * src/i18n/decimal.ts), an ambiguous one refused with a message; a number input would let the
 * browser's own locale decide. Values are checked against the question's bounds here, in the page's language, before the
 * server checks them again; what was typed is kept on this device until it is saved.
 */
export default function ReadingForm({ lang, userId, cardId, questions, texts, onSaved }: Props) {
  const today = localToday();
  const key = draftKey(userId, `impact.${cardId}`);
  const [values, setValues] = useState<Values>({ answers: {}, date: today, note: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { answers, date, note } = values;

  useEffect(() => {
    const draft = readDraft<Values>(key);
    if (draft && draft.value.answers && Object.keys(draft.value.answers).length > 0) setValues({ ...draft.value, date: draft.value.date > today ? today : draft.value.date });
  }, []);

  function update(next: Partial<Values>) {
    setValues((prev) => {
      const merged = { ...prev, ...next, answers: { ...prev.answers, ...next.answers } };
      writeDraft(key, merged);
      return merged;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    setFailure(null);
    const found: Record<string, string> = {};
    if (!date || date > today) found.date = texts.futureDate;
    const readings = [];
    for (const q of questions) {
      if (!isQuestionShown(q, answers)) continue;
      const read = readAnswer(q, answers[q.metric], lang);
      if (read.kind === 'empty') continue;
      if (read.kind === 'error') {
        found[q.metric] = read.message;
        continue;
      }
      const value = read.value;
      if (typeof value === 'number' && q.type !== 'choice' && ((q.min !== null && value < q.min) || (q.max !== null && value > q.max))) {
        found[q.metric] = rangeMessage(lang, q.min, q.max);
      }
      readings.push({ metric: q.metric, value, date, ...(note.trim() ? { note: note.trim() } : {}) });
    }
    if (readings.length === 0 && !found.date) found.form = texts.nothingToSend;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = questions.find((q) => found[q.metric]);
      document.getElementById(found.date ? 'reading-date' : first ? `reading-${first.metric}` : 'reading-date')?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await api('post', '/api/impact/{card_id}', { path: { card_id: cardId }, body: { readings } });
      const next = saved.schedule.map((s) => s.next_at).sort()[0];
      const message = !next ? texts.savedNoNext : next <= today ? texts.savedDueNow(formatDate(next, lang)) : texts.saved(formatDate(next, lang));
      setNotice(message);
      clearDraft(key);
      setValues({ answers: {}, date: today, note: '' });
      onSaved(message);
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  const describe = (id: string, metric: string) => (errors[metric] ? `${id}-error` : undefined);
  return (
    <form className="panel reading-form" onSubmit={onSubmit} noValidate aria-labelledby="reading-title" id="reading-form">
      <h3 id="reading-title">{texts.formTitle}</h3>
      <div className="field">
        <label htmlFor="reading-date">{texts.date}</label>
        <input id="reading-date" type="date" value={date} max={today} required aria-invalid={errors.date ? true : undefined} aria-describedby={errors.date ? 'reading-date-error' : undefined} onChange={(e) => update({ date: e.target.value })} />
        {errors.date && <p id="reading-date-error" className="field-error">{errors.date}</p>}
      </div>
      {questions.map((q) => {
        if (!isQuestionShown(q, answers)) return null;
        const id = `reading-${q.metric}`;
        const error = errors[q.metric] ? <p id={`${id}-error`} className="field-error">{errors[q.metric]}</p> : null;
        if (q.type === 'boolean' || q.type === 'choice') {
          const choices = q.type === 'boolean' ? [{ value: 'true', label: texts.yes, id: `${id}-true` }, { value: 'false', label: texts.no, id: `${id}-false` }] : (q.options ?? []).map((o, i) => ({ value: String(i), label: o, id: `${id}-${i}` }));
          return (
            <fieldset key={q.metric} className="field" data-metric={q.metric} aria-describedby={describe(id, q.metric)}>
              <legend>{q.label}</legend>
              <div className="chips">
                {choices.map((c, i) => (
                  <label key={c.value} className="chip">
                    <input id={c.id} type="radio" name={id} value={c.value} checked={answers[q.metric] === c.value} data-focus-first={i === 0 ? 'true' : undefined} onChange={() => update({ answers: { [q.metric]: c.value } })} />
                    {c.label}
                  </label>
                ))}
              </div>
              {error}
            </fieldset>
          );
        }
        const unit = unitOf(q);
        return (
          <div key={q.metric} className="field" data-metric={q.metric}>
            <label htmlFor={id}>{q.label}</label>
            <span className="with-unit">
              <input id={id} className="input-short" type="text" inputMode={q.type === 'integer' ? 'numeric' : 'decimal'} autoComplete="off" placeholder={q.type === 'integer' ? undefined : decimalExample(lang)} value={answers[q.metric] ?? ''} aria-invalid={errors[q.metric] ? true : undefined} aria-describedby={describe(id, q.metric)} onChange={(e) => update({ answers: { [q.metric]: e.target.value } })} />
              {unit && <span className="unit">{unit}</span>}
            </span>
            {error}
          </div>
        );
      })}
      <div className="field">
        <label htmlFor="reading-note">{texts.note}</label>
        <input id="reading-note" type="text" maxLength={1000} value={note} onChange={(e) => update({ note: e.target.value })} />
      </div>
      <p><button type="submit" disabled={busy}>{texts.submit}</button></p>
      <div aria-live="polite" data-testid="reading-status">
        {errors.form && <p className="notice error">{errors.form}</p>}
        {failure !== null && <ErrorNotice lang={lang} error={failure} kept />}
        {notice && <p className="notice success">{notice}</p>}
      </div>
    </form>
  );
}
