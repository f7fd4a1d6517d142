import { useState } from 'react';
import Icon from './ui/Icon.tsx';

/** Signs out through POST /auth/logout (cookie session, same-origin), then leaves the page. */
export default function SignOutButton({ label, redirectTo }: { label: string; redirectTo: string }) {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    try {
      await fetch('/auth/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      window.location.assign(redirectTo);
    } catch {
      // Offline: nothing was signed out; the button can be tried again.
      setBusy(false);
    }
  }
  return (
    <button type="button" className="ghost small" onClick={signOut} disabled={busy}>
      <Icon name="sign_out" />
      {label}
    </button>
  );
}
