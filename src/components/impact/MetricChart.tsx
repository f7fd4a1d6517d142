import { useEffect, useRef } from 'react';
import { CategoryScale, Chart, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip, type ChartConfiguration } from 'chart.js';
import type { AppTexts } from '../../i18n/ui-app.ts';

// Only what a line graph with a legend needs: keeps the island small.
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip);

interface Props {
  label: string;
  series: { date: string; value: number }[];
  texts: AppTexts['impact'];
}

const ACCENT = '#8a4a22';
const BEFORE = '#1d5fd1';
const AFTER = '#2f6b3a';

/**
 * The evolution of one metric. The first point (before) and the last one (after) get their own
 * shape and colour, and the legend names them; the table beside the canvas is the text fallback.
 */
export default function MetricChart({ label, series, texts }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvasRef.current) return;
    const last = series.length - 1;
    const styleAt = <T,>(first: T, end: T, other: T) => series.map((_, i) => (i === 0 ? first : i === last ? end : other));
    const config: ChartConfiguration<'line'> = {
      type: 'line',
      data: {
        labels: series.map((p) => p.date),
        datasets: [
          {
            label: texts.legendSeries,
            data: series.map((p) => p.value),
            borderColor: ACCENT,
            backgroundColor: ACCENT,
            pointStyle: styleAt<'rectRot' | 'triangle' | 'circle'>('rectRot', 'triangle', 'circle'),
            pointRadius: styleAt(8, 8, 4),
            pointBackgroundColor: styleAt(BEFORE, AFTER, ACCENT),
            pointBorderColor: styleAt(BEFORE, AFTER, ACCENT),
            tension: 0.2,
          },
          // Empty datasets that only put "before" and "after" in the legend with their marks.
          { label: texts.legendBefore, data: [], pointStyle: 'rectRot', backgroundColor: BEFORE, borderColor: BEFORE },
          { label: texts.legendAfter, data: [], pointStyle: 'triangle', backgroundColor: AFTER, borderColor: AFTER },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { labels: { usePointStyle: true } } },
        scales: { y: { beginAtZero: false } },
      },
    };
    const chart = new Chart(canvasRef.current, config);
    return () => chart.destroy();
  }, [series, texts]);

  return (
    <div className="chart-box">
      {/* The canvas is a picture for sighted users; the table below carries the same data. */}
      <canvas ref={canvasRef} role="img" aria-label={texts.graphTitle(label)} />
    </div>
  );
}
