import { useEffect, useState } from 'react';
import type { DomainLevel } from '../api-types.ts';
import { ui } from '#i18n/ui.ts';
import { formatNumber } from '#i18n/format.ts';
import { levelScale } from './level-display.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  level: DomainLevel;
  /** Draw from this fill (0–1) to the real one once shown (the level-up moment). */
  animateFrom?: number;
  id: string;
}

/**
 * A domain's XP on the cumulative scale (level-display.ts): the fill, a tick where the current
 * level began, the two ends in XP, and the same in words for assistive technology.
 */
export default function LevelMeter({ lang, level, animateFrom, id }: Props) {
  const t = ui[lang].app.levels;
  const scale = levelScale(level.xp, level.level);
  const [fill, setFill] = useState(animateFrom ?? scale.fill);
  useEffect(() => {
    if (animateFrom === undefined) {
      setFill(scale.fill);
      return;
    }
    // Two frames: the start width is painted first, so the transition runs.
    const frame = requestAnimationFrame(() => requestAnimationFrame(() => setFill(scale.fill)));
    return () => cancelAnimationFrame(frame);
  }, [scale.fill, animateFrom]);
  const n = (v: number) => formatNumber(v, lang);
  return (
    <div className="level-meter">
      <div
        className={`meter${scale.justReached ? ' reached' : ''}`}
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={scale.next}
        aria-valuenow={level.xp}
        aria-valuetext={t.barText(n(level.xp), n(scale.next), level.level)}
        data-testid="level-meter"
      >
        <span className="meter-fill" style={{ width: `${(fill * 100).toFixed(1)}%` }} />
        {scale.floorAt > 0 && scale.floorAt < 1 && <span className="meter-tick" style={{ left: `${(scale.floorAt * 100).toFixed(1)}%` }} />}
      </div>
      <p className="level-ends" aria-hidden="true">
        <span>0</span>
        <span>{t.xpOf(n(level.xp), n(scale.next))}</span>
      </p>
    </div>
  );
}
