/**
 * The funnel per theme (decision 029), rendered on the server (no island): views, applications,
 * paid deposits and conversion over 7 and 30 days, and a 30-day chart. The chart is an SVG with
 * role="img" and a text alternative that says what it shows; the figures are in the table beside it.
 */
import type { Funnel, FunnelWindow } from '#server/site/landings/funnel-stats.ts';
import { funnelUi } from '#i18n/ui-landings-funnel.ts';
import type { Lang } from '#i18n/lang.ts';
import { formatDate, localeOf } from '#i18n/format.ts';

const W = 300;
const H = 64;

/** "26 nov." under the chart; "26 novembre" in sentences (an abbreviation's dot would double the full stop). */
function dayLabel(day: string, lang: Lang, month: 'short' | 'long' = 'short'): string {
  return formatDate(day, lang, month === 'short' ? 'dayMonth' : 'dayMonthLong');
}

function ratio(window: FunnelWindow, lang: Lang, none: string): string {
  if (window.conversion === null) return none;
  return new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumSignificantDigits: 2 }).format(window.conversion);
}

/** `max` is the same for every theme's chart, so equal heights mean equal views (decision 041). */
function Chart({ daily, label, id, max }: { daily: Funnel['themes'][number]['daily']; label: string; id: string; max: number }) {
  const step = W / daily.length;
  const top = 8; // room for the application dots
  return (
    <svg className="funnel-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={id} preserveAspectRatio="none" focusable="false">
      <title id={id}>{label}</title>
      <line x1="0" y1={H - 0.5} x2={W} y2={H - 0.5} className="funnel-axis" />
      {daily.map((d, i) => {
        const h = d.views === 0 ? 0 : Math.max(1.5, ((H - top) * d.views) / max);
        return <rect key={d.day} x={i * step + 1} y={H - h} width={Math.max(1, step - 2)} height={h} className="funnel-bar" />;
      })}
      {daily.map((d, i) => (d.applications > 0 ? <circle key={`a${d.day}`} cx={i * step + step / 2} cy={4} r={3} className="funnel-dot" /> : null))}
    </svg>
  );
}

export default function FunnelPanel({ lang, funnel, names }: { lang: Lang; funnel: Funnel; names: Record<string, string> }) {
  const t = funnelUi[lang];
  const max = Math.max(1, ...funnel.themes.flatMap((theme) => theme.daily.map((d) => d.views)));
  return (
    <section aria-labelledby="funnel-heading" className="funnel">
      <h2 id="funnel-heading">{t.funnelTitle}</h2>
      <p className="hint">{t.funnelIntro}</p>
      <p className="notice info" data-testid="funnel-cdn">{t.funnelCdn}</p>
      {funnel.themes.length === 0 && <p className="muted">{t.funnelEmpty}</p>}
      <div className="funnel-grid">
        {funnel.themes.map((theme) => {
          const name = names[theme.slug] ?? theme.slug;
          const busiest = theme.daily.reduce((best, d) => (d.views > best.views ? d : best), theme.daily[0]!);
          const label = t.chartLabel(name, dayLabel(funnel.from, lang, 'long'), dayLabel(funnel.to, lang, 'long'), theme.last_30_days.views, theme.last_30_days.applications, busiest.views > 0 ? t.peak(dayLabel(busiest.day, lang, 'long'), busiest.views) : '');
          const rows: [string, (w: FunnelWindow) => string][] = [
            [t.views, (w) => String(w.views)],
            [t.applications, (w) => String(w.applications)],
            [t.paid, (w) => String(w.paid)],
            [t.conversion, (w) => ratio(w, lang, t.noRatio)],
          ];
          return (
            <article key={theme.slug} className="funnel-card" data-funnel={theme.slug} aria-labelledby={`funnel-${theme.slug}`}>
              <h3 id={`funnel-${theme.slug}`}>{name}</h3>
              <table className="funnel-table">
                <thead>
                  <tr>
                    <td />
                    <th scope="col">{t.days7}</th>
                    <th scope="col">{t.days30}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map(([title, value]) => (
                    <tr key={title}>
                      <th scope="row">{title}</th>
                      <td>{value(theme.last_7_days)}</td>
                      <td>{value(theme.last_30_days)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Chart daily={theme.daily} label={label} id={`funnel-chart-${theme.slug}`} max={max} />
              <p className="funnel-range muted" aria-hidden="true">
                <span>{dayLabel(funnel.from, lang)}</span>
                <span>{dayLabel(funnel.to, lang)}</span>
              </p>
            </article>
          );
        })}
      </div>
      <p className="hint">{t.chartLegend}{funnel.themes.some((theme) => theme.last_30_days.views > 0) ? ` ${t.chartScale(max)}` : ''}</p>
    </section>
  );
}
