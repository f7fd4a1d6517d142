/**
 * Step 2 of the application: up to 10 photos of the prospect's work, uploaded one after the
 * other with `type=candidature` (no session needed) while the form is being filled; the
 * application names them by id when it is sent (POST /api/candidatures attaches them).
 *
 * - The file picker takes several photos at once; `accept="image/*"` offers the camera roll on a
 *   phone. Dropping files on the zone does the same.
 * - Each photo being sent has its own progress bar; a refusal (HEIC, too large…) is shown beside
 *   it in the page's language, and the others go on.
 * - Thumbnails come from the browser's own copy of the file (`URL.createObjectURL`): a prospect
 *   who is not signed in may not read the uploads back (decision 008). A photo restored from the
 *   draft after a reload shows its name until then, or the stored file when the owner is signed in.
 * - Order: buttons (keyboard, screen readers) and dragging a thumbnail onto another.
 */
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { ApplicationTexts } from '#i18n/ui-applications.ts';
import { filesUi } from '#i18n/ui-files.ts';
import { refuseBeforeSending, uploadErrorText, uploadFile } from '../files/upload-client.ts';
import { MAX_PHOTOS, type PhotoEntry } from './form-model.ts';
import { FieldError } from './fields.tsx';
import '#src/styles/files.css';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  t: ApplicationTexts;
  photos: PhotoEntry[];
  /** Functional update: uploads finish after renders, so they must never work on a stale list. */
  updatePhotos: (change: (photos: PhotoEntry[]) => PhotoEntry[]) => void;
  /** Reports whether photos are still being sent (the form waits for them). */
  onBusyChange: (busy: boolean) => void;
  /** The signed-in owner can read their uploads back (thumbnails after a reload). */
  signedIn: boolean;
  error?: string;
}

interface Sending {
  key: string;
  name: string;
  preview: string;
  progress: number;
  error?: string;
}

let counter = 0;

