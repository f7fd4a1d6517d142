/**
 * The account's address and the language of its emails, on /mon-compte (decision 061). The change
 * follows the API's rules (update-account.ts, decision 006): the current password when the account
 * has one; without one, a session opened by a link or Google minutes ago, so a link to the current
 * address is offered first. A new address waits for the link mailed to it (shown here, with « send
 * again » and « cancel »); the current address is warned by the server. The language is
 * `users.lang`, which every email builder reads; it is saved as soon as it is chosen.
 */
import { useState, type FormEvent } from 'react';
import { ApiError, api, errorMessage, fieldErrorsOf } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import { thisPageAt } from '../return-path.ts';
import { accountEmailUi } from '#i18n/ui-account-email.ts';
import { formatDate, formatTime } from '#i18n/format.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  userId: string;
  email: string;
  mailLang: Lang;
  hasPassword: boolean;
  /** Without a password: the session is a fresh link or Google sign-in, so the change can be made now. */
  canChangeNow: boolean;
  withinMinutes: number;
  /** The address waiting for its link, and when the link stops working (decision 061). */
  pendingEmail: string | null;
  pendingExpiresAt: string | null;
}

type Status = { kind: 'success' | 'error' | 'info'; text: string } | null;

export default function AccountEmail({ lang, userId, email: initialEmail, mailLang: initialMailLang, hasPassword, canChangeNow, withinMinutes, pendingEmail, pendingExpiresAt }: Props) {
  const t = accountEmailUi[lang];
  const hydrated = useHydrated();
  const [email] = useState(initialEmail);
  const [pending, setPending] = useState(pendingEmail ? { email: pendingEmail, until: pendingExpiresAt ?? '' } : null);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [needsLink, setNeedsLink] = useState(!hasPassword && !canChangeNow);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<Status>(null);
  const [mailLang, setMailLang] = useState(initialMailLang);
  const [langStatus, setLangStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  async function change(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    setErrors({});
    try {
      const body = hasPassword ? { email: newEmail.trim(), current_password: password } : { email: newEmail.trim() };
      const saved = await api('put', '/api/users/{id}/account', { path: { id: userId }, body });
      setPending(saved.pending_email ? { email: saved.pending_email, until: saved.pending_email_expires_at ?? '' } : null);
      setNewEmail('');
      setPassword('');
      setStatus({ kind: 'success', text: t.asked(saved.pending_email ?? newEmail.trim()) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'recent_sign_in_required') setNeedsLink(true);
      setErrors(fieldErrorsOf(error));
      setStatus({ kind: 'error', text: errorMessage(error, t.changeFailed) });
    } finally {
      setBusy(false);
    }
  }

  async function sendLink() {
    setBusy(true);
    setStatus(null);
    try {
      // The link comes back to this section (decision 038).
      await api('post', '/auth/magic-link', { body: { email, next: thisPageAt('e-mail') } });
      setStatus({ kind: 'info', text: t.linkSent(email) });
    } catch (error) {
      setStatus({ kind: 'error', text: errorMessage(error, t.changeFailed) });
    } finally {
      setBusy(false);
    }
  }

  /** « Send again » (a new link) or « cancel » the address waiting for its link. */
  async function pendingAction(action: 'resend' | 'cancel') {
    setBusy(true);
    setStatus(null);
    try {
      const saved = action === 'resend' ? await api('post', '/api/users/{id}/pending-email', { path: { id: userId } }) : await api('delete', '/api/users/{id}/pending-email', { path: { id: userId } });
      setPending(saved.pending_email ? { email: saved.pending_email, until: saved.pending_email_expires_at ?? '' } : null);
      setStatus({ kind: 'success', text: action === 'resend' ? t.resent(saved.pending_email ?? '') : t.cancelled });
    } catch (error) {
      setStatus({ kind: 'error', text: errorMessage(error, t.changeFailed) });
    } finally {
      setBusy(false);
    }
  }

  async function chooseLang(next: Lang) {
    const before = mailLang;
    setMailLang(next);
    setLangStatus(null);
    try {
      const saved = await api('put', '/api/users/{id}/account', { path: { id: userId }, body: { lang: next } });
      setMailLang(saved.lang);
      setLangStatus({ kind: 'success', text: t.langSaved });
    } catch (error) {
      setMailLang(before);
      setLangStatus({ kind: 'error', text: errorMessage(error, t.langFailed) });
    }
  }

  const fieldError = (key: string) => errors[key]?.join(' ');

  return (
    <section id="e-mail" className="panel account-email" aria-labelledby="account-email-title" data-testid="account-email" data-hydrated={hydrated ? 'true' : undefined}>
      <h2 id="account-email-title">{t.title}</h2>
      <p>
        {t.current} <strong data-testid="account-email-current">{email}</strong>
      </p>
      <p className="hint">{t.currentHelp}</p>
      {pending && (
        <div className="notice info" data-testid="account-email-pending">
          <p>
            {t.pending} <strong data-testid="account-email-pending-address">{pending.email}</strong>
          </p>
          <p>{t.pendingHelp(formatDate(pending.until, lang), formatTime(pending.until, lang))}</p>
          <div className="form-actions">
            <button type="button" className="secondary" onClick={() => void pendingAction('resend')} disabled={!hydrated || busy}>{t.resend}</button>
            <button type="button" className="secondary" onClick={() => void pendingAction('cancel')} disabled={!hydrated || busy}>{t.cancel}</button>
          </div>
        </div>
      )}

      {needsLink ? (
        <>
          <p>{t.needLink(withinMinutes)}</p>
          <p><button type="button" className="secondary" onClick={() => void sendLink()} disabled={!hydrated || busy}>{t.sendLink}</button></p>
        </>
      ) : (
        <form onSubmit={change} noValidate aria-busy={busy}>
          <div className="grid-2">
            <div>
              <label htmlFor="account-new-email">{t.newEmail}</label>
              <input id="account-new-email" type="email" autoComplete="email" required value={newEmail} aria-invalid={fieldError('email') ? true : undefined} aria-describedby={fieldError('email') ? 'account-new-email-error' : undefined} onChange={(e) => setNewEmail(e.target.value)} />
              {fieldError('email') && <p id="account-new-email-error" className="field-error">{fieldError('email')}</p>}
            </div>
            {hasPassword && (
              <div>
                <label htmlFor="account-current-password">{t.currentPassword}</label>
                <input id="account-current-password" type="password" autoComplete="current-password" value={password} aria-invalid={fieldError('current_password') ? true : undefined} aria-describedby={fieldError('current_password') ? 'account-current-password-error' : undefined} onChange={(e) => setPassword(e.target.value)} />
                {fieldError('current_password') && <p id="account-current-password-error" className="field-error">{fieldError('current_password')}</p>}
              </div>
            )}
          </div>
          <p className="hint">{t.how}</p>
          <div className="form-actions">
            <button type="submit" disabled={!hydrated || busy || newEmail.trim() === ''}>{t.change}</button>
          </div>
        </form>
      )}
      <div role="status" aria-live="polite" data-testid="account-email-status">{status && <p className={`notice ${status.kind}`}>{status.text}</p>}</div>

      <div className="field">
        <label htmlFor="account-mail-lang">{t.langLabel}</label>
        <select id="account-mail-lang" value={mailLang} disabled={!hydrated} aria-describedby="account-mail-lang-help" onChange={(e) => void chooseLang(e.target.value === 'en' ? 'en' : 'fr')}>
          <option value="fr" lang="fr">{t.langs.fr}</option>
          <option value="en" lang="en">{t.langs.en}</option>
        </select>
        <p id="account-mail-lang-help" className="hint">{t.langHelp}</p>
      </div>
      <div role="status" aria-live="polite" data-testid="account-mail-lang-status">{langStatus && <p className={`notice ${langStatus.kind}`}>{langStatus.text}</p>}</div>
    </section>
  );
}
