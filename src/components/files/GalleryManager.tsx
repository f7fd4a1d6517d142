import { useState } from 'react';
import { errorMessage, api } from '../api-client.ts';
import { filesUi } from '#i18n/ui-files.ts';
import DropZone from './DropZone.tsx';
import type { Lang } from '#i18n/lang.ts';

const GALLERY_MAX = 30;
const OWN_PHOTO = /^\/api\/files\/[0-9a-f-]{36}$/i;

interface Props {
  lang: Lang;
  userId: string;
  gallery: string[];
  onChange: (gallery: string[]) => void;
}

/**
 * The profile gallery: the user's photos (uploaded with `type=gallery`, which appends them) and
 * external links. Removing an entry saves the profile without it, which deletes the photo.
 */
export default function GalleryManager({ lang, userId, gallery, onChange }: Props) {
  const t = filesUi[lang];
  const [confirming, setConfirming] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(entry: string) {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await api('put', '/api/users/{id}/profile', { path: { id: userId }, body: { gallery: gallery.filter((g) => g !== entry) } });
      onChange(saved.gallery);
      setMessage({ kind: 'success', text: t.account.removed });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, t.drop.failed) });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  return (
    <div className="gallery" data-testid="gallery">
      {gallery.length === 0 ? (
        <p className="muted">{t.account.galleryEmpty}</p>
      ) : (
        <ul className="gallery-grid">
          {gallery.map((entry, index) => {
            const isPhoto = OWN_PHOTO.test(entry);
            const name = isPhoto ? t.account.photoNumber(index + 1) : entry;
            return (
              <li key={entry} data-entry={entry}>
                {isPhoto ? (
                  <a href={entry} target="_blank" rel="noopener" aria-label={t.list.open(name)}>
                    <img src={entry} alt={t.list.photoAlt(name)} loading="lazy" />
                  </a>
                ) : (
                  <span className="external">
                    {t.account.galleryLink}{t.colon}<a href={entry} rel="noopener noreferrer nofollow" target="_blank">{entry}</a>
                  </span>
                )}
                {confirming === entry ? (
                  <span className="confirm" role="group" aria-label={t.account.removeConfirm(name)}>
                    <span>{t.account.removeConfirm(name)}</span>
                    <button type="button" className="small danger" disabled={busy} onClick={() => void remove(entry)} autoFocus>{t.list.confirmYes}</button>
                    <button type="button" className="small secondary" onClick={() => setConfirming(null)}>{t.list.cancel}</button>
                  </span>
                ) : (
                  <button type="button" className="small secondary" aria-label={t.account.removeLabel(name)} onClick={() => setConfirming(entry)}>{t.account.remove}</button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div role="status" aria-live="polite">{message && <p className={message.kind === 'error' ? 'field-error' : 'notice success'}>{message.text}</p>}</div>
      <DropZone
        id="gallery-file"
        texts={t}
        buttonLabel={t.drop.choosePhoto}
        fields={{ type: 'gallery' }}
        photosOnly
        disabled={gallery.length >= GALLERY_MAX}
        onUploaded={(record) => onChange([...gallery, record.url])}
      />
    </div>
  );
}
