/**
 * The theme editor (decision 007), admin only: the themes with their image, active and main
 * switches, order by drag and drop or keyboard, and for the selected theme its blocks, image and a
 * live preview of the baked page. Every change is saved at once and confirmed in a live region;
 * a failure is shown and the list goes back to what the server holds.
 */
import { useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import SortableList from './SortableList.tsx';
import ThemeDetails from './ThemeDetails.tsx';
import ConfirmHomeDialog, { type HomeChange } from './ConfirmHomeDialog.tsx';
import { rebakeAll, reorderThemes, restoreTheme, updateTheme, type HistoryEntry, type RebakeReport, type Theme } from './editor-api.ts';
import { funnelUi } from '#i18n/ui-landings-funnel.ts';
import { ApiError, errorMessage } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import { landingsUi } from '#i18n/ui-landings.ts';
import type { Lang } from '#i18n/lang.ts';

export type Notice = { kind: 'success' | 'error'; text: string } | null;

export default function ThemeEditor({ lang, initialThemes }: { lang: Lang; initialThemes: Theme[] }) {
  const t = landingsUi[lang];
  const hydrated = useHydrated();
  const [themes, setThemes] = useState(initialThemes);
  const [selected, setSelected] = useState(initialThemes[0]?.slug ?? null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<RebakeReport | null>(null);
  const [homeChange, setHomeChange] = useState<HomeChange | null>(null);
  /** A restore refused because its image is gone: offer to restore the rest (decision 041). */
  const [imageGone, setImageGone] = useState<{ slug: string; id: string; message: string } | null>(null);
  const name = (theme: Theme) => (lang === 'en' ? theme.title_en : theme.title);

  const fail = (error: unknown) => setNotice({ kind: 'error', text: `${t.failed}${lang === 'en' ? ':' : '\u00a0:'} ${errorMessage(error, t.failed)}` });

  /** Saves one theme's change; the answer replaces it (and main on clears the others' flag). */
  function save(slug: string, body: Parameters<typeof updateTheme>[1], confirm: (theme: Theme) => string) {
    return run(slug, () => updateTheme(slug, body), confirm);
  }

  async function run(slug: string, call: () => Promise<Theme>, confirm: (theme: Theme) => string, refused?: (error: unknown) => boolean) {
    setBusy(true);
    setImageGone(null);
    setNotice({ kind: 'success', text: t.saving });
    try {
      const updated = await call();
      setThemes((list) => list.map((theme) => (theme.slug === slug ? updated : updated.est_accueil ? { ...theme, est_accueil: false } : theme)));
      setNotice({ kind: 'success', text: confirm(updated) });
      return updated;
    } catch (error) {
      if (refused?.(error)) setNotice(null);
      else fail(error);
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** A switch of the list; switching off the theme shown at / is confirmed first. */
  function toggle(theme: Theme, kind: 'actif' | 'main', on: boolean) {
    if (!on && theme.actif && theme.est_accueil) {
      setHomeChange({ slug: theme.slug, name: name(theme), kind });
      return;
    }
    void apply(theme.slug, kind, on);
  }

  function apply(slug: string, kind: 'actif' | 'main', on: boolean) {
    return kind === 'actif'
      ? save(slug, { actif: on }, (u) => t.saved.actif(name(u), u.actif))
      : save(slug, { est_accueil: on }, (u) => t.saved.main(name(u), u.est_accueil));
  }

  /** Back to the state before a change of the history (decision 029); confirmed if it empties /. */
  function restore(theme: Theme, entry: HistoryEntry) {
    if (theme.actif && theme.est_accueil && !(entry.before.actif && entry.before.est_accueil)) {
      setHomeChange({ slug: theme.slug, name: name(theme), kind: 'restore', entryId: entry.id });
      return;
    }
    void applyRestore(theme.slug, entry.id);
  }

  function applyRestore(slug: string, id: string, keepImage = false) {
    const f = funnelUi[lang];
    return run(
      slug,
      () => restoreTheme(slug, id, keepImage),
      (u) => (keepImage ? f.restoredWithoutImage(name(u)) : f.restored(name(u))),
      (error) => {
        const gone = error instanceof ApiError && error.code === 'landing_image_gone';
        if (gone) setImageGone({ slug, id, message: error.message });
        return gone;
      },
    );
  }

  async function move(from: number, to: number) {
    if (to < 0 || to >= themes.length || from === to) return;
    const previous = themes;
    const next = arrayMove(themes, from, to);
    setThemes(next);
    setBusy(true);
    try {
      setThemes(await reorderThemes(next.map((theme) => theme.slug)));
      setNotice({ kind: 'success', text: t.saved.order });
    } catch (error) {
      setThemes(previous);
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function rebake() {
    setBusy(true);
    setReport(null);
    setNotice({ kind: 'success', text: t.rebaking });
    try {
      const result = await rebakeAll();
      setReport(result);
      setNotice({ kind: result.ok ? 'success' : 'error', text: t.rebaked(result.baked.length, result.duration_ms) });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const current = themes.find((theme) => theme.slug === selected) ?? null;
  return (
    <div className="theme-editor" data-hydrated={hydrated ? 'true' : 'false'}>
      <div className={`notice ${notice?.kind === 'error' ? 'error' : 'success'}${notice ? '' : ' visually-hidden'}`} role="status" aria-live="polite" data-testid="editor-status">
        {notice?.text ?? ''}
      </div>
      {imageGone && (
        <div className="notice warn" role="alert" data-testid="restore-image-gone">
          <p>{imageGone.message}</p>
          <p className="cluster">
            <button type="button" disabled={busy} onClick={() => void applyRestore(imageGone.slug, imageGone.id, true)}>{funnelUi[lang].restoreWithoutImage}</button>
            <button type="button" className="secondary" onClick={() => setImageGone(null)}>{funnelUi[lang].restoreCancel}</button>
          </p>
        </div>
      )}
      {!themes.some((theme) => theme.est_accueil && theme.actif) && <p className="muted">{t.noMain}</p>}
      <div className="theme-editor-grid">
        <section aria-labelledby="themes-heading">
          <h2 id="themes-heading">{t.listTitle}</h2>
          <p className="hint" id="themes-help">{t.listHelp}</p>
          <SortableList
            lang={lang}
            label={t.listTitle}
            className="theme-list"
            items={themes}
            idOf={(theme) => theme.slug}
            nameOf={name}
            onMove={move}
            renderItem={(theme, index, handle) => (
              <div className={`theme-row${theme.slug === selected ? ' is-selected' : ''}`} data-theme={theme.slug}>
                <button type="button" className="drag-handle" aria-label={t.dragHandle(name(theme))} aria-describedby="themes-help" {...handle}>
                  <span aria-hidden="true">⠿</span>
                </button>
                {theme.image ? <img className="theme-thumb" src={theme.image.small_url ?? theme.image.url} alt={t.thumbAlt(name(theme))} width={96} height={64} loading="lazy" /> : <span className="theme-thumb" />}
                <div className="theme-row-main">
                  <strong>{name(theme)}</strong>
                  <span className="muted"> /{theme.slug}</span>
                  {!theme.actif && <span className="muted"> — {t.inactiveNote}</span>}
                  {theme.est_accueil && theme.actif && <span className="badge badge-validee">{t.mainNote}</span>}
                  <div className="theme-switches">
                    <label className="switch">
                      <input type="checkbox" role="switch" checked={theme.actif} disabled={busy || !hydrated} onChange={(e) => toggle(theme, 'actif', e.target.checked)} />
                      {t.active}
                    </label>
                    <label className="switch">
                      <input type="checkbox" role="switch" checked={theme.est_accueil} disabled={busy || !hydrated} onChange={(e) => toggle(theme, 'main', e.target.checked)} />
                      {t.main}
                    </label>
                  </div>
                  <div className="theme-actions">
                    <button type="button" className="secondary" aria-pressed={theme.slug === selected} onClick={() => setSelected(theme.slug)}>
                      {theme.slug === selected ? t.editing : t.edit}<span className="visually-hidden"> {name(theme)}</span>
                    </button>
                    <button type="button" className="move-button" disabled={busy || index === 0} onClick={() => move(index, index - 1)} aria-label={t.moveUp(name(theme))}>↑</button>
                    <button type="button" className="move-button" disabled={busy || index === themes.length - 1} onClick={() => move(index, index + 1)} aria-label={t.moveDown(name(theme))}>↓</button>
                    {theme.actif && <a href={theme.url}>{t.view}<span className="visually-hidden"> {name(theme)}</span></a>}
                  </div>
                </div>
              </div>
            )}
          />
          <p>
            <button type="button" onClick={rebake} disabled={busy || !hydrated} aria-describedby="rebake-help">{t.rebake}</button>{' '}
            <span className="hint" id="rebake-help">{t.rebakeHelp}</span>
          </p>
          {report && (
            <ul className="rebake-report" aria-label={t.rebake}>
              {report.results.map((r) => (
                <li key={r.slug} className={r.status === 'failed' ? 'field-error' : undefined}>
                  {r.status === 'failed' ? t.rebakeFailed(r.slug, r.error?.message ?? '') : `${r.slug} ✓`}
                </li>
              ))}
            </ul>
          )}
        </section>
        <ConfirmHomeDialog
          t={t}
          change={homeChange}
          onCancel={() => setHomeChange(null)}
          onConfirm={() => {
            const change = homeChange;
            setHomeChange(null);
            if (change?.kind === 'restore') void applyRestore(change.slug, change.entryId!);
            else if (change) void apply(change.slug, change.kind, false);
          }}
        />
        {current && <ThemeDetails key={current.slug} lang={lang} theme={current} busy={busy || !hydrated} onSave={save} onRestore={(entry) => restore(current, entry)} clearNotice={() => setNotice(null)} name={name(current)} />}
      </div>
    </div>
  );
}
