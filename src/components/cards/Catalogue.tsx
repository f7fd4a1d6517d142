import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from '../api-client.ts';
import type { CardSummary } from '../api-types.ts';
import { useHydrated } from '../use-hydrated.ts';
import { ui } from '#i18n/ui.ts';
import { pagePath } from '#i18n/paths.ts';
import Icon, { domainIcon } from '../ui/Icon.tsx';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import StatusBadge from './StatusBadge.tsx';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  initialDomain: string;
  initialStatus: string;
  /** Rendered by the server for these filters (so the page works without JS); null → fetch. */
  initialCards: CardSummary[] | null;
}

const STATUSES = ['a_faire', 'en_cours', 'validee'] as const;

/**
 * The catalogue: cards as tiles clickable as a whole, with their domain and XP reward, and two
 * filters as chips. The filters are a plain GET form (they live in the URL, and work without
 * JavaScript through the "Filtrer" button); with JavaScript every change applies at once.
 */
export default function Catalogue({ lang, initialDomain, initialStatus, initialCards }: Props) {
  const t = ui[lang].app;
  const hydrated = useHydrated();
  const [domain, setDomain] = useState(initialDomain);
  const [status, setStatus] = useState(initialStatus);
  const [cards, setCards] = useState<CardSummary[] | null>(initialCards);
  const [error, setError] = useState<unknown>(null);
  const request = useRef(0);

  async function load(d: string, s: string) {
    const query = new URLSearchParams();
    if (d) query.set('domain', d);
    if (s) query.set('status', s);
    window.history.replaceState(null, '', `${window.location.pathname}${query.size ? `?${query}` : ''}`);
    const mine = ++request.current;
    setError(null);
    try {
      const list = await api('get', '/api/cards', { query: Object.fromEntries(query) });
      // Only the answer to the latest choice counts (quick clicks may answer out of order).
      if (mine === request.current) setCards(list);
    } catch (e) {
      if (mine === request.current) setError(e);
    }
  }

  useEffect(() => {
    if (!initialCards) void load(domain, status);
  }, []);

  function choose(nextDomain: string, nextStatus: string) {
    setDomain(nextDomain);
    setStatus(nextStatus);
    void load(nextDomain, nextStatus);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void load(domain, status);
  }

  const domainChoices = [['', t.catalogue.all], ...Object.entries(t.domains), ['none', t.common.noDomain]] as const;
  const statusChoices = [['', t.catalogue.all], ...STATUSES.map((s) => [s, t.status[s]!] as const)] as const;
  const filtered = domain !== '' || status !== '';
  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      <form method="get" className="panel filters" onSubmit={onSubmit} aria-label={t.catalogue.filters}>
        <fieldset>
          <legend>{t.catalogue.domain}</legend>
          <div className="chips">
            {domainChoices.map(([value, label]) => (
              <label key={value || 'all'} className="chip" data-domain={value && value !== 'none' ? value : undefined}>
                <input type="radio" name="domain" value={value} checked={domain === value} onChange={() => choose(value, status)} />
                {value && <Icon name={domainIcon(value === 'none' ? null : value)} />}
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t.catalogue.status}</legend>
          <div className="chips">
            {statusChoices.map(([value, label]) => (
              <label key={value || 'all'} className="chip">
                <input type="radio" name="status" value={value} checked={status === value} onChange={() => choose(domain, value)} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="filters-actions">
          {/* Without JavaScript the form is sent with this button; with it, choices apply at once. */}
          {!hydrated && <button type="submit">{t.catalogue.apply}</button>}
          {filtered && (
            <a
              className="button ghost small"
              href={pagePath(lang, '/catalogue')}
              onClick={(e) => {
                e.preventDefault();
                choose('', '');
              }}
            >
              {t.catalogue.reset}
            </a>
          )}
        </div>
      </form>
      <div aria-live="polite" aria-busy={!cards && error === null}>
        {error !== null && <ErrorNotice lang={lang} error={error} />}
        {!cards && error === null && <p className="muted">{t.common.loading}</p>}
        {cards && <p className="muted result-count" data-testid="card-count">{t.catalogue.count(cards.length)}</p>}
        {cards && cards.length === 0 && <p className="panel">{t.catalogue.empty}</p>}
        {cards && cards.length > 0 && (
          <ul className="card-grid">
            {cards.map((card) => (
              <li key={card.id} className="tile card-tile" data-slug={card.slug} data-domain={card.domain ?? undefined}>
                <p className="card-meta">
                  <span className="domain-chip" data-domain={card.domain ?? 'none'}>
                    <Icon name={domainIcon(card.domain)} />
                    {card.domain_label ?? t.common.noDomain}
                  </span>
                </p>
                <h2>
                  <a className="tile-link" href={pagePath(lang, `/fiches/${card.slug}`)}>{card.title}</a>
                </h2>
                {card.summary && <p className="muted">{card.summary}</p>}
                <p className="tile-footer">
                  <StatusBadge lang={lang} status={card.status} />
                  {card.domain_label ? <span className="xp-chip">{t.catalogue.xp}</span> : <span className="xp-chip none">{t.catalogue.noXp}</span>}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
