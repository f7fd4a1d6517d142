/**
 * "My data" and "Delete my account" on /mon-compte (decision 026). The export is asked
 * here, built in the background and announced by email; its download link shows here once ready
 * (one use). Deletion says what goes and what stays, then asks for the password (or, for an
 * account without one, a fresh sign-in link, as for a password change).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { api, apiFetch, ApiError, errorKind } from '../api-client.ts';
import { forgetDraftsOf } from '../drafts.ts';
import { personalDataTexts, type Counts } from '#i18n/ui-personal-data.ts';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { thisPageAt } from '../return-path.ts';
import type { Lang } from '#i18n/lang.ts';
import { formatDate } from '#i18n/format.ts';

export interface ExportState {
  id: string;
  status: 'en_attente' | 'prete' | 'echec';
  expires_at: string | null;
  download_url: string | null;
}

interface Props {
  lang: Lang;
  email: string;
  initialExport: ExportState | null;
  preview: { erased: Counts; kept: { invoices: number; contracts: number }; has_password: boolean };
  canConfirmWithoutPassword: boolean;
  withinMinutes: number;
  userId: string;
  /** Where a deletion ends: the signed-out goodbye page (decision 038). */
  goodbyePath: string;
}

/** How long to wait before each look at a queued export: at once at first, then less often. */
export const EXPORT_POLL_DELAYS_MS = [700, 1000, 1500, 2000, 3000, 5000];

function ExportSection({ lang, email, initialExport }: Pick<Props, 'lang' | 'email' | 'initialExport'>) {
  const t = personalDataTexts[lang];
  const [current, setCurrent] = useState<ExportState | null>(initialExport);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const until = (iso: string | null) => (iso ? formatDate(iso, lang, 'long') : '');

  // A queued export is followed by itself (decision 038): the panel asks again, sooner at first,
  // until the archive is ready or failed; no "refresh" to press. A lost network is retried; an
  // ended session stops it (the page then says so).
  useEffect(() => {
    if (current?.status !== 'en_attente') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let round = 0;
    const look = async () => {
      try {
        const res = await api('get', '/api/my-data/export');
        if (stopped) return;
        setFailure(null);
        setCurrent(res.export);
        if (res.export?.status !== 'en_attente') return;
      } catch (e) {
        if (stopped) return;
        setFailure(e);
        if (errorKind(e) === 'session') return;
      }
      timer = setTimeout(() => void look(), EXPORT_POLL_DELAYS_MS[Math.min(round++, EXPORT_POLL_DELAYS_MS.length - 1)]);
    };
    timer = setTimeout(() => void look(), EXPORT_POLL_DELAYS_MS[round++]);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [current?.id, current?.status]);

  async function ask() {
    setFailure(null);
    setBusy(true);
    try {
      const res = await api('post', '/api/my-data/export');
      setNote(res.export?.status === 'en_attente' && current === null ? null : t.exportAlready);
      setCurrent(res.export);
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  const ready = current?.status === 'prete' && current.download_url ? current : null;
  return (
    <section className="panel" id="mes-donnees" aria-labelledby="my-data-title" data-testid="my-data">
      <h2 id="my-data-title">{t.exportTitle}</h2>
      <p className="muted">{t.exportIntro}</p>
      <div aria-live="polite" data-testid="export-status">
        {current?.status === 'en_attente' && (
          <p className="notice info export-pending" aria-busy="true">{note ? `${note} ` : ''}{t.exportQueued(email)}</p>
        )}
        {ready && <p className="notice success">{t.exportReady(until(ready.expires_at))} {t.exportEmailed(email)}</p>}
        {current?.status === 'echec' && <p className="notice error">{t.exportFailed}</p>}
        {current === null && note && <p className="notice success">{note}</p>}
        {failure !== null && <ErrorNotice lang={lang} error={failure} />}
      </div>
      {ready ? (
        <p>
          <a className="button" href={ready.download_url!} download onClick={() => { setCurrent(null); setNote(t.exportDownloaded); }} data-testid="export-download">
            {t.exportDownload}
          </a>
        </p>
      ) : current?.status !== 'en_attente' && (
        <p><button type="button" onClick={() => void ask()} disabled={busy} data-testid="export-ask">{t.exportAsk}</button></p>
      )}
    </section>
  );
}

function DeleteSection({ lang, email, userId, preview, canConfirmWithoutPassword, withinMinutes, goodbyePath }: Omit<Props, 'initialExport'>) {
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
      // Signed out everywhere by the server (sessions deleted, cookie cleared); this device forgets
      // the account's drafts too, then the page leaves for the signed-out goodbye page (decision 038).
      forgetDraftsOf(userId);
      try {
        sessionStorage.clear();
      } catch {
        // storage disabled: nothing kept
      }
      window.location.replace(goodbyePath);
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
      // The link comes back here, to this section (decision 038).
      await api('post', '/auth/magic-link', { body: { email, next: thisPageAt('supprimer-mon-compte') } });
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
        <p><a href={goodbyePath}>{t.home}</a></p>
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
      <ExportSection lang={props.lang} email={props.email} initialExport={props.initialExport} />
      <DeleteSection {...props} />
    </div>
  );
}
