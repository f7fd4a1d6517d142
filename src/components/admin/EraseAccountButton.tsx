/**
 * Admin: erase the account of a person who asked by post (decision 026), after a confirmation.
 * On the application page it comes with its hint; on the members page (one per row, `name` given)
 * the hint is said once above the list and the button's accessible name says whose account it is.
 */
import { useState } from 'react';
import { personalDataTexts } from '#i18n/ui-personal-data.ts';
import { apiFetch, errorMessage } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { Lang } from '#i18n/lang.ts';

export default function EraseAccountButton({ lang, userId, name }: { lang: Lang; userId: string; name?: string }) {
  const t = personalDataTexts[lang];
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function erase() {
    if (!window.confirm(t.staffConfirm)) return;
    setBusy(true);
    setStatus(null);
    try {
      await apiFetch(`/api/users/${userId}/erase`, { method: 'POST' });
      setStatus({ ok: true, text: t.staffDone });
    } catch (error) {
      setStatus({ ok: false, text: errorMessage(error, t.staffFailed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="erase-account" data-hydrated={hydrated ? 'true' : undefined}>
      {!name && <p className="muted">{t.staffHint}</p>}
      <button type="button" className="button small danger" aria-label={name ? t.staffButtonFor(name) : undefined} onClick={erase} disabled={!hydrated || busy || status?.ok === true}>{name ? t.staffButtonShort : t.staffButton}</button>
      <p role="status" className={status ? (status.ok ? 'status-ok' : 'status-error') : undefined}>{status?.text ?? ''}</p>
    </div>
  );
}
