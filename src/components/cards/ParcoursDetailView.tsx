import { useState } from 'react';
import { apiFetch, errorMessage } from '../api-client.ts';
import type { ParcoursDetail } from '../api-types.ts';
import { useHydrated } from '../use-hydrated.ts';
import { ui } from '../../i18n/ui.ts';
import { pagePath, type PageLang } from '../../i18n/paths.ts';
import StatusBadge from './StatusBadge.tsx';

/** One parcours: its cards in order with their status, its progress, and the start button. */
export default function ParcoursDetailView({ lang, initial }: { lang: PageLang; initial: ParcoursDetail }) {
  const texts = ui[lang].app;
  const t = texts.parcours;
  const hydrated = useHydrated();
  const [parcours, setParcours] = useState(initial);
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setFeedback(null);
    try {
      setParcours(await apiFetch<ParcoursDetail>(`/api/parcours/${encodeURIComponent(parcours.id)}/start`, { method: 'POST', body: {} }));
      setFeedback({ ok: true, text: t.started });
    } catch (e) {
      setFeedback({ ok: false, text: errorMessage(e, texts.common.loadError) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      <h1 id="parcours-title">{parcours.title}</h1>
      {parcours.description && <p className="lead">{parcours.description}</p>}
      <p>
        {parcours.status === 'actif' && <span className="badge badge-en_cours">{t.active}</span>}
        {parcours.status === 'termine' && <span className="badge badge-validee">{t.done}</span>}
      </p>
      <progress aria-labelledby="parcours-title" aria-describedby="parcours-progress" max={Math.max(parcours.progress.total, 1)} value={parcours.progress.done} />
      <p id="parcours-progress" className="level-text">{t.progress(parcours.progress.done, parcours.progress.total)}</p>
      {parcours.status === null && (
        <>
          {parcours.has_other_active && <p className="muted">{t.otherActive}</p>}
          <button type="button" onClick={() => void start()} disabled={busy}>{t.start}</button>
        </>
      )}
      <div aria-live="polite">
        {feedback && <p className={`notice ${feedback.ok ? 'success' : 'error'}`}>{feedback.text}</p>}
      </div>
      <section className="panel" aria-labelledby="parcours-steps">
        <h2 id="parcours-steps">{t.steps}</h2>
        <ol className="parcours-cards">
          {parcours.cards.map((card) => (
            <li key={card.id} data-slug={card.slug}>
              <a href={pagePath(lang, `/fiches/${card.slug}`)}>{card.title}</a> <StatusBadge lang={lang} status={card.status} />
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
