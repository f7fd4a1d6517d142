import { useEffect, useState } from 'react';
import { apiFetch, errorMessage } from '../api-client.ts';
import type { ParcoursSummary } from '../api-types.ts';
import { useHydrated } from '../use-hydrated.ts';
import { ui } from '../../i18n/ui.ts';
import { pagePath, type PageLang } from '../../i18n/paths.ts';

/** The parcours with their progress and a start button (409 `parcours_limit` shown inline). */
export default function ParcoursList({ lang, initialList }: { lang: PageLang; initialList: ParcoursSummary[] | null }) {
  const t = ui[lang].app;
  const hydrated = useHydrated();
  const [list, setList] = useState<ParcoursSummary[] | null>(initialList);
  const [error, setError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ id: string; ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function load() {
    try {
      setList(await apiFetch<ParcoursSummary[]>('/api/parcours'));
    } catch (e) {
      setError(errorMessage(e, t.common.loadError));
    }
  }

  useEffect(() => {
    if (!initialList) void load();
  }, []);

  async function start(id: string) {
    setBusy(id);
    setFeedback(null);
    try {
      await apiFetch(`/api/parcours/${encodeURIComponent(id)}/start`, { method: 'POST', body: {} });
      setFeedback({ id, ok: true, text: t.parcours.started });
      await load();
    } catch (e) {
      setFeedback({ id, ok: false, text: errorMessage(e, t.common.loadError) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      {error && <p className="notice error" role="alert">{error}</p>}
      {!list && !error && <p className="muted">{t.common.loading}</p>}
      {list && list.length === 0 && <p className="panel">{t.parcours.empty}</p>}
      {list && list.length > 0 && (
        <ul className="card-grid">
          {list.map((p) => {
            const labelId = `parcours-${p.id}`;
            const started = p.status === 'actif' || p.status === 'termine';
            return (
              <li key={p.id} className="card-tile" data-parcours={p.id}>
                <h2 id={labelId}><a href={pagePath(lang, `/mes-parcours/${p.id}`)}>{p.title}</a></h2>
                {p.description && <p>{p.description}</p>}
                <p className="muted">
                  {t.parcours.cards(p.card_count)}
                  {p.status === 'actif' && <> · <span className="badge badge-en_cours">{t.parcours.active}</span></>}
                  {p.status === 'termine' && <> · <span className="badge badge-validee">{t.parcours.done}</span></>}
                </p>
                <progress aria-labelledby={labelId} aria-describedby={`${labelId}-progress`} max={Math.max(p.progress.total, 1)} value={p.progress.done} />
                <p id={`${labelId}-progress`} className="level-text">{t.parcours.progress(p.progress.done, p.progress.total)}</p>
                {!started && (
                  <button type="button" onClick={() => void start(p.id)} disabled={busy === p.id}>
                    {t.parcours.start}
                  </button>
                )}
                <div aria-live="polite">
                  {feedback?.id === p.id && <p className={`notice ${feedback.ok ? 'success' : 'error'}`}>{feedback.text}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
