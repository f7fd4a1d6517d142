import { useEffect, useState, type FormEvent } from 'react';
import { api } from '../api-client.ts';
import type { ImpactTexts } from '#i18n/ui-card.ts';
import { formatDate } from '#i18n/format.ts';
import { rangeMessage } from '#i18n/field-texts.ts';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import Icon from '../ui/Icon.tsx';
import { formatValue, readAnswer, unitOf, type Question } from './format.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  cardId: string;
  question: Question;
  series: { date: string; value: number; note: string | null }[];
  texts: ImpactTexts;
  onChanged: (message: string) => void;
}

/**
 * Every reading of a metric (the chart's text alternative), each one correctable (a new value
 * on the same date: the API's upsert keeps its note) or deletable (DELETE, which reschedules
 * the next reading from the new latest one).
 */
export default function ReadingsTable({ lang, cardId, question, series, texts, onChanged }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const yesNo: [string, string] = [texts.yes, texts.no];
  // The control that appears takes the focus (the button that opened it is gone).
  useEffect(() => {
    if (confirming) document.getElementById(`confirm-${question.metric}-${confirming}-yes`)?.focus();
    else if (editing) document.getElementById(`fix-${question.metric}-${editing}`)?.focus();
  }, [confirming, editing]);
  const long = (date: string) => formatDate(date, lang);

  function startEdit(date: string, value: number) {
    setEditing(date);
    // Shown as the page writes numbers (1,5 in French), read back the same way.
    setDraft(question.type === 'boolean' ? (value ? 'true' : 'false') : question.type === 'choice' ? String(value) : String(value).replace('.', lang === 'fr' ? ',' : '.'));
    setError(null);
    setInvalid(null);
  }

  async function saveCorrection(event: FormEvent<HTMLFormElement>, date: string) {
    event.preventDefault();
    const read = readAnswer(question, draft, lang);
    if (read.kind !== 'value') {
      setInvalid(read.kind === 'error' ? read.message : texts.nothingToSend);
      return;
    }
    const value = read.value;
    if (typeof value === 'number' && ((question.min !== null && value < question.min) || (question.max !== null && value > question.max))) {
      setInvalid(rangeMessage(lang, question.min, question.max));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api('post', '/api/impact/{card_id}', { path: { card_id: cardId }, body: { metric: question.metric, date, value } });
      setEditing(null);
      onChanged(texts.corrected(long(date)));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  async function remove(date: string) {
    setConfirming(null);
    setBusy(true);
    setError(null);
    try {
      await api('delete', '/api/impact/{card_id}', { path: { card_id: cardId }, query: { metric: question.metric, date } });
      onChanged(texts.removed(long(date)));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  const unit = unitOf(question);
  return (
    <details className="series-table" data-testid={`readings-${question.metric}`}>
      <summary>{texts.table} ({series.length})</summary>
      {error !== null && <ErrorNotice lang={lang} error={error} />}
      <div className="table-scroll">
        <table className="data-table stack-narrow">
          <caption className="visually-hidden">{texts.graphTitle(question.label)}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.tableDate}</th>
              <th scope="col" className="num">{texts.tableValue}</th>
              <th scope="col">{texts.tableNote}</th>
              <th scope="col"><span className="visually-hidden">{texts.tableActions}</span></th>
            </tr>
          </thead>
          <tbody>
            {[...series].reverse().map((p) => (
              <tr key={p.date} data-date={p.date}>
                <th scope="row"><time dateTime={p.date}>{formatDate(p.date, lang, 'medium')}</time></th>
                {confirming === p.date ? (
                  <td colSpan={3}>
                    <div className="correction" role="group" aria-labelledby={`confirm-${question.metric}-${p.date}`}>
                      <p id={`confirm-${question.metric}-${p.date}`}>{texts.removeConfirm(long(p.date))}</p>
                      <button type="button" className="danger small" onClick={() => void remove(p.date)} disabled={busy} id={`confirm-${question.metric}-${p.date}-yes`}>
                        <Icon name="trash" />{texts.remove}
                      </button>
                      <button type="button" className="ghost small" onClick={() => setConfirming(null)}>{texts.cancel}</button>
                    </div>
                  </td>
                ) : editing === p.date ? (
                  <td colSpan={3}>
                    <form className="correction" onSubmit={(e) => void saveCorrection(e, p.date)} noValidate>
                      <label htmlFor={`fix-${question.metric}-${p.date}`} className="visually-hidden">{texts.newValue(long(p.date))}</label>
                      {question.type === 'boolean' || question.type === 'choice' ? (
                        <select id={`fix-${question.metric}-${p.date}`} value={draft} onChange={(e) => setDraft(e.target.value)}>
                          {question.type === 'boolean'
                            ? (['true', 'false'] as const).map((v) => <option key={v} value={v}>{v === 'true' ? texts.yes : texts.no}</option>)
                            : (question.options ?? []).map((o, i) => <option key={i} value={String(i)}>{o}</option>)}
                        </select>
                      ) : (
                        <span className="with-unit">
                          <input
                            id={`fix-${question.metric}-${p.date}`}
                            className="input-short"
                            type="text"
                            inputMode={question.type === 'integer' ? 'numeric' : 'decimal'}
                            autoComplete="off"
                            value={draft}
                            aria-invalid={invalid ? true : undefined}
                            aria-describedby={invalid ? `fix-${question.metric}-error` : undefined}
                            onChange={(e) => setDraft(e.target.value)}
                          />
                          {unit && <span className="unit">{unit}</span>}
                        </span>
                      )}
                      <button type="submit" className="small" disabled={busy}>{texts.saveCorrection}</button>
                      <button type="button" className="ghost small" onClick={() => setEditing(null)}>{texts.cancel}</button>
                      {invalid && <p id={`fix-${question.metric}-error`} className="field-error">{invalid}</p>}
                    </form>
                  </td>
                ) : (
                  <>
                    <td className="num">{formatValue(question, p.value, lang, yesNo)}</td>
                    <td className="muted small-text stack-full">{p.note ?? ''}</td>
                    <td className="row-actions stack-full">
                      <button type="button" className="ghost small" aria-label={texts.editLabel(long(p.date))} onClick={() => startEdit(p.date, p.value)} disabled={busy}>
                        <Icon name="pencil" />{texts.edit}
                      </button>
                      <button type="button" className="ghost small" aria-label={texts.removeLabel(long(p.date))} onClick={() => setConfirming(p.date)} disabled={busy}>
                        <Icon name="trash" />{texts.remove}
                      </button>
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
