import { useEffect, useState, type ReactNode } from 'react';
import type { LevelUp } from '../api-types.ts';
import type { HomeView } from '#server/site/home/home-view.ts';
import { takeLevelUp } from '../level-up-store.ts';
import { useHydrated } from '../use-hydrated.ts';
import { ui } from '#i18n/ui.ts';
import { pagePath } from '#i18n/paths.ts';
import { formatDate, formatNumber, formatRelativeDays } from '#i18n/format.ts';
import Icon, { domainIcon } from '../ui/Icon.tsx';
import DomainLevels from '../levels/DomainLevels.tsx';
import LevelUpMoment from '../levels/LevelUpMoment.tsx';
import StatusBadge from '../cards/StatusBadge.tsx';
import NoticeList, { type Notice } from '../notifications/NoticeList.tsx';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  firstName: string;
  home: HomeView;
  /** Unread notices (decision 016), shown first. */
  notices?: { unread: number; notices: Notice[] };
  /** Server-rendered blocks for the side column (the "Nouveautés"). */
  children?: ReactNode;
}

/**
 * "Mon atelier": a greeting, then what to do next — continue the actions in progress, record
 * the readings due, follow the active parcours — the domains and their levels, and every action.
 * An empty account gets three starter cards instead. Rendered by the server; the island adds the
 * level-up moment carried over from the card page.
 */
