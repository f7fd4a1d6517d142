import { useRef, useState, type DragEvent } from 'react';
import type { FileTexts } from '#i18n/ui-files.ts';
import { refuseBeforeSending, uploadErrorText, uploadFile, type UploadFields, type UploadRecord } from './upload-client.ts';
import '#src/styles/files.css';

interface Props {
  /** Unique in the page: the input's id. */
  id: string;
  texts: FileTexts;
  buttonLabel: string;
  fields: UploadFields;
  photosOnly: boolean;
  disabled?: boolean;
  onUploaded: (record: UploadRecord) => void;
  /** Id of an element describing what the file is for (e.g. the checklist item). */
  describedBy?: string;
  /** Announced after a successful upload (default: "“name” was added."). */
  successText?: (record: UploadRecord) => string;
}

type Status = { kind: 'info' | 'success' | 'error'; text: string } | null;

/**
 * A file picker that is also a drop zone, with a progress bar and a live status line for every
 * outcome (refusals in the page's language). The real `<input type="file">` stays in the tab order
 * (visually hidden, its label looks like a button), so it works with the keyboard alone.
 */
export default function DropZone({ id, texts: t, buttonLabel, fields, photosOnly, disabled, onUploaded, describedBy, successText }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const busy = progress !== null;

  async function send(files: FileList | File[]) {
    const list = Array.from(files);
    if (list.length === 0 || busy) return;
    if (list.length > 1) {
      setStatus({ kind: 'error', text: t.drop.oneAtATime });
      return;
    }
    const file = list[0]!;
    const refused = refuseBeforeSending(file, photosOnly, t);
    if (refused) {
      setStatus({ kind: 'error', text: refused });
      return;
    }
    setStatus({ kind: 'info', text: t.drop.uploading(file.name) });
    setProgress(0);
    try {
      const record = await uploadFile(fields, file, setProgress);
      setStatus({ kind: 'success', text: successText ? successText(record) : t.drop.uploaded(record.original_name || file.name) });
      onUploaded(record);
    } catch (error) {
      setStatus({ kind: 'error', text: uploadErrorText(error, t, photosOnly) });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    if (!disabled) void send(event.dataTransfer.files);
  }

  const accept = photosOnly ? 'image/*' : 'image/*,application/pdf,application/zip,.pdf,.zip';
  return (
    <div
      className={`drop-zone${over ? ' drop-over' : ''}`}
      data-testid={`drop-${id}`}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <div className="drop-line">
        <input ref={input} id={id} type="file" className="file-input" accept={accept} disabled={disabled || busy} aria-describedby={[describedBy, `${id}-hint`, `${id}-status`].filter(Boolean).join(' ')} onChange={(e) => e.target.files && void send(e.target.files)} />
        <label htmlFor={id} className="button secondary file-button">{buttonLabel}</label>
        <span className="muted">{photosOnly ? t.drop.orPhoto : t.drop.or}</span>
      </div>
      <p id={`${id}-hint`} className="hint">{photosOnly ? t.drop.photosOnly : t.drop.photosAndDocs}</p>
      {busy && <progress value={progress ?? 0} max={1} aria-label={t.drop.progress} />}
      <div id={`${id}-status`} role="status" aria-live="polite" className="drop-status">
        {status && <p className={status.kind === 'error' ? 'field-error' : status.kind === 'success' ? 'notice success' : 'muted'}>{status.text}</p>}
      </div>
    </div>
  );
}
