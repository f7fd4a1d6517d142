import { useState } from 'react';

/** Signs out through POST /auth/logout (cookie session, same-origin), then leaves the page. */
export default function SignOutButton({ label, redirectTo }: { label: string; redirectTo: string }) {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await fetch('/auth/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    window.location.assign(redirectTo);
  }
  return (
    <button type="button" className="secondary" onClick={signOut} disabled={busy}>
      {label}
    </button>
  );
}
