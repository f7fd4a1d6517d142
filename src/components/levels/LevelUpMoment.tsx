import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { DomainLevel, LevelUp } from '../api-types.ts';
import { ui } from '#i18n/ui.ts';
import { formatNumber } from '#i18n/format.ts';
import { XP_PER_ACTION, LEVEL_THRESHOLDS } from '#server/learning/levels/domains.ts';
import { levelName, levelScale } from './level-display.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  levelUp: LevelUp;
  /** The domain's level now (to say what the next level asks). */
  level: DomainLevel | null;
  onDismiss?: () => void;
  /** Extra content (e.g. a link to the home page from the card page). */
  children?: ReactNode;
  testId?: string;
}

/**
 * The level-up as a moment: the bar grows by this action's XP past the tick where the new level
 * begins (the old level's bar filling to the end when the domain's level is not known), the new
 * level's number pops in with its name, and what the next level asks is said. Focused when it appears, so a
 * screen reader announces it; motion is skipped when the person asks for reduced motion.
 */
export default function LevelUpMoment({ lang, levelUp, level, onDismiss, children, testId = 'level-up-banner' }: Props) {
  const t = ui[lang].app;
  const ref = useRef<HTMLDivElement>(null);
  const floor = LEVEL_THRESHOLDS[levelUp.level - 1] ?? 0;
  const previousFloor = LEVEL_THRESHOLDS[levelUp.level - 2] ?? 0;
  // Where the old level's bar stood before this action's XP, on that level's own segment.
  const start = floor > previousFloor ? Math.max(0, Math.min(1, (floor - XP_PER_ACTION - previousFloor) / (floor - previousFloor))) : 0;
  // With the domain's level known, the bar is the level's own cumulative bar (decision 011), drawn
  // from before this action's XP to now: it agrees with "Encore N XP" below it (decision 019).
  const scale = level ? levelScale(level.xp, level.level) : null;
  const from = scale ? Math.max(0, (level!.xp - XP_PER_ACTION) / scale.next) : start;
  const to = scale ? scale.fill : 1;
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    ref.current?.focus();
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setFilled(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  const name = levelName(t.levelNames, levelUp.level);
  return (
    <div className="level-up" role="status" tabIndex={-1} ref={ref} data-testid={testId} data-domain={levelUp.domain}>
      <span className="level-up-badge" aria-hidden="true">{levelUp.level}</span>
      <div className="level-up-body">
        <p className="level-up-title">{t.levels.levelUpTitle}</p>
        <p>{t.levels.levelUpText(levelUp.label, levelUp.level, name)}</p>
        <div className="meter level-up-meter" aria-hidden="true">
          <span className="meter-fill" style={{ width: `${((filled ? to : from) * 100).toFixed(1)}%` }} />
          {scale && scale.floorAt > 0 && scale.floorAt < 1 && <span className="meter-tick" style={{ left: `${(scale.floorAt * 100).toFixed(1)}%` }} />}
        </div>
        {level && level.xp_to_next > 0 && <p className="level-text">{t.levels.toNext(formatNumber(level.xp_to_next, lang), level.level + 1)}</p>}
        {children}
      </div>
      {onDismiss && (
        <button type="button" className="secondary small" onClick={onDismiss}>
          {t.levels.dismiss}
        </button>
      )}
    </div>
  );
}
