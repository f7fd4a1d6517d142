import { useEffect, useState } from 'react';
import { apiFetch, errorMessage } from '../api-client.ts';
import type { Action } from '../api-types.ts';
import { useHydrated } from '../use-hydrated.ts';
import { ui } from '../../i18n/ui.ts';
import { pagePath, type PageLang } from '../../i18n/paths.ts';
import StatusBadge from './StatusBadge.tsx';

/** The artisan's actions (GET /api/my-actions), or an empty state leading to the catalogue. */
export default function ActionsList({ lang, initialActions }: { lang: PageLang; initialActions: Action[] | null }) {
  const texts = ui[lang];
  const t = texts.app;
  const hydrated = useHydrated();
  const [actions, setActions] = useState<Action[] | null>(initialActions);
  const [error, setError] = useState<string | null>(null);
  const dateFormat = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium' });

  useEffect(() => {
    if (initialActions) return;
    apiFetch<Action[]>('/api/my-actions')
      .then(setActions)
      .catch((e: unknown) => setError(errorMessage(e, t.common.loadError)));
  }, []);

  return (
    <div data-hydrated={hydrated ? 'true' : undefined} aria-live="polite" aria-busy={!actions && !error}>
      {error && <p className="notice error" role="alert">{error}</p>}
      {!actions && !error && <p className="muted">{t.common.loading}</p>}
      {actions && actions.length === 0 && (
        <div className="panel">
          <p>{texts.actions.empty}</p>
          <p><a className="button" href={pagePath(lang, '/catalogue')}>{texts.actions.browse}</a></p>
        </div>
      )}
      {actions && actions.length > 0 && (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t.actionsList.card}</th>
              <th scope="col">{t.actionsList.domain}</th>
              <th scope="col">{t.actionsList.status}</th>
              <th scope="col">{t.actionsList.updated}</th>
            </tr>
          </thead>
          <tbody>
            {actions.map((a) => (
              <tr key={a.id} data-slug={a.card_slug}>
                <th scope="row"><a href={pagePath(lang, `/fiches/${a.card_slug}`)}>{a.card_title}</a></th>
                <td>{a.domain ? (t.domains[a.domain] ?? a.domain) : t.common.noDomain}</td>
                <td><StatusBadge lang={lang} status={a.status} /></td>
                <td><time dateTime={a.updated_at}>{dateFormat.format(new Date(a.updated_at))}</time></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