export default function PhotoPicker({ lang, t, photos, updatePhotos, onBusyChange, signedIn, error }: Props) {
  const f = t.form.fields;
  const files = filesUi[lang];
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending[]>([]);
  const [over, setOver] = useState(false);
  const [status, setStatus] = useState<string>('');
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [unreadable, setUnreadable] = useState<Record<string, true>>({});
  const dragged = useRef<number | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const inFlight = sending.filter((s) => !s.error).length;

  useEffect(() => onBusyChange(inFlight > 0), [inFlight]);
  // The browser's copies are released when the step is left.
  const previewsRef = useRef(previews);
  previewsRef.current = previews;
  useEffect(() => () => Object.values(previewsRef.current).forEach((url) => URL.revokeObjectURL(url)), []);

  function add(list: FileList | File[]) {
    const chosen = Array.from(list);
    if (chosen.length === 0) return;
    const room = MAX_PHOTOS - photos.length - inFlight;
    const taken = chosen.slice(0, Math.max(0, room));
    setStatus(chosen.length > taken.length ? f.tooManyPhotos(chosen.length - taken.length) : '');
    for (const file of taken) {
      counter += 1;
      const item: Sending = { key: `s${counter}`, name: file.name, preview: URL.createObjectURL(file), progress: 0 };
      const refused = refuseBeforeSending(file, true, files);
      setSending((s) => [...s, refused ? { ...item, error: refused } : item]);
      if (refused) continue;
      // One at a time: a phone on a weak connection sends each photo faster than all at once.
      queue.current = queue.current.then(() => send(item, file));
    }
    if (input.current) input.current.value = '';
  }

  async function send(item: Sending, file: File) {
    const change = (patch: Partial<Sending>) => setSending((s) => s.map((x) => (x.key === item.key ? { ...x, ...patch } : x)));
    setStatus(f.uploadingPhoto(file.name));
    try {
      const record = await uploadFile({ type: 'candidature' }, file, (progress) => change({ progress }));
      const name = record.original_name || file.name;
      setPreviews((p) => ({ ...p, [record.id]: item.preview }));
      updatePhotos((list) => (list.length < MAX_PHOTOS ? [...list, { id: record.id, name, url: record.url }] : list));
      setSending((s) => s.filter((x) => x.key !== item.key));
      setStatus(f.photoAdded(name));
    } catch (failure) {
      change({ error: uploadErrorText(failure, files, true) });
      setStatus('');
    }
  }

  function dismiss(item: Sending) {
    URL.revokeObjectURL(item.preview);
    setSending((s) => s.filter((x) => x.key !== item.key));
  }

  function remove(index: number) {
    const photo = photos[index]!;
    updatePhotos((list) => list.filter((p) => p.id !== photo.id));
    setStatus(f.photoRemoved(photo.name));
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    const photo = photos[from]!;
    updatePhotos((list) => {
      const next = list.filter((p) => p.id !== photo.id);
      next.splice(to, 0, photo);
      return next;
    });
    setStatus(f.photoMoved(photo.name, to + 1));
  }

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');
  const full = photos.length + inFlight >= MAX_PHOTOS;

  return (
    <fieldset className="photos-group" id="photos" aria-describedby={['photos-hint', error ? 'photos-error' : ''].filter(Boolean).join(' ')}>
      <legend>
        {f.photos} <span className="muted field-flag">{t.form.optional}</span>
      </legend>
      <p id="photos-hint" className="hint">
        {f.photosHint}
      </p>
      {(photos.length > 0 || sending.length > 0) && (
        <ol className="photo-grid" aria-label={f.photoCount(photos.length)}>
          {photos.map((photo, i) => {
            const src = previews[photo.id] ?? (signedIn && !unreadable[photo.id] ? photo.url : null);
            return (
              <li
                key={photo.id}
                className="photo-tile"
                draggable
                data-photo={photo.id}
                onDragStart={(e) => {
                  dragged.current = i;
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(e) => {
                  if (dragged.current !== null) e.preventDefault();
                }}
                onDrop={(e) => {
                  if (dragged.current === null) return;
                  e.preventDefault();
                  e.stopPropagation();
                  move(dragged.current, i);
                  dragged.current = null;
                }}
                onDragEnd={() => (dragged.current = null)}
              >
                {src ? (
                  <img src={src} alt={f.photoAlt(i + 1, photo.name)} onError={() => setUnreadable((u) => ({ ...u, [photo.id]: true }))} />
                ) : (
                  <span className="photo-placeholder" role="img" aria-label={f.photoAlt(i + 1, photo.name)}>
                    <span aria-hidden="true">{f.noPreview}</span>
                  </span>
                )}
                <span className="photo-name" title={photo.name}>
                  {i + 1}. {photo.name}
                </span>
                <span className="photo-actions">
                  <button type="button" className="secondary small" aria-label={f.moveEarlier(i + 1)} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    ←
                  </button>
                  <button type="button" className="secondary small" aria-label={f.moveLater(i + 1)} disabled={i === photos.length - 1} onClick={() => move(i, i + 1)}>
                    →
                  </button>
                  <button type="button" className="danger small" aria-label={f.removePhoto(i + 1)} onClick={() => remove(i)}>
                    ×
                  </button>
                </span>
              </li>
            );
          })}
          {sending.map((item) => (
            <li key={item.key} className={`photo-tile sending${item.error ? ' failed' : ''}`}>
              {item.error ? <span className="photo-placeholder" aria-hidden="true" /> : <img src={item.preview} alt="" />}
              <span className="photo-name" title={item.name}>
                {item.name}
              </span>
              {item.error ? (
                <>
                  <span className="field-error">{item.error}</span>
                  <button type="button" className="secondary small" onClick={() => dismiss(item)}>
                    {files.list.cancel}
                  </button>
                </>
              ) : (
                <progress value={item.progress} max={1} aria-label={`${files.drop.progress} : ${item.name}`} />
              )}
            </li>
          ))}
        </ol>
      )}
      <div
        className={`drop-zone${over ? ' drop-over' : ''}`}
        data-testid="drop-photos"
        onDragOver={(e) => {
          if (!hasFiles(e) || full) return;
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          if (!hasFiles(e)) return;
          e.preventDefault();
          setOver(false);
          if (!full) add(e.dataTransfer.files);
        }}
      >
        <div className="drop-line">
          <input ref={input} id="photos-file" type="file" multiple className="file-input" accept="image/*" disabled={full} aria-describedby="photos-hint photos-status" onChange={(e) => e.target.files && add(e.target.files)} />
          <label htmlFor="photos-file" className="button secondary file-button">
            {f.addPhotos}
          </label>
          <span className="muted">{full ? f.photosFull : f.dropPhotos}</span>
          <span className="muted photo-count">{f.photoCount(photos.length)}</span>
        </div>
      </div>
      <div id="photos-status" role="status" aria-live="polite" className="drop-status">
        {status && <p className="muted">{status}</p>}
      </div>
      <FieldError id="photos" error={error} />
    </fieldset>
  );
}
