/** The selected theme: its blocks (switches and order), its image (upload with progress), the live preview and the history. */
import { useEffect, useRef, useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import SortableList from './SortableList.tsx';
import ThemeHistory from './ThemeHistory.tsx';
import { uploadImage, type HistoryEntry, type Theme, type updateTheme } from './editor-api.ts';
import { ApiError, errorMessage } from '../api-client.ts';
import { appTexts } from '#i18n/ui-app.ts';
import { landingsUi } from '#i18n/ui-landings.ts';
import '#src/styles/files.css';
import type { Lang } from '#i18n/lang.ts';

type Save = (slug: string, body: Parameters<typeof updateTheme>[1], confirm: (theme: Theme) => string) => Promise<Theme | null>;

interface Props {
  lang: Lang;
  theme: Theme;
  name: string;
  busy: boolean;
  onSave: Save;
  onRestore: (entry: HistoryEntry) => void;
  /** Empties the editor's status line (an upload's outcome is said at the field only). */
  clearNotice: () => void;
}

export default function ThemeDetails({ lang, theme, name, busy, onSave, onRestore, clearNotice }: Props) {
  const t = landingsUi[lang];
  const [blocks, setBlocks] = useState(theme.blocks);
  const [previewLang, setPreviewLang] = useState<Lang>(lang);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [description, setDescription] = useState({ alt: '', alt_en: '' });
  const fileInput = useRef<HTMLInputElement>(null);
  const blockName = (id: string) => t.blockNames[id] ?? id;

  // A change saved from elsewhere (a restore from the history, the image reset) is the new truth:
  // the blocks follow it, and an earlier upload error no longer describes the theme.
  useEffect(() => {
    setBlocks(theme.blocks);
    setUploadError(null);
  }, [theme.updated_at]); // only when the stored theme changes, not on every local edit

  async function saveBlocks(next: Theme['blocks']) {
    const previous = blocks;
    setBlocks(next);
    const saved = await onSave(theme.slug, { blocks_config: { blocks: next.map(({ id, enabled }) => ({ id, enabled })) } }, () => t.saved.blocks(name));
    setBlocks(saved ? saved.blocks : previous);
  }

  /**
   * An upload's failure is said once, at the field (role=alert). It used to be said twice, and
   * differently: also in the editor's status line as "saving failed" (a save that never happened),
   * next to a success message of the previous change still showing. So: the status line is emptied
   * when an upload starts and never told of the upload's own failure; only the save that follows a
   * good upload reports there (saved, or its own failure).
   */
  async function upload(file: File) {
    setUploadError(null);
    clearNotice();
    const words = { alt: description.alt.trim(), alt_en: description.alt_en.trim() };
    if (!words.alt || !words.alt_en) {
      if (fileInput.current) fileInput.current.value = '';
      setUploadError(t.describeFirst);
      document.getElementById(`${words.alt ? 'alt-en' : 'alt'}-${theme.slug}`)?.focus();
      return;
    }
    setProgress(0);
    let image: Awaited<ReturnType<typeof uploadImage>>;
    try {
      image = await uploadImage(file, words, setProgress);
    } catch (error) {
      // The server's own words for a refusal; ours (the app's) for no answer, an expired session
      // or a failure without a message; a 413 without a body (a proxy) is still "too large".
      const words = error instanceof ApiError && error.code === 'file_too_large' && !error.message ? t.uploadTooLarge : errorMessage(error, appTexts[lang].errors);
      setUploadError(`${t.uploadFailed}${lang === 'en' ? ':' : '\u00a0:'} ${words}`);
      return;
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
    setDescription({ alt: '', alt_en: '' });
    await onSave(theme.slug, { image_url: image.url }, () => t.saved.image(name));
  }

  const previewSrc = `/api/admin-landing-themes/${theme.slug}/preview?lang=${previewLang}&v=${encodeURIComponent(theme.baked_at ?? '')}`;
  return (
    <section aria-labelledby="details-heading" className="theme-details">
      <h2 id="details-heading">{name}</h2>

      <h3 id="blocks-heading">{t.blocksTitle}</h3>
      <p className="hint">{t.blocksHelp}</p>
      <SortableList
        lang={lang}
        label={t.blocksTitle}
        className="block-list"
        items={blocks}
        idOf={(b) => b.id}
        nameOf={(b) => blockName(b.id)}
        onMove={(from, to) => saveBlocks(arrayMove(blocks, from, to))}
        renderItem={(block, index, handle) => (
          <div className="block-row" data-block={block.id}>
            <button type="button" className="drag-handle" aria-label={t.dragBlock(blockName(block.id))} {...handle}>
              <span aria-hidden="true">⠿</span>
            </button>
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                checked={block.enabled}
                disabled={busy || (!block.available && !block.enabled)}
                onChange={(e) => saveBlocks(blocks.map((b) => (b.id === block.id ? { ...b, enabled: e.target.checked } : b)))}
                aria-label={t.showBlock(blockName(block.id))}
              />
              {blockName(block.id)}
            </label>
            {!block.available && <span className="muted"> — {t.blockUnavailable}</span>}
            <span className="block-move">
              <button type="button" className="move-button" disabled={busy || index === 0} onClick={() => saveBlocks(arrayMove(blocks, index, index - 1))} aria-label={t.moveUp(blockName(block.id))}>↑</button>
              <button type="button" className="move-button" disabled={busy || index === blocks.length - 1} onClick={() => saveBlocks(arrayMove(blocks, index, index + 1))} aria-label={t.moveDown(blockName(block.id))}>↓</button>
            </span>
          </div>
        )}
      />

      <h3>{t.imageTitle}</h3>
      <div className="theme-image">
        {theme.image && <img src={theme.image.small_url ?? theme.image.url} alt={t.thumbAlt(name)} width={240} height={Math.round((240 * theme.image.height) / theme.image.width)} />}
        <div>
          <p className="muted">{theme.image?.from_files ? t.imageFromFiles : t.imageUploaded}</p>
          {theme.image && <p className="image-alt">{theme.image[lang === 'en' ? 'alt_en' : 'alt'] ? t.imageSays(theme.image[lang === 'en' ? 'alt_en' : 'alt']!) : t.imageUndescribed}</p>}
          <h4>{t.newImageTitle}</h4>
          <p className="hint" id={`alt-help-${theme.slug}`}>{t.newImageHelp}</p>
          <p className="field">
            <label htmlFor={`alt-${theme.slug}`}>{t.altLabel}</label>
            <input id={`alt-${theme.slug}`} type="text" lang="fr" maxLength={250} value={description.alt} onChange={(e) => setDescription({ ...description, alt: e.target.value })} aria-describedby={`alt-help-${theme.slug}`} disabled={busy || progress !== null} />
          </p>
          <p className="field">
            <label htmlFor={`alt-en-${theme.slug}`}>{t.altEnLabel}</label>
            <input id={`alt-en-${theme.slug}`} type="text" lang="en" maxLength={250} value={description.alt_en} onChange={(e) => setDescription({ ...description, alt_en: e.target.value })} aria-describedby={`alt-help-${theme.slug}`} disabled={busy || progress !== null} />
          </p>
          <p className="drop-line">
            <input id={`image-${theme.slug}`} ref={fileInput} type="file" className="file-input" accept="image/*" disabled={busy || progress !== null} onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])} aria-describedby={uploadError ? `image-error-${theme.slug}` : undefined} />
            <label htmlFor={`image-${theme.slug}`} className="button secondary file-button">{t.imagePick}</label>
          </p>
          {progress !== null && (
            <p>
              <label htmlFor={`progress-${theme.slug}`}>{t.imageProgress}</label>
              <progress id={`progress-${theme.slug}`} max={1} value={progress}>{Math.round(progress * 100)} %</progress>
            </p>
          )}
          {uploadError && <p className="field-error" id={`image-error-${theme.slug}`} role="alert">{uploadError}</p>}
          {theme.image_url && (
            <button type="button" className="secondary" disabled={busy} onClick={() => onSave(theme.slug, { image_url: null }, () => t.saved.image(name))}>
              {t.imageReset}
            </button>
          )}
        </div>
      </div>

      <h3>{t.previewTitle}</h3>
      <div className="preview-tabs" role="group" aria-label={t.previewTitle}>
        {(['fr', 'en'] as const).map((l) => (
          <button key={l} type="button" className={previewLang === l ? undefined : 'secondary'} aria-pressed={previewLang === l} onClick={() => setPreviewLang(l)}>
            {l === 'fr' ? t.french : t.english}
          </button>
        ))}
      </div>
      <iframe className="theme-preview" key={previewSrc} src={previewSrc} title={t.previewFrame(name, previewLang === 'fr' ? t.french : t.english)} sandbox="allow-same-origin" loading="lazy" />

      <ThemeHistory lang={lang} theme={theme} busy={busy} onRestore={onRestore} />
    </section>
  );
}
