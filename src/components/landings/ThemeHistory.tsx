/**
 * The history of the selected theme's settings (decision 029), newest first: when, who, what
 * changed, and "restore the state before" on each row (Ghost's post history, Puck's undo: one
 * click, the page regenerated at once). Loaded again whenever the theme changes (its updated_at).
 * A restore asks first, naming the later changes it undoes too (issue 39); the restore itself,
 * with the confirmation when it would empty /, is the editor's (onRestore).
 */
import { useEffect, useState } from 'react';
import { themeHistory, type HistoryEntry, type Theme } from './editor-api.ts';
import { funnelUi } from '#i18n/ui-landings-funnel.ts';
import { landingsUi } from '#i18n/ui-landings.ts';
import { movedBlocks } from './moved-blocks.ts';
import type { Lang } from '#i18n/lang.ts';
import { formatDateTime } from '#i18n/format.ts';

type Settings = HistoryEntry['before'];

function when(iso: string, lang: Lang): string {
  return formatDateTime(iso, lang, { date: 'medium' });
}

/** "Actif : oui → non", "Blocs : masqués : Photo", … one line per field that changed. */
function describe(entry: HistoryEntry, lang: Lang): string[] {
  const t = funnelUi[lang];
  const blockName = (id: string) => landingsUi[lang].blockNames[id] ?? id;
  const yesNo = (on: boolean) => (on ? t.yes : t.no);
  // An uploaded image is named by what it shows (its alt text, issue 39); undescribed, by its file
  // (content-derived, so the same image keeps its name).
  const quoted = (text: string) => (lang === 'en' ? `“${text}”` : `«\u00a0${text}\u00a0»`);
  const image = (s: Settings) => {
    if (!s.image_url) return t.themePhoto;
    const alts = entry.image_alts[s.image_url];
    const alt = (lang === 'en' ? alts?.alt_en || alts?.alt : alts?.alt || alts?.alt_en)?.trim();
    return alt ? t.photoNamed(quoted(alt)) : t.uploadedImage(quoted(s.image_url.split('/').pop()!.slice(0, 8)));
  };
  const colon = lang === 'en' ? ':' : '\u00a0:';
  return entry.changed.map((field) => {
    const label = `${t.fields[field]}${colon} `;
    if (field === 'actif' || field === 'est_accueil') return `${label}${yesNo(entry.before[field])} → ${yesNo(entry.after[field])}`;
    if (field === 'image_url') return `${label}${image(entry.before)} → ${image(entry.after)}`;
    const on = (s: Settings) => new Set(s.blocks_config.blocks.filter((b) => b.enabled).map((b) => b.id));
    const before = on(entry.before);
    const after = on(entry.after);
    const shown = [...after].filter((id) => !before.has(id)).map(blockName);
    const hidden = [...before].filter((id) => !after.has(id)).map(blockName);
    const moves = movedBlocks(entry.before.blocks_config.blocks.map((b) => b.id), entry.after.blocks_config.blocks.map((b) => b.id)).map((m) => t.blockMoved(blockName(m.id), m.from, m.to));
    const parts = [shown.length ? t.blocksShown(shown) : '', hidden.length ? t.blocksHidden(hidden) : '', moves.length ? t.blocksOrder(moves) : ''].filter(Boolean);
    return `${label}${parts.join(lang === 'en' ? '; ' : '\u202f; ')}`;
  });
}

export default function ThemeHistory({ lang, theme, busy, onRestore }: { lang: Lang; theme: Theme; busy: boolean; onRestore: (entry: HistoryEntry) => void }) {
  const t = funnelUi[lang];
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setFailed(false);
    themeHistory(theme.slug).then(
      (list) => current && setEntries(list),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [theme.slug, theme.updated_at]);

  return (
    <section aria-labelledby="history-heading" className="theme-history" data-testid="theme-history">
      <h3 id="history-heading">{t.historyTitle}</h3>
      <p className="hint">{t.historyHelp}</p>
      {failed && <p className="field-error">{t.historyFailed}</p>}
      {!failed && entries === null && <p className="muted">{t.historyLoading}</p>}
      {entries?.length === 0 && <p className="muted">{t.historyEmpty}</p>}
      {entries && entries.length > 0 && (
        <ol className="history-list">
          {entries.map((entry) => (
            <li key={entry.id} data-history={entry.id}>
              <div className="history-meta">
                <time dateTime={entry.changed_at}>{when(entry.changed_at, lang)}</time>
                <span className="muted">{t.by(entry.changed_by)}</span>
                {entry.kind === 'restore' && <span className="badge">{t.kindRestore}</span>}
              </div>
              {entry.kind === 'main_moved' && <p className="muted">{t.kindMainMoved}</p>}
              {entry.kind === 'sync' && <p className="muted">{t.kindSync}</p>}
              {entry.kind === 'restore' && (
                <p className="muted">{(() => {
                  const origin = entries.find((e) => e.id === entry.restored_from);
                  return origin ? t.restoredFrom(when(origin.changed_at, lang)) : t.restoredFromOlder;
                })()}</p>
              )}
              <ul>
                {describe(entry, lang).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {asking === entry.id ? (
                <div className="notice" role="group" aria-labelledby={`restore-ask-${entry.id}`} data-testid="restore-ask">
                  <p id={`restore-ask-${entry.id}`}>{t.restoreAsk(when(entry.changed_at, lang))}</p>
                  {(() => {
                    // Newest first: every entry above this one is a later change the restore undoes too.
                    const later = entries.slice(0, entries.indexOf(entry));
                    return later.length === 0 ? (
                      <p className="muted">{t.restoreNothingElse}</p>
                    ) : (
                      <>
                        <p>{t.restoreAlsoUndoes(later.length)}</p>
                        <ul>
                          {later.map((e) => (
                            <li key={e.id}>{`${when(e.changed_at, lang)}${lang === 'en' ? ': ' : '\u00a0: '}${describe(e, lang).join(lang === 'en' ? '; ' : '\u202f; ')}`}</li>
                          ))}
                        </ul>
                      </>
                    );
                  })()}
                  <p className="form-actions">
                    <button type="button" className="secondary small" disabled={busy} onClick={() => { setAsking(null); onRestore(entry); }}>{t.restoreYes}</button>
                    <button type="button" className="link-button" onClick={() => setAsking(null)}>{t.restoreNo}</button>
                  </p>
                </div>
              ) : (
                <button type="button" className="secondary" disabled={busy} onClick={() => setAsking(entry.id)}>
                  {t.restore}
                  <span className="visually-hidden">{t.restoreContext(when(entry.changed_at, lang))}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
