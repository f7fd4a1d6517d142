import { useEffect, useState } from 'react';
import { api } from '../api-client.ts';
import type { ParcoursSummary } from '../api-types.ts';
import { useHydrated } from '../use-hydrated.ts';
import { ui } from '#i18n/ui.ts';
import { pagePath } from '#i18n/paths.ts';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import Icon from '../ui/Icon.tsx';
import type { Lang } from '#i18n/lang.ts';

/**
 * The parcours as tiles with their progress and a start button. When the formula's cap is
 * reached (`maxActive`, decision 009), it is said before any click, with the ways out: the
 * parcours in progress, the Premium formula (decision 019); the other tiles offer no start.
 */
export default function ParcoursList({ lang, initialList, maxActive = null }: { lang: Lang; initialList: ParcoursSummary[] | null; maxActive?: number | null }) {
  const t = ui[lang].app;
  const hydrated = useHydrated();
  const [list, setList] = useState<ParcoursSummary[] | null>(initialList);
  const [error, setError] = useState<unknown>(null);
  const [feedback, setFeedback] = useState<{ id: string; ok: true; text: string } | { id: string; ok: false; error: unknown } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function load() {
    try {
      setList(await api('get', '/api/parcours'));
    } catch (e) {
      setError(e);
    }
  }

  useEffect(() => {
    if (!initialList) void load();
  }, []);

  async function start(id: string) {
    setBusy(id);
    setFeedback(null);
    try {
      await api('post', '/api/parcours/{id}/start', { path: { id } });
      setFeedback({ id, ok: true, text: t.parcours.started });
      await load();
    } catch (e) {
      setFeedback({ id, ok: false, error: e });
    } finally {
      setBusy(null);
    }
  }

  const active = list?.filter((p) => p.status === 'actif') ?? [];
  const blockedBy = maxActive !== null && active.length >= maxActive ? active[0]! : null;
  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      {error !== null && <ErrorNotice lang={lang} error={error} />}
      {blockedBy && (
        <div className="notice info parcours-limit" data-testid="parcours-limit">
          <p>{t.parcours.limitList(blockedBy.title)}</p>
          <p className="form-actions">
            <a className="button secondary" href={pagePath(lang, `/mes-parcours/${blockedBy.id}`)}>{t.parcours.seeActive}</a>
            <a href={`${pagePath(lang, '/')}#block-formules`}>{t.parcours.premium}</a>
          </p>
        </div>
      )}
      {!list && error === null && <p className="muted">{t.common.loading}</p>}
      {list && list.length === 0 && <p className="panel">{t.parcours.empty}</p>}
      {list && list.length > 0 && (
        <ul className="card-grid">
          {list.map((p) => {
            const labelId = `parcours-${p.id}`;
            const started = p.status === 'actif' || p.status === 'termine';
            return (
              <li key={p.id} className="tile parcours-tile" data-parcours={p.id}>
                <h2 id={labelId}><a className="tile-link" href={pagePath(lang, `/mes-parcours/${p.id}`)}>{p.title}</a></h2>
                {p.description && <p className="muted">{p.description}</p>}
                <p className="card-meta">
                  <span className="badge badge-a_faire"><Icon name="parcours" />{t.parcours.cards(p.card_count)}</span>
                  {p.status === 'actif' && <span className="badge badge-en_cours">{t.parcours.active}</span>}
                  {p.status === 'termine' && <span className="badge badge-validee"><Icon name="check" />{t.parcours.done}</span>}
                </p>
                <div className="meter" role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={p.progress.total} aria-valuenow={p.progress.done} aria-valuetext={t.parcours.progress(p.progress.done, p.progress.total)}>
                  <span className="meter-fill" style={{ width: `${p.progress.total ? (100 * p.progress.done) / p.progress.total : 0}%` }} />
                </div>
                <p className="level-text">{t.parcours.progress(p.progress.done, p.progress.total)}</p>
                <div className="tile-footer">
                  {!started && !blockedBy && (
                    <button type="button" onClick={() => void start(p.id)} disabled={busy === p.id}>
                      {t.parcours.start}
                    </button>
                  )}
                </div>
                <div aria-live="polite">
                  {feedback?.id === p.id && (feedback.ok ? <p className="notice success">{feedback.text}</p> : <ErrorNotice lang={lang} error={feedback.error} />)}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
