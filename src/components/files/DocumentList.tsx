import { useState } from 'react';
import type { FileTexts } from '#i18n/ui-files.ts';
import { displayName, type UploadRecord } from './upload-client.ts';

interface Props {
  texts: FileTexts;
  files: UploadRecord[];
  empty: string;
  /** Removes the file; resolves with an extra message to announce (or null). */
  onDelete: (record: UploadRecord) => Promise<string | null>;
  deleteLabel?: string;
  confirmText?: (name: string) => string;
}

function kindOf(record: UploadRecord, t: FileTexts): string {
  if (record.mime.startsWith('image/')) return t.list.photo;
  return record.mime === 'application/pdf' ? t.list.pdf : t.list.zip;
}

/**
 * Photos as thumbnails (served through their private URL) and documents as download links, each
 * with its size and a delete button that asks for confirmation in place.
 */
export default function DocumentList({ texts: t, files, empty, onDelete, deleteLabel, confirmText }: Props) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  async function remove(record: UploadRecord) {
    setBusy(record.id);
    setMessage(null);
    try {
      const extra = await onDelete(record);
      setMessage({ kind: 'success', text: [t.list.deleted(displayName(record, t)), extra].filter(Boolean).join(' ') });
    } catch (error) {
      setMessage({ kind: 'error', text: (error as Error).message || t.drop.failed });
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  return (
    <div className="document-list">
      {files.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul>
          {files.map((record) => {
            const name = displayName(record, t);
            const isImage = record.mime.startsWith('image/');
            return (
              <li key={record.id} className="document-item" data-file-id={record.id}>
                {isImage ? (
                  <a href={record.url} target="_blank" rel="noopener" className="thumb-link" aria-label={t.list.open(name)}>
                    <img src={record.url} alt={t.list.photoAlt(name)} width={record.width ?? undefined} height={record.height ?? undefined} loading="lazy" className="thumb" />
                  </a>
                ) : (
                  <span className="doc-badge" aria-hidden="true">{record.mime === 'application/pdf' ? 'PDF' : 'ZIP'}</span>
                )}
                <span className="document-meta">
                  {isImage ? <span className="document-name">{name}</span> : <a href={record.url} download aria-label={t.list.download(name)} className="document-name">{name}</a>}
                  <span className="muted"> · {kindOf(record, t)} · {t.size(record.size)}</span>
                </span>
                {confirming === record.id ? (
                  <span className="confirm" role="group" aria-label={(confirmText ?? t.list.confirm)(name)}>
                    <span>{(confirmText ?? t.list.confirm)(name)}</span>
                    <button type="button" className="small danger" disabled={busy === record.id} onClick={() => void remove(record)} autoFocus>{t.list.confirmYes}</button>
                    <button type="button" className="small secondary" onClick={() => setConfirming(null)}>{t.list.cancel}</button>
                  </span>
                ) : (
                  <button type="button" className="small secondary" aria-label={t.list.deleteLabel(name)} onClick={() => setConfirming(record.id)}>{deleteLabel ?? t.list.delete}</button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div role="status" aria-live="polite">
        {message && <p className={message.kind === 'error' ? 'field-error' : 'notice success'}>{message.text}</p>}
      </div>
    </div>
  );
}
