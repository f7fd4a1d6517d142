import { useEffect, useState } from 'react';
import { ApiError, apiFetch } from '../api-client.ts';
import type { ImpactResponse, MetricEntry } from '../api-types.ts';
import { ui } from '#i18n/ui.ts';
import { formatDate } from '#i18n/format.ts';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import Icon from '../ui/Icon.tsx';
import { formatChange, formatValue, formQuestions, namedSample, NUMERIC, withPageLabels, type Question } from './format.ts';
import ReadingForm from './ReadingForm.tsx';
import MetricChart from './MetricChart.tsx';
import ReadingsTable from './ReadingsTable.tsx';
import SocialProof from './SocialProof.tsx';
import SampleConsent from './SampleConsent.tsx';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  userId: string;
  /** Her first name: the example of the choice to be named in others' samples (decision 055). */
  firstName: string;
  cardId: string;
  /** `guide.mesure.questions` of the card: lets the form show questions the API hides. */
  guideQuestions: unknown;
  /** The action is taken: its first reading is then due (the prompt says so). */
  taken: boolean;
  /** A reading was saved: the server took the action if it was not (record-readings.ts). */
  onReadingSaved?: () => void;
}

interface PanelProps {
  entry: MetricEntry;
  question: Question;
  view: ImpactResponse | undefined;
  cardId: string;
  lang: Lang;
  version: number;
  onChanged: (message: string) => void;
}

function MetricPanel({ entry, question, view, cardId, lang, version, onChanged }: PanelProps) {
  const t = ui[lang].app.impact;
  const yesNo: [string, string] = [t.yes, t.no];
  const series = view?.series ?? [];
  const headingId = `metric-${entry.metric}`;
  const numeric = NUMERIC.has(entry.type);
  const change = numeric && series.length > 1 && entry.before !== null && entry.after !== null ? entry.after - entry.before : null;
  return (
    <section className="panel metric-panel" aria-labelledby={headingId} data-metric={entry.metric}>
      <div className="metric-head">
        <h3 id={headingId}>{entry.label}</h3>
        {entry.due ? <span className="badge badge-en_cours" data-testid="due"><Icon name="clock" />{t.due}</span> : <span className="badge badge-validee"><Icon name="check" />{t.upToDate}</span>}
      </div>
      <dl className="before-after">
        <div><dt>{t.before}</dt><dd data-testid="before">{entry.before === null ? t.none : formatValue(question, entry.before, lang, yesNo)}</dd></div>
        <div><dt>{t.after}</dt><dd data-testid="after">{entry.after === null ? t.none : formatValue(question, entry.after, lang, yesNo)}</dd></div>
        <div><dt>{t.next}</dt><dd data-testid="next-at">{entry.next_at ? <time dateTime={entry.next_at}>{formatDate(entry.next_at, lang)}</time> : '—'}</dd></div>
      </dl>
      {change !== null && (
        <p className={`change ${change > 0 ? 'up' : change < 0 ? 'down' : ''}`} data-testid="change">
          {change === 0 ? t.noChange : t.changeSinceFirst(formatChange(question, change, lang, t.changePoints))}
        </p>
      )}
      {numeric && series.length === 1 && <p className="muted small-text">{t.onlyOne}</p>}
      {numeric && series.length > 0 && <MetricChart question={question} series={series} texts={t} lang={lang} id={`chart-${entry.metric}`} />}
      {series.length > 0 && <ReadingsTable lang={lang} cardId={cardId} question={question} series={series} texts={t} onChanged={onChanged} />}
      {numeric && <SocialProof cardId={cardId} question={question} lang={lang} texts={t} version={version} />}
    </section>
  );
}

/**
 * What others would read after her name, from her own first numeric series with a change (the
 * aggregate's rule: two readings, `before` ≠ 0); null when she has none yet.
 */
