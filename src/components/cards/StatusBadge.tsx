import type { ActionStatus } from '../api-types.ts';
import { ui } from '#i18n/ui.ts';
import type { Lang } from '#i18n/lang.ts';

/** The action status as a badge; no action yet reads "to do". Colour is never the only cue. */
export default function StatusBadge({ lang, status }: { lang: Lang; status: ActionStatus | null }) {
  const key = status ?? 'a_faire';
  return <span className={`badge badge-${key}`} data-status={key}>{ui[lang].app.status[key]}</span>;
}
