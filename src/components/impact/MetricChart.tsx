import { useEffect, useRef, useState } from 'react';
import type { ImpactTexts } from '#i18n/ui-card.ts';
import { formatDate } from '#i18n/format.ts';
import { formatAmount, niceTicks, type Question } from './format.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  question: Pick<Question, 'type' | 'unit' | 'label'>;
  series: { date: string; value: number }[];
  texts: ImpactTexts;
  lang: Lang;
  id: string;
}

const H = 240;
const PAD = { top: 14, right: 18, bottom: 34, left: 74 };

/** The marks, drawn the same in the chart and in its legend. */
function Mark({ kind, x, y }: { kind: 'before' | 'after' | 'point'; x: number; y: number }) {
  if (kind === 'before') return <path className="mark-before" d={`M${x} ${y - 7}L${x + 7} ${y}L${x} ${y + 7}L${x - 7} ${y}Z`} />;
  if (kind === 'after') return <path className="mark-after" d={`M${x} ${y - 7}L${x + 7} ${y + 6}L${x - 7} ${y + 6}Z`} />;
  return <circle className="mark-point" cx={x} cy={y} r={4} />;
}

function LegendMark({ kind }: { kind: 'before' | 'after' | 'point' }) {
  return (
    <svg className="legend-mark" viewBox="0 0 28 16" aria-hidden="true" focusable="false">
      {kind === 'point' && <line className="chart-line" x1="2" y1="8" x2="26" y2="8" />}
      <Mark kind={kind} x={14} y={8} />
    </svg>
  );
}

const DAY = 86_400_000;
const time = (ymd: string) => Date.parse(`${ymd}T12:00:00Z`);

/**
 * The evolution of one numeric metric, drawn in SVG: dates on a time scale (x), round values
 * with their unit (y), the first reading as a blue diamond and the latest as a green triangle,
 * and a legend drawn with the very same marks. The readings table is its text alternative.
 */
export default function MetricChart({ question, series, texts, lang, id }: Props) {
  // Drawn at the figure's own width, so labels keep their size on a phone and on a desktop.
  const figure = useRef<HTMLElement>(null);
  const [W, setW] = useState(640);
  useEffect(() => {
    const element = figure.current;
    if (!element) return;
    const measure = () => setW(Math.max(280, Math.round(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const values = series.map((p) => p.value);
  const ticks = niceTicks(Math.min(...values), Math.max(...values), 4, question.type === 'integer');
  const yMin = ticks[0]!;
  const yMax = ticks.at(-1)!;
  const t0 = time(series[0]!.date);
  const t1 = time(series.at(-1)!.date);
  const span = Math.max(t1 - t0, DAY);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (date: string) => (series.length === 1 ? PAD.left + innerW / 2 : PAD.left + ((time(date) - t0) / span) * innerW);
  const y = (value: number) => PAD.top + innerH - ((value - yMin) / (yMax - yMin || 1)) * innerH;
  const points = series.map((p) => [x(p.date), y(p.value)] as const);
  const path = points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`).join(' ');
  // Date labels: first and last, and the middle one when there is room.
  const dateLabels = series.length <= 2 ? series : [series[0]!, series[Math.floor((series.length - 1) / 2)]!, series.at(-1)!];
  const last = series.length - 1;
  return (
    <figure className="chart" ref={figure}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title`} className="chart-svg">
        <title id={`${id}-title`}>{texts.graphTitle(question.label)}</title>
        {ticks.map((tick) => (
          <g key={tick} className="chart-grid">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">{formatAmount(question, tick, lang)}</text>
          </g>
        ))}
        {dateLabels.map((p, i) => (
          <text key={p.date} className="chart-axis" x={x(p.date)} y={H - 10} textAnchor={dateLabels.length > 1 && i === 0 ? 'start' : i === dateLabels.length - 1 && dateLabels.length > 1 ? 'end' : 'middle'}>
            {formatDate(p.date, lang, 'dayMonth')}
          </text>
        ))}
        {series.length > 1 && <path className="chart-line" d={path} />}
        {points.map(([px, py], i) => (
          <Mark key={series[i]!.date} kind={i === 0 ? 'before' : i === last ? 'after' : 'point'} x={px} y={py} />
        ))}
      </svg>
      <figcaption className="chart-legend">
        <span><LegendMark kind="point" />{texts.legendSeries}</span>
        <span><LegendMark kind="before" />{texts.legendBefore}</span>
        {series.length > 1 && <span><LegendMark kind="after" />{texts.legendAfter}</span>}
      </figcaption>
    </figure>
  );
}
