import { useEffect, useState } from 'react';
import { ApiError, apiFetch, errorMessage } from '../api-client.ts';
import type { ImpactResponse, MetricEntry } from '../api-types.ts';
import { ui } from '../../i18n/ui.ts';
import type { PageLang } from '../../i18n/paths.ts';
import { formQuestions, formatValue, withPageLabels, type Question } from './format.ts';
import ReadingForm from './ReadingForm.tsx';
import MetricChart from './MetricChart.tsx';
import SocialProof from './SocialProof.tsx';

interface Props {
  lang: PageLang;
  cardId: string;
  /** `guide.mesure.questions` of the card: lets the form show questions the API hides. */
  guideQuestions: unknown;
}

const NUMERIC = new Set(['number', 'integer', 'percent', 'currency']);

function MetricPanel({ entry, view, cardId, lang }: { entry: MetricEntry; view: ImpactResponse | undefined; cardId: string; lang: PageLang }) {
  const t = ui[lang].app.impact;
  const yesNo: [string, string] = [t.yes, t.no];
  const series = view?.series ?? [];
  const headingId = `metric-${entry.metric}`;
  return (
    <section className="panel metric-panel" aria-labelledby={headingId} data-metric={entry.metric}>
      <h3 id={headingId}>
        {entry.label}{' '}
        {entry.due ? <span className="badge badge-en_cours" data-testid="due">{t.due}</span> : <span className="badge badge-validee">{t.upToDate}</span>}
      </h3>
      <dl className="before-after">
        <div><dt>{t.before}</dt><dd data-testid="before">{entry.before === null ? t.none : formatValue(entry, entry.before, lang, yesNo)}</dd></div>
        <div><dt>{t.after}</dt><dd data-testid="after">{entry.after === null ? t.none : formatValue(entry, entry.after, lang, yesNo)}</dd></div>
        <div><dt>{t.next}</dt><dd data-testid="next-at">{entry.next_at ?? '—'}</dd></div>
      </dl>
      {series.length > 0 && NUMERIC.has(entry.type) && <MetricChart label={entry.label} series={series} texts={t} />}
      {series.length > 0 && (
        <details className="series-table">
          <summary>{t.table}</summary>
          <table className="data-table">
            <caption className="visually-hidden">{t.graphTitle(entry.label)}</caption>
            <thead><tr><th scope="col">{t.tableDate}</th><th scope="col">{t.tableValue}</th></tr></thead>
            <tbody>
              {series.map((p) => (
                <tr key={p.date}><th scope="row">{p.date}</th><td>{formatValue(entry, p.value, lang, yesNo)}</td></tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
      {NUMERIC.has(entry.type) && <SocialProof cardId={cardId} question={entry} lang={lang} texts={t} />}
    </section>
  );
}

/** The card's impact: the reading form, then per metric its graph, before/after and social proof. */
export default function ImpactSection({ lang, cardId, guideQuestions }: Props) {
  const t = ui[lang].app.impact;
  const [overview, setOverview] = useState<ImpactResponse | null>(null);
  const [views, setViews] = useState<Record<string, ImpactResponse>>({});
  const [error, setError] = useState<string | null>(null);
  const [absent, setAbsent] = useState(false);
  const [version, setVersion] = useState(0);

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
        else setError(errorMessage(e, ui[lang].app.common.loadError));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [cardId, version]);

  if (absent) return null;
  const metrics = overview ? withPageLabels(overview.metrics, guideQuestions) : [];
  const questions: Question[] = overview ? formQuestions(metrics, guideQuestions) : [];
  return (
    <section id="impact" className="impact" aria-labelledby="impact-title">
      <h2 id="impact-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <div aria-live="polite">
        {error && <p className="notice error">{error}</p>}
        {!overview && !error && <p className="muted">{ui[lang].app.common.loading}</p>}
      </div>
      {overview && questions.length === 0 && <p className="panel">{t.noMetrics}</p>}
      {overview && questions.length > 0 && (
        <>
          <ReadingForm cardId={cardId} questions={questions} texts={t} onSaved={() => setVersion((v) => v + 1)} />
          {metrics.map((m) => (
            <MetricPanel key={m.metric} entry={m} view={views[m.metric]} cardId={cardId} lang={lang} />
          ))}
        </>
      )}
    </section>
  );
}
