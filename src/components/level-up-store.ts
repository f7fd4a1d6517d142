/**
 * The level-up moment travels from the card page (where the PUT answered `level_up`) to the
 * dashboard through sessionStorage, so the dashboard can celebrate it once.
 */
import type { LevelUp } from './api-types.ts';

const KEY = 'atelier.levelUp';

export function rememberLevelUp(levelUp: LevelUp): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(levelUp));
  } catch {
    // storage disabled: the card page already showed the message
  }
}

export function takeLevelUp(): LevelUp | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    sessionStorage.removeItem(KEY);
    const value = JSON.parse(raw) as LevelUp;
    return typeof value?.label === 'string' && typeof value.level === 'number' ? value : null;
  } catch {
    return null;
  }
}
