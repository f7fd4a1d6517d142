import { useEffect, useState } from 'react';
import { ApiError, apiFetch, errorMessage } from '../api-client.ts';
import type { DueReading } from '../api-types.ts';
import { ui } from '../../i18n/ui.ts';
import { pagePath, type PageLang } from '../../i18n/paths.ts';

/** "Due now" panel of the dashboard (GET /api/impact/due), each reading linking to its card. */
export default function DueNow({ lang, initialDue }: { lang: PageLang; initialDue: DueReading[] | null }) {
  const t = ui[lang].app;
  const [due, setDue] = useState<DueReading[] | null>(initialDue);
  const [error, setError] = useState<string | null>(null);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    if (initialDue) return;
    apiFetch<DueReading[]>('/api/impact/due')
      .then(setDue)
      .catch((e: unknown) => {
        // Before the impact API exists the route answers 404: the panel simply stays away.
        if (e instanceof ApiError && e.status === 404) setHidden(true);
        else setError(errorMessage(e, t.common.loadError));
      });
  }, []);

  if (hidden) return null;
  return (
    <section className="panel" aria-labelledby="due-title" data-testid="due-now">
      <h2 id="due-title">{t.dashboard.dueTitle}</h2>
      <div aria-live="polite">
        {error && <p className="notice error">{error}</p>}
        {!due && !error && <p className="muted">{t.common.loading}</p>}
        {due && due.length === 0 && <p className="muted">{t.dashboard.dueEmpty}</p>}
        {due && due.length > 0 && (
          <ul>
            {due.map((d) => (
              <li key={`${d.card_id}-${d.metric}`}>
                <a href={`${pagePath(lang, `/fiches/${d.card_slug}`)}#impact`}>{d.card_title}</a> — {d.label}{' '}
                <span className="muted">({t.dashboard.dueSince} {d.next_at})</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
