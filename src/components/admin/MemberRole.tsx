/**
 * Admin: change one member's role from the members page (decision 025). The choice is confirmed
 * before PUT /api/members/{id}/role; the page then reloads, so the list and the history show what
 * the server recorded (a refusal, e.g. 409 `last_admin`, is shown here in the page's language).
 */
import { useId, useState } from 'react';
import { adminStaffUi } from '#i18n/ui-admin-staff.ts';
import { api, errorMessage } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { Lang } from '#i18n/lang.ts';

const CHOICES = ['admin', 'responsable', 'client_essentiel', 'client_premium', 'aucun'] as const;
type Choice = (typeof CHOICES)[number];
const isChoice = (value: string): value is Choice => (CHOICES as readonly string[]).includes(value);

export default function MemberRole({ lang, memberId, name, role }: { lang: Lang; memberId: string; name: string; role: string | null }) {
  const t = adminStaffUi[lang];
  const hydrated = useHydrated();
  const selectId = useId();
  const current = role ?? 'aucun';
  const [choice, setChoice] = useState<string>(current);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function save() {
    if (choice === current || !isChoice(choice)) return;
    if (!window.confirm(t.confirmRole(name, t.roles[current] ?? current, t.roles[choice] ?? choice))) return;
    setBusy(true);
    setStatus(null);
    try {
      const out = await api('put', '/api/members/{id}/role', { path: { id: memberId }, body: { role: choice === 'aucun' ? null : choice } });
      setStatus({ ok: true, text: out.changed ? t.roleSaved(t.roles[choice] ?? choice) : t.roleUnchanged });
      window.location.reload();
    } catch (e) {
      setStatus({ ok: false, text: errorMessage(e, t.roleFailed) });
      setBusy(false);
    }
  }

  return (
    <form
      className="member-role"
      data-hydrated={hydrated ? 'true' : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label htmlFor={selectId} className="visually-hidden">{t.changeRole(name)}</label>
      <select id={selectId} name="role" value={choice} disabled={!hydrated || busy} onChange={(e) => setChoice(e.target.value)}>
        {/* A stored value that is no role (it grants nothing) is shown as it is, to be replaced. */}
        {!(CHOICES as readonly string[]).includes(current) && <option value={current} disabled>{current}</option>}
        {CHOICES.map((r) => <option key={r} value={r}>{t.roles[r]}</option>)}
      </select>
      <button type="submit" className="button small" disabled={!hydrated || busy || choice === current}>{t.save}</button>
      <p role="status" className={status ? (status.ok ? 'status-ok' : 'status-error') : undefined}>{status?.text ?? ''}</p>
    </form>
  );
}
