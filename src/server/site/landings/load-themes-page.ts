/**
 * Everything the theme editor page (/admin/themes) renders (decision 046): every theme, and the
 * landing funnel's counts of the last flush (decision 029).
 */
import { getDb } from '#server/platform/db/client.ts';
import { listThemes, type ThemeDisplay } from './list-themes.ts';
import { landingFunnel, type Funnel } from './funnel-stats.ts';

export interface ThemesPage {
  themes: ThemeDisplay[];
  funnel: Funnel;
}

export async function loadThemesPage(): Promise<ThemesPage> {
  const db = await getDb();
  const themes = await listThemes(db);
  const funnel = await landingFunnel(db);
  return { themes, funnel };
}
