/**
 * "My data" and "Delete my account" on /mon-compte (issue 22, decision 026). The export is asked
 * here, built in the background and announced by email; its download link shows here once ready
 * (one use). Deletion says what goes and what stays, then asks for the password (or, for an
 * account without one, a fresh sign-in link, as for a password change).
 */
import { useState, type FormEvent } from 'react';
import { api, apiFetch, ApiError } from '../api-client.ts';
import { personalDataTexts, type Counts } from '../../i18n/ui-personal-data.ts';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import { useHydrated } from '../use-hydrated.ts';

export interface ExportState {
  id: string;
  status: 'en_attente' | 'prete' | 'echec';
  expires_at: string | null;
  download_url: string | null;
}

interface Props {
  lang: 'fr' | 'en';
  email: string;
  initialExport: ExportState | null;
  preview: { erased: Counts; kept: { invoices: number; contracts: number }; has_password: boolean };
  canConfirmWithoutPassword: boolean;
  withinMinutes: number;
  homePath: string;
}

function ExportSection({ lang, initialExport }: Pick<Props, 'lang' | 'initialExport'>) {
  const t = personalDataTexts[lang];
  const [current, setCurrent] = useState<ExportState | null>(initialExport);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const until = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(lang === 'en' ? 'en-GB' : 'fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }) : '');

  async function call(method: 'GET' | 'POST') {
    setFailure(null);
    setBusy(true);
    try {
      const res = method === 'POST' ? await api('post', '/api/my-data/export') : await api('get', '/api/my-data/export');
      setCurrent(res.export);
      if (method === 'POST') setNote(res.export?.status === 'en_attente' && current === null ? t.exportQueued : t.exportAlready);
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" id="mes-donnees" aria-labelledby="my-data-title" data-testid="my-data">
      <h2 id="my-data-title">{t.exportTitle}</h2>
      <p className="muted">{t.exportIntro}</p>
      {current?.status === 'prete' && current.download_url ? (
        <>
          <p>{t.exportReady(until(current.expires_at))}</p>
          <p>
            <a className="button" href={current.download_url} download onClick={() => { setCurrent(null); setNote(t.exportDownloaded); }} data-testid="export-download">
              {t.exportDownload}
            </a>
          </p>
        </>
      ) : current?.status === 'en_attente' ? (
        <p>
          <button type="button" className="secondary" onClick={() => void call('GET')} disabled={busy}>{t.refresh}</button>
        </p>
      ) : (
        <p><button type="button" onClick={() => void call('POST')} disabled={busy} data-testid="export-ask">{t.exportAsk}</button></p>
      )}
      <div aria-live="polite">
        {current?.status === 'en_attente' && <p className="notice info" data-testid="export-status">{note ?? t.exportQueued}</p>}
        {current?.status === 'echec' && <p className="notice error">{t.exportFailed}</p>}
        {current === null && note && <p className="notice success">{note}</p>}
        {failure !== null && <ErrorNotice lang={lang} error={failure} />}
      </div>
    </section>
  );
}

function DeleteSection({ lang, email, preview, canConfirmWithoutPassword, withinMinutes, homePath }: Omit<Props, 'initialExport'>) {
  const t = personalDataTexts[lang];
  const [password, setPassword] = useState('');
  const [ticked, setTicked] = useState(false);
  const [mode, setMode] = useState<'form' | 'link' | 'sent' | 'done'>(preview.has_password || canConfirmWithoutPassword ? 'form' : 'link');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!ticked) return setFieldError(t.mustTick);
    setFieldError(null);
    setBusy(true);
    try {
      await apiFetch('/api/my-data/erase', { method: 'POST', body: preview.has_password ? { password } : {} });
      setMode('done');
    } catch (e) {
      if (e instanceof ApiError && e.code === 'fresh_sign_in_required') setMode('link');
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  async function sendLink() {
    setFailure(null);
    setBusy(true);
    try {
      await apiFetch('/auth/magic-link', { method: 'POST', body: { email } });
      setMode('sent');
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  if (mode === 'done') {
    return (
      <section className="panel" id="supprimer-mon-compte" aria-labelledby="delete-title" data-testid="account-deleted">
        <h2 id="delete-title">{t.deleteTitle}</h2>
        <p className="notice success" role="status">{t.deleted}</p>
        <p><a href={homePath}>{t.home}</a></p>
      </section>
    );
  }
  return (
    <section className="panel" id="supprimer-mon-compte" aria-labelledby="delete-title" data-testid="delete-account">
      <h2 id="delete-title">{t.deleteTitle}</h2>
      <p>{t.deleteIntro}</p>
      <h3>{t.erasedTitle}</h3>
      <ul>{t.erased(preview.erased).map((line) => <li key={line}>{line}</li>)}</ul>
      <h3>{t.keptTitle}</h3>
      <ul>{t.kept(preview.kept).map((line) => <li key={line}>{line}</li>)}</ul>
      <p className="muted">{t.newPerson}</p>
      {mode === 'form' ? (
        <form onSubmit={erase} noValidate>
          {preview.has_password && (
            <div className="field">
              <label htmlFor="delete-password">{t.password}</label>
              <input id="delete-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
          )}
          <div className="field">
            <label className="check">
              <input type="checkbox" checked={ticked} aria-invalid={fieldError ? true : undefined} aria-describedby={fieldError ? 'delete-error' : undefined} onChange={(e) => setTicked(e.target.checked)} /> {t.confirmCheck}
            </label>
            {fieldError && <p id="delete-error" className="field-error">{fieldError}</p>}
          </div>
          <p><button type="submit" className="danger" disabled={busy} data-testid="delete-confirm">{t.deleteButton}</button></p>
        </form>
      ) : (
        <>
          <p>{t.needLink(withinMinutes)}</p>
          {mode === 'link' && <p><button type="button" className="secondary" onClick={() => void sendLink()} disabled={busy}>{t.sendLink}</button></p>}
        </>
      )}
      <div aria-live="polite">
        {mode === 'sent' && <p className="notice info">{t.linkSent(email)}</p>}
        {failure !== null && <ErrorNotice lang={lang} error={failure} />}
      </div>
    </section>
  );
}

export default function MyData(props: Props) {
  const hydrated = useHydrated();
  return (
    <div className="my-data" data-hydrated={hydrated ? 'true' : undefined}>
      <ExportSection lang={props.lang} initialExport={props.initialExport} />
      <DeleteSection {...props} />
    </div>
  );
}
