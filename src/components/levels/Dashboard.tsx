import { useEffect, useRef, useState } from 'react';
import { apiFetch, errorMessage } from '../api-client.ts';
import type { DueReading, LevelUp, LevelsResponse } from '../api-types.ts';
import { takeLevelUp } from '../level-up-store.ts';
import { useHydrated } from '../use-hydrated.ts';
import { ui } from '../../i18n/ui.ts';
import type { PageLang } from '../../i18n/paths.ts';
import DueNow from '../impact/DueNow.tsx';

/** The dashboard: one progress bar per domain, the level-up banner, and the readings due now. */
interface Props {
  lang: PageLang;
  initialLevels: LevelsResponse | null;
  initialDue: DueReading[] | null;
}

export default function Dashboard({ lang, initialLevels, initialDue }: Props) {
  const t = ui[lang].app;
  const hydrated = useHydrated();
  const [levels, setLevels] = useState<LevelsResponse | null>(initialLevels);
  const [error, setError] = useState<string | null>(null);
  const [levelUp, setLevelUp] = useState<LevelUp | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  async function load() {
    setError(null);
    try {
      setLevels(await apiFetch<LevelsResponse>('/api/levels'));
    } catch (e) {
      setError(errorMessage(e, t.common.loadError));
    }
  }

  useEffect(() => {
    setLevelUp(takeLevelUp());
    if (!initialLevels) void load();
  }, []);

  useEffect(() => {
    if (levelUp) bannerRef.current?.focus();
  }, [levelUp]);

  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      <div aria-live="polite">
        {levelUp && (
          <div className="level-up" role="status" tabIndex={-1} ref={bannerRef} data-testid="level-up-banner">
            <span className="level-up-badge" aria-hidden="true">★</span>
            <div>
              <strong>{t.dashboard.levelUpTitle}</strong>
              <p>{t.dashboard.levelUpText(levelUp.label, levelUp.level)}</p>
            </div>
            <button type="button" className="secondary" onClick={() => setLevelUp(null)}>
              {t.dashboard.dismiss}
            </button>
          </div>
        )}
      </div>
      <section className="panel" aria-labelledby="levels-title">
        <h2 id="levels-title">{t.dashboard.levelsTitle}</h2>
        <div aria-live="polite" aria-busy={!levels && !error}>
          {error && (
            <p className="notice error" role="alert">
              {error}{' '}
              <button type="button" className="link-button" onClick={() => void load()}>{t.common.retry}</button>
            </p>
          )}
          {!levels && !error && <p className="muted">{t.common.loading}</p>}
          {levels && (
            <>
              <p className="muted" data-testid="xp-total">{levels.xp_total} {t.dashboard.xpTotal}</p>
              <ul className="levels">
                {levels.domains.map((d) => {
                  const labelId = `level-${d.domain}`;
                  const max = d.xp_to_next === 0 && d.progress >= 1;
                  return (
                    <li key={d.domain} className="level-row" data-domain={d.domain} data-testid={`level-${d.domain}`}>
                      <div className="level-head">
                        <span id={labelId} className="level-label">{d.label}</span>
                        <span className="level-badge" data-testid="level">{t.dashboard.level} {d.level}</span>
                      </div>
                      <progress
                        aria-labelledby={labelId}
                        aria-describedby={`${labelId}-text`}
                        max={100}
                        value={Math.round(d.progress * 100)}
                      />
                      <p id={`${labelId}-text`} className="level-text">
                        <span data-testid="xp">{d.xp} {t.dashboard.xp}</span>
                        {' · '}
                        {max ? t.dashboard.maxLevel : <span data-testid="xp-to-next">{d.xp_to_next} {t.dashboard.toNext}</span>}
                      </p>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>
      </section>
      <DueNow lang={lang} initialDue={initialDue} />
    </div>
  );
}
