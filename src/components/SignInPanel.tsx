import { useState, type FormEvent } from 'react';
import type { UiTexts } from '../i18n/ui.ts';
import { useHydrated } from './use-hydrated.ts';
import { acceptedNext } from './return-path.ts';
import type { Lang } from '../i18n/lang.ts';

interface TestAccount {
  id: string;
  email: string;
  first_name: string;
  role: string | null;
}

interface Props {
  lang: Lang;
  texts: UiTexts['signIn'];
  roles: Record<string, string>;
  googleEnabled: boolean;
  testAccounts: TestAccount[] | null;
  next: string;
  initialError: string | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several sign-in routes; each caller reads its fields
async function postJson(url: string, body: unknown, lang: string): Promise<{ ok: boolean; data: any }> {
  // The page's language, so error messages match the page rather than the browser settings.
  const headers = { 'content-type': 'application/json', 'accept-language': lang };
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const data = await response.json().catch(() => null);
  return { ok: response.ok, data };
}

/** The three sign-in methods (plus the test-account picker in development). */
export default function SignInPanel({ lang, texts, roles, googleEnabled, testAccounts, next, initialError }: Props) {
  const [error, setError] = useState<string | null>(initialError);
  const [magicSent, setMagicSent] = useState(false);
  const [busy, setBusy] = useState(false);
  // After a refused password: the address typed, to offer a link to it (decision 019). The
  // answer to a link request is the same whether an account exists or not.
  const [passwordFailedFor, setPasswordFailedFor] = useState<string | null>(null);
  // Set only once React runs: the server-rendered form would otherwise submit natively (GET).
  const hydrated = useHydrated();

  async function submit(url: string, body: unknown, onOk: () => void, onRefused?: (code: string | undefined) => void) {
    setBusy(true);
    setError(null);
    try {
      const { ok, data } = await postJson(url, body, lang);
      if (ok) onOk();
      else {
        setError(data?.error?.message ?? texts.errors.generic);
        onRefused?.(data?.error?.code);
      }
    } catch {
      // fetch itself failed: the network, not the credentials.
      setError(texts.errors.network);
    } finally {
      setBusy(false);
    }
  }

  function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    setPasswordFailedFor(null);
    void submit('/auth/login', { email, password: form.get('password') }, () => window.location.assign(next), (code) => {
      if (code === 'invalid_credentials') setPasswordFailedFor(email);
    });
  }

  function sendLinkTo(email: string) {
    void submit('/auth/magic-link', { email, next: acceptedNext(next) }, () => {
      setMagicSent(true);
      setPasswordFailedFor(null);
      document.getElementById('magic-title')?.scrollIntoView({ block: 'center' });
    });
  }

  function goToLink() {
    const input = document.getElementById('magic-email');
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  }

  function onMagic(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // The link brings the person back to the page that sent them here (decision 038).
    void submit('/auth/magic-link', { email: form.get('email'), next: acceptedNext(next) }, () => setMagicSent(true));
  }

  function onTestAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void submit('/auth/dev-login', { email: form.get('test-email') }, () => window.location.assign(next));
  }

  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      {/* After a refused password the hint below says the same thing, closer to the address typed. */}
      {!passwordFailedFor && (
        <p className="notice info signin-link-first" data-testid="link-first">
          {texts.linkFirst}{' '}
          <button type="button" className="secondary small" onClick={goToLink}>{texts.linkFirstButton}</button>
        </p>
      )}
      <div role="alert" aria-live="assertive">
        {error && <p className="notice error">{error}</p>}
        {passwordFailedFor && !magicSent && (
          <div className="notice info" data-testid="password-failed-hint">
            <p>{texts.passwordFailedHint}</p>
            <p><button type="button" onClick={() => sendLinkTo(passwordFailedFor)} disabled={busy}>{texts.passwordFailedButton}</button></p>
          </div>
        )}
      </div>
      <div className="grid-2">
        <section className="panel" aria-labelledby="password-title">
          <h2 id="password-title">{texts.passwordTitle}</h2>
          <form method="post" onSubmit={onPassword}>
            <label htmlFor="email">{texts.email}</label>
            <input id="email" name="email" type="email" autoComplete="email" required />
            <label htmlFor="password">{texts.password}</label>
            <input id="password" name="password" type="password" autoComplete="current-password" required />
            <p><button type="submit" disabled={busy}>{texts.submit}</button></p>
          </form>
          {googleEnabled && (
            <p>
              <span className="muted">{texts.or} </span>
              <a className="button secondary" href="/auth/google">{texts.google}</a>
            </p>
          )}
        </section>
        <section className="panel signin-magic" aria-labelledby="magic-title">
          <p className="signin-recommended">{texts.recommended}</p>
          <h2 id="magic-title">{texts.magicTitle}</h2>
          <p className="muted" id="magic-help">{texts.magicHelp}</p>
          {magicSent ? (
            <p className="notice success" role="status">{texts.magicSent}</p>
          ) : (
            <form method="post" onSubmit={onMagic}>
              <label htmlFor="magic-email">{texts.email}</label>
              <input id="magic-email" name="email" type="email" autoComplete="email" aria-describedby="magic-help" required />
              <p><button type="submit" disabled={busy}>{texts.magicSubmit}</button></p>
            </form>
          )}
        </section>
        {testAccounts && testAccounts.length > 0 && (
          <section className="panel" aria-labelledby="test-title">
            <h2 id="test-title">{texts.testTitle}</h2>
            <p className="muted">{texts.testHelp}</p>
            <form method="post" onSubmit={onTestAccount}>
              <label htmlFor="test-email">{texts.testSubmit}</label>
              <select id="test-email" name="test-email">
                {testAccounts.map((account) => (
                  <option key={account.id} value={account.email}>
                    {account.first_name} — {roleLabel(roles, account.role)} ({account.email})
                  </option>
                ))}
              </select>
              <p><button type="submit" disabled={busy}>{texts.submit}</button></p>
            </form>
          </section>
        )}
      </div>
    </div>
  );
}

/** A role's label; a role without one (any string can be stored) shows as is, `__proto__` included. */
function roleLabel(roles: Record<string, string>, role: string | null): string {
  if (role === null) return '—';
  return Object.hasOwn(roles, role) ? roles[role]! : role;
}
