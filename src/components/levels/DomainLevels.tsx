import type { DomainLevel } from '../api-types.ts';
import { ui } from '#i18n/ui.ts';
import { formatNumber } from '#i18n/format.ts';
import Icon, { domainIcon } from '../ui/Icon.tsx';
import LevelMeter from './LevelMeter.tsx';
import { levelName, levelScale } from './level-display.ts';
import type { Lang } from '#i18n/lang.ts';

/** The three domains with their level, its name, the XP bar and what the next level asks. */
export default function DomainLevels({ lang, domains, highlight }: { lang: Lang; domains: DomainLevel[]; highlight?: string | null }) {
  const t = ui[lang].app;
  return (
    <ul className="levels">
      {domains.map((d) => {
        const id = `level-${d.domain}`;
        const scale = levelScale(d.xp, d.level);
        return (
          <li key={d.domain} className={`level-row${highlight === d.domain ? ' highlight' : ''}`} data-domain={d.domain} data-testid={id}>
            <div className="level-head">
              <span className="level-label" id={`${id}-label`}>
                <Icon name={domainIcon(d.domain)} />
                {d.label}
              </span>
              <span className="level-badge" data-testid="level">{t.levels.level(d.level)}</span>
            </div>
            <p className="level-name" data-testid="level-name">{levelName(t.levelNames, d.level)}</p>
            <LevelMeter lang={lang} level={d} id={id} />
            <p className="level-text">
              <span data-testid="xp" className="visually-hidden">{formatNumber(d.xp, lang)} XP</span>
              {scale.max ? (
                t.levels.maxLevel
              ) : (
                <>
                  {scale.justReached && <strong className="level-reached">{t.levels.reached(d.level)} </strong>}
                  <span data-testid="xp-to-next">{t.levels.toNext(formatNumber(d.xp_to_next, lang), d.level + 1)}</span>
                </>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