export default function Home({ lang, firstName, home, notices, children }: Props) {
  const t = ui[lang].app;
  const h = t.home;
  const hydrated = useHydrated();
  const [levelUp, setLevelUp] = useState<LevelUp | null>(null);
  useEffect(() => setLevelUp(takeLevelUp()), []);
  const isNew = home.actions.length === 0;
  const card = (slug: string) => pagePath(lang, `/fiches/${slug}`);
  const lead = isNew ? h.leadNew : h.leadActive(home.in_progress.length, home.done_count);

  return (
    <div className="home" data-hydrated={hydrated ? 'true' : undefined}>
      <header className="page-header">
        <h1>{h.greeting(firstName)}</h1>
        {lead && <p className="lead" data-testid="home-lead">{lead}</p>}
      </header>

      {notices && <NoticeList lang={lang} initial={notices.notices} unread={notices.unread} />}

      <div aria-live="polite">
        {levelUp && (
          <LevelUpMoment lang={lang} levelUp={levelUp} level={home.levels.domains.find((d) => d.domain === levelUp.domain) ?? null} onDismiss={() => setLevelUp(null)} />
        )}
      </div>

      <div className="home-grid">
        <div className="home-main">
          {isNew && home.starters.length > 0 && (
            <section className="section" aria-labelledby="starters-title" data-testid="starters">
              <div className="section-head">
                <h2 id="starters-title">{h.startersTitle}</h2>
                <a href={pagePath(lang, '/catalogue')}>{h.browseCatalogue}</a>
              </div>
              <p className="muted">{h.startersIntro}</p>
              <ul className="grid-auto">
                {home.starters.map((s) => (
                  <li key={s.id} className="tile card-tile" data-domain={s.domain ?? undefined} data-slug={s.slug}>
                    <span className="domain-chip" data-domain={s.domain ?? 'none'}><Icon name={domainIcon(s.domain)} />{s.domain_label ?? t.common.noDomain}</span>
                    <h3><a className="tile-link" href={card(s.slug)}>{s.title}</a></h3>
                    <p className="muted">{s.summary}</p>
                    <p className="tile-footer"><span className="xp-chip">{t.catalogue.xp}</span></p>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {!isNew && (
            <section className="section" aria-labelledby="continue-title" data-testid="continue">
              <div className="section-head">
                <h2 id="continue-title">{h.continueTitle}</h2>
              </div>
              {home.in_progress.length === 0 ? (
                <p className="panel">
                  {h.continueNone} <a href={pagePath(lang, '/catalogue')}>{h.catalogueCta}</a>
                </p>
              ) : (
                <ul className="grid-auto">
                  {home.in_progress.map((a) => (
                    <li key={a.card_id} className="tile card-tile" data-domain={a.domain ?? undefined} data-slug={a.slug}>
                      <span className="domain-chip" data-domain={a.domain ?? 'none'}><Icon name={domainIcon(a.domain)} />{a.domain_label ?? t.common.noDomain}</span>
                      <h3><a className="tile-link" href={card(a.slug)}>{a.title}</a></h3>
                      <p className="tile-footer">
                        {a.steps.total > 0 && <span className="badge badge-a_faire">{h.stepsDone(a.steps.done, a.steps.total)}</span>}
                        {a.required_left > 0 && <span className="badge badge-en_cours">{h.requiredLeft(a.required_left)}</span>}
                        {a.can_finish && <span className="badge badge-validee"><Icon name="check" />{h.readyToFinish}</span>}
                        <span className="tile-cta" aria-hidden="true">{h.continueCta} <Icon name="arrow_right" /></span>
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}

          {!isNew && (
            <section className="section" aria-labelledby="due-title" data-testid="due-now">
              <h2 id="due-title">{h.dueTitle}</h2>
              {home.due.length === 0 ? (
                <p className="muted">{h.dueEmpty}</p>
              ) : (
                <ul className="due-list panel">
                  {home.due.map((d) => (
                    <li key={`${d.card_id}-${d.metric}`} data-first={d.first ? 'true' : undefined}>
                      <Icon name={d.first ? 'sparkles' : 'calendar'} />
                      <div>
                        <a href={`${card(d.card_slug)}#impact`}>{d.card_title}</a>
                        <span className="muted small-text">
                          {' — '}
                          {d.first ? h.firstReading : <>{d.label}, {h.dueSince(formatDate(d.next_at, lang), formatRelativeDays(d.next_at, home.today, lang))}</>}
                        </span>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}

        </div>

        <div className="home-side">
          <section className="section" aria-labelledby="parcours-title" data-testid="home-parcours">
            <h2 id="parcours-title">{h.parcoursTitle}</h2>
            {home.parcours.active.length === 0 ? (
              <p className="panel">
                {h.parcoursNone} <a href={pagePath(lang, '/mes-parcours')}>{h.parcoursBrowse}</a>
              </p>
            ) : (
              home.parcours.active.map((p) => (
                <div key={p.id} className="panel parcours-next" data-parcours={p.id}>
                  <h3><a href={pagePath(lang, `/mes-parcours/${p.id}`)}>{p.title}</a></h3>
                  <div className="meter" role="progressbar" aria-label={p.title} aria-valuemin={0} aria-valuemax={p.progress.total} aria-valuenow={p.progress.done} aria-valuetext={t.parcours.progress(p.progress.done, p.progress.total)}>
                    <span className="meter-fill" style={{ width: `${p.progress.total ? (100 * p.progress.done) / p.progress.total : 0}%` }} />
                  </div>
                  <p className="level-text">{t.parcours.progress(p.progress.done, p.progress.total)}</p>
                  {p.next ? (
                    <p className="parcours-next-card" data-domain={p.next.domain ?? undefined}>
                      <span className="muted small-text">{h.parcoursNext}</span>
                      <a className="button secondary" href={card(p.next.slug)}><Icon name={domainIcon(p.next.domain)} />{p.next.title}</a>
                    </p>
                  ) : (
                    <p>{h.parcoursDone}</p>
                  )}
                </div>
              ))
            )}
          </section>
          <section className="section" aria-labelledby="levels-title" data-testid="home-levels">
            <div className="section-head">
              <h2 id="levels-title">{t.levels.title}</h2>
              <span className="muted small-text" data-testid="xp-total">{t.levels.xpTotal(formatNumber(home.levels.xp_total, lang))}</span>
            </div>
            <DomainLevels lang={lang} domains={home.levels.domains} highlight={levelUp?.domain ?? null} />
          </section>
          {children && <div className="section">{children}</div>}
        </div>
      </div>
      {!isNew && home.actions.length > 0 && (
        <section className="section" aria-labelledby="actions-title">
          <h2 id="actions-title">{h.allActionsTitle}</h2>
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t.actionsList.card}</th>
                  <th scope="col" className="hide-narrow">{t.actionsList.domain}</th>
                  <th scope="col">{t.actionsList.status}</th>
                  <th scope="col" className="hide-narrow">{t.actionsList.updated}</th>
                </tr>
              </thead>
              <tbody>
                {home.actions.map((a) => (
                  <tr key={a.id} data-slug={a.card_slug}>
                    <th scope="row"><a href={card(a.card_slug)}>{a.card_title}</a></th>
                    <td className="hide-narrow">{a.domain ? (t.domains[a.domain] ?? a.domain) : t.common.noDomain}</td>
                    <td><StatusBadge lang={lang} status={a.status} /></td>
                    <td className="hide-narrow"><time dateTime={String(a.updated_at)}>{formatDate(String(a.updated_at), lang, 'medium')}</time></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
