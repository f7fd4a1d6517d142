import { useState } from 'react';
import { errorMessage, api } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import { notificationsUi } from '../../i18n/ui-notifications.ts';
import { noticeTexts } from '../../i18n/notice-texts.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../server/notifications/notification-kinds.ts';
import type { Lang } from '../../i18n/lang.ts';

export type Settings = Record<NotificationKind, boolean>;

/** The email switches of /mon-compte (a section of AccountPage), one per kind; each change is saved at once. */
export default function NotificationSettings({ lang, initial }: { lang: Lang; initial: Settings }) {
  const t = notificationsUi[lang];
  const hydrated = useHydrated();
  const [settings, setSettings] = useState(initial);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<NotificationKind | null>(null);

  async function toggle(kind: NotificationKind, on: boolean) {
    setBusy(kind);
    setStatus(null);
    // The box follows the click at once; it goes back if the server refused.
    setSettings((s) => ({ ...s, [kind]: on }));
    try {
      setSettings(await api('put', '/api/notifications/settings', { body: { [kind]: on } }));
      setStatus({ kind: 'success', text: t.saved });
    } catch (error) {
      setSettings((s) => ({ ...s, [kind]: !on }));
      setStatus({ kind: 'error', text: errorMessage(error, t.saveFailed) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section id="notifications" className="panel" aria-labelledby="notifications-title" data-testid="notification-settings">
      <h2 id="notifications-title">{t.settingsTitle}</h2>
      <p className="hint">{t.settingsIntro}</p>
      <ul className="switch-list">
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind}>
            <label className="switch" htmlFor={`notify-${kind}`}>
              <input id={`notify-${kind}`} type="checkbox" checked={settings[kind]} disabled={!hydrated || busy === kind} onChange={(e) => toggle(kind, e.target.checked)} />
              <span>{noticeTexts[lang].kinds[kind]}</span>
            </label>
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite">{status && <p className={`notice ${status.kind}`}>{status.text}</p>}</div>
    </section>
  );
}