function ownSampleLine(metrics: MetricEntry[], questions: Question[], views: Record<string, ImpactResponse>, lang: Lang, t: (typeof ui)[Lang]['app']['impact']): string | null {
  for (const m of metrics) {
    const question = questions.find((q) => q.metric === m.metric);
    const series = views[m.metric]?.series ?? [];
    if (!question || !NUMERIC.has(m.type) || series.length < 2 || m.before === null || m.after === null || m.before === 0) continue;
    const pct = Math.round(((m.after - m.before) / Math.abs(m.before)) * 100);
    const delta = `${pct < 0 ? '-' : '+'}${Math.abs(pct)}%`;
    return namedSample(question, { before: m.before, after: m.after, delta }, lang, t.socialPoints, [t.yes, t.no]);
  }
  return null;
}

/** The card's impact: a first-reading prompt, the reading form, then per metric its chart, change, readings and social proof. */
export default function ImpactSection({ lang, userId, firstName, cardId, guideQuestions, taken, onReadingSaved }: Props) {
  const t = ui[lang].app.impact;
  const [overview, setOverview] = useState<ImpactResponse | null>(null);
  const [views, setViews] = useState<Record<string, ImpactResponse>>({});
  const [error, setError] = useState<unknown>(null);
  const [absent, setAbsent] = useState(false);
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const base = `/api/impact/${encodeURIComponent(cardId)}`;
        const first = await apiFetch<ImpactResponse>(base);
        const all = await Promise.all(first.metrics.map((m) => apiFetch<ImpactResponse>(`${base}?metric=${encodeURIComponent(m.metric)}`)));
        if (cancelled) return;
        setOverview(first);
        setViews(Object.fromEntries(all.map((v) => [v.metric, v])));
        setError(null);
      } catch (e) {
        if (cancelled) return;
        // A JSON 404 `not_found` means the impact API is not deployed here: no section at all.
        if (e instanceof ApiError && e.code === 'not_found') setAbsent(true);
        else setError(e);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [cardId, version]);

  if (absent) return null;
  const metrics = overview ? withPageLabels(overview.metrics, guideQuestions) : [];
  const questions: Question[] = overview ? formQuestions(metrics, guideQuestions) : [];
  const questionOf = (m: MetricEntry) => questions.find((q) => q.metric === m.metric)!;
  const noReadingYet = overview !== null && metrics.every((m) => m.last_value === null);
  const exampleLine = ownSampleLine(metrics, questions, views, lang, t);
  const changed = (text: string) => {
    setMessage(text);
    setVersion((v) => v + 1);
  };
  return (
    <section id="impact" className="impact" aria-labelledby="impact-title">
      <h2 id="impact-title"><Icon name="chart" /> {t.title}</h2>
      <p className="muted">{t.intro}</p>
      <div aria-live="polite">
        {error !== null && <ErrorNotice lang={lang} error={error} />}
        {!overview && error === null && <p className="muted">{ui[lang].app.common.loading}</p>}
        {message && <p className="notice success" data-testid="impact-status">{message}</p>}
      </div>
      {overview && questions.length === 0 && <p className="panel">{t.noMetrics}</p>}
      {overview && questions.length > 0 && (
        <>
          {noReadingYet && (
            <div className={`notice ${taken ? 'warn' : 'info'} first-prompt`} data-testid="first-reading">
              <p><Icon name="sparkles" /> {t.firstPrompt}</p>
              <button type="button" className="small" onClick={() => document.querySelector<HTMLElement>('#reading-form [data-metric] input')?.focus()}>
                {t.firstPromptButton}
              </button>
            </div>
          )}
          <ReadingForm lang={lang} userId={userId} cardId={cardId} questions={questions} texts={t} onSaved={() => { setMessage(null); setVersion((v) => v + 1); onReadingSaved?.(); }} />
          <div className="panel">
            <SampleConsent lang={lang} firstName={firstName} exampleLine={exampleLine} />
          </div>
          {metrics.map((m) => (
            <MetricPanel key={m.metric} entry={m} question={questionOf(m)} view={views[m.metric]} cardId={cardId} lang={lang} version={version} onChanged={changed} />
          ))}
        </>
      )}
    </section>
  );
}
