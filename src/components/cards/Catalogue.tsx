import { useEffect, useState, type FormEvent } from 'react';
import { apiFetch, errorMessage } from '../api-client.ts';
import type { CardSummary } from '../api-types.ts';
import { useHydrated } from '../use-hydrated.ts';
import { ui } from '../../i18n/ui.ts';
import { pagePath, type PageLang } from '../../i18n/paths.ts';
import StatusBadge from './StatusBadge.tsx';

interface Props {
  lang: PageLang;
  initialDomain: string;
  initialStatus: string;
  /** Rendered by the server for these filters (so the page works without JS); null → fetch. */
  initialCards: CardSummary[] | null;
}

/**
 * The catalogue with its two filters. The form is a plain GET form (the filters are in the URL);
 * with JS it reloads only the list and keeps the URL in step.
 */
export default function Catalogue({ lang, initialDomain, initialStatus, initialCards }: Props) {
  const t = ui[lang].app;
  const hydrated = useHydrated();
  const [domain, setDomain] = useState(initialDomain);
  const [status, setStatus] = useState(initialStatus);
  const [cards, setCards] = useState<CardSummary[] | null>(initialCards);
  const [error, setError] = useState<string | null>(null);

  async function load(d: string, s: string) {
    setError(null);
    const query = new URLSearchParams();
    if (d) query.set('domain', d);
    if (s) query.set('status', s);
    try {
      setCards(await apiFetch<CardSummary[]>(`/api/cards${query.size ? `?${query}` : ''}`));
    } catch (e) {
      setError(errorMessage(e, t.common.loadError));
    }
  }

  useEffect(() => {
    if (!initialCards) void load(domain, status);
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    if (domain) query.set('domain', domain);
    if (status) query.set('status', status);
    window.history.replaceState(null, '', `${window.location.pathname}${query.size ? `?${query}` : ''}`);
    setCards(null);
    void load(domain, status);
  }

  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      <form method="get" className="panel filters" onSubmit={onSubmit} aria-label={t.catalogue.filters}>
        <div>
          <label htmlFor="filter-domain">{t.catalogue.domain}</label>
          <select id="filter-domain" name="domain" value={domain} onChange={(e) => setDomain(e.target.value)}>
            <option value="">{t.catalogue.all}</option>
            {Object.entries(t.domains).map(([id, label]) => (
              <option key={id} value={id}>{label}</option>
            ))}
            <option value="none">{t.common.noDomain}</option>
          </select>
        </div>
        <div>
          <label htmlFor="filter-status">{t.catalogue.status}</label>
          <select id="filter-status" name="status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t.catalogue.all}</option>
            {(['a_faire', 'en_cours', 'validee'] as const).map((s) => (
              <option key={s} value={s}>{t.status[s]}</option>
            ))}
          </select>
        </div>
        <div className="filters-submit">
          <button type="submit">{t.catalogue.apply}</button>
        </div>
      </form>
      <div aria-live="polite" aria-busy={!cards && !error}>
        {error && <p className="notice error" role="alert">{error}</p>}
        {!cards && !error && <p className="muted">{t.common.loading}</p>}
        {cards && <p className="muted" data-testid="card-count">{t.catalogue.count(cards.length)}</p>}
        {cards && cards.length === 0 && <p className="panel">{t.catalogue.empty}</p>}
        {cards && cards.length > 0 && (
          <ul className="card-grid">
            {cards.map((card) => (
              <li key={card.id} className="card-tile" data-slug={card.slug}>
                <h2>
                  <a href={pagePath(lang, `/fiches/${card.slug}`)}>{card.title}</a>
                </h2>
                <p className="card-meta">
                  <span className="domain-tag">{card.domain_label ?? t.common.noDomain}</span>
                  <StatusBadge lang={lang} status={card.status} />
                </p>
                {card.summary && <p>{card.summary}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
