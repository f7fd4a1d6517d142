/**
 * A first password for a member who signs in by link (decision 019). The API lets an account
 * without a password set one only from a session opened by a link or Google minutes ago
 * (decision 006): with such a session the form shows; otherwise (e.g. the session the application
 * opened) a sign-in link is offered first. Only ever about the signed-in person's own account.
 */
import { useState, type FormEvent } from 'react';
import { ApiError, api } from '../api-client.ts';
import { passwordTexts } from '#i18n/ui-password.ts';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { thisPageAt } from '../return-path.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  userId: string;
  email: string;
  canSetNow: boolean;
  withinMinutes: number;
}

export default function SetPassword({ lang, userId, email, canSetNow, withinMinutes }: Props) {
  const t = passwordTexts[lang];
  const [mode, setMode] = useState<'form' | 'link' | 'sent' | 'done'>(canSetNow ? 'form' : 'link');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // Says when the island is live (it hydrates once visible): before that, Save is the browser's
  // own submit, which reloads the page; tests wait for it, as for the other islands.
  const hydrated = useHydrated();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (password.length < 10) return setFieldError(t.tooShort);
    if (password !== confirm) return setFieldError(t.mismatch);
    setFieldError(null);
    setBusy(true);
    try {
      await api('put', '/api/users/{id}/account', { path: { id: userId }, body: { new_password: password } });
      setMode('done');
    } catch (e) {
      if (e instanceof ApiError && e.code === 'recent_sign_in_required') setMode('link');
      else setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  async function sendLink() {
    setFailure(null);
    setBusy(true);
    try {
      // The link comes back here, to this section (decision 038).
      await api('post', '/auth/magic-link', { body: { email, next: thisPageAt('mot-de-passe') } });
      setMode('sent');
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel set-password" id="mot-de-passe" aria-labelledby="set-password-title" data-testid="set-password" data-hydrated={hydrated ? 'true' : undefined}>
      <h2 id="set-password-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      {mode === 'form' && (
        <form onSubmit={save} noValidate>
          <div className="field">
            <label htmlFor="new-password">{t.newPassword}</label>
            <input id="new-password" type="password" autoComplete="new-password" minLength={10} value={password} aria-describedby="new-password-hint" aria-invalid={fieldError ? true : undefined} onChange={(e) => setPassword(e.target.value)} />
            <p id="new-password-hint" className="small-text muted">{t.hint}</p>
          </div>
          <div className="field">
            <label htmlFor="confirm-password">{t.confirm}</label>
            <input id="confirm-password" type="password" autoComplete="new-password" value={confirm} aria-invalid={fieldError ? true : undefined} aria-describedby={fieldError ? 'password-error' : undefined} onChange={(e) => setConfirm(e.target.value)} />
            {fieldError && <p id="password-error" className="field-error">{fieldError}</p>}
          </div>
          <p><button type="submit" disabled={busy}>{t.save}</button></p>
        </form>
      )}
      {mode === 'link' && (
        <>
          <p>{t.needLink(withinMinutes)}</p>
          <p><button type="button" className="secondary" onClick={() => void sendLink()} disabled={busy}>{t.sendLink}</button></p>
        </>
      )}
      <div aria-live="polite">
        {mode === 'sent' && <p className="notice info">{t.linkSent(email)}</p>}
        {mode === 'done' && <p className="notice success" data-testid="password-saved">{t.saved}</p>}
        {failure !== null && <ErrorNotice lang={lang} error={failure} />}
      </div>
    </section>
  );
}
