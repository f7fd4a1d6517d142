import { useState } from 'react';
import { errorMessage, api } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import { notificationsUi } from '#i18n/ui-notifications.ts';
import { noticeTexts } from '#i18n/notice-texts.ts';
import { memberMailsUi } from '#i18n/ui-member-mails.ts';
import { MAIL_SWITCHES, MEMBER_MAIL_NAMES, isSwitchable, type MailSwitch } from '#server/collaboration/notifications/member-mails.ts';
import type { Lang } from '#i18n/lang.ts';

export type Settings = Record<MailSwitch, boolean>;

/**
 * The email switches of /mon-compte (a section of AccountPage), one per switch of the mail table
 * (src/server/collaboration/notifications/member-mails.ts, decision 061), each saved at once; then the emails
 * that cannot be turned off, each with why.
 */
export default function NotificationSettings({ lang, initial }: { lang: Lang; initial: Settings }) {
  const t = notificationsUi[lang];
  const m = memberMailsUi[lang];
  const hydrated = useHydrated();
  const [settings, setSettings] = useState(initial);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<MailSwitch | null>(null);

  async function toggle(kind: MailSwitch, on: boolean) {
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

  const label = (kind: MailSwitch) => (kind === 'reminders' ? m.remindersLabel : noticeTexts[lang].kinds[kind]);
  const always = MEMBER_MAIL_NAMES.filter((name) => !isSwitchable(name)) as (keyof typeof m.always)[];

  return (
    <section id="notifications" className="panel" aria-labelledby="notifications-title" data-testid="notification-settings">
      <h2 id="notifications-title">{t.settingsTitle}</h2>
      <p className="hint">{t.settingsIntro}</p>
      <h3 id="notifications-switches">{m.switchesTitle}</h3>
      <ul className="switch-list" aria-labelledby="notifications-switches">
        {MAIL_SWITCHES.map((kind) => (
          <li key={kind}>
            <label className="switch" htmlFor={`notify-${kind}`}>
              <input id={`notify-${kind}`} type="checkbox" checked={settings[kind]} disabled={!hydrated || busy === kind} onChange={(e) => toggle(kind, e.target.checked)} />
              <span>{label(kind)}</span>
            </label>
          </li>
        ))}
      </ul>
      <div role="status" aria-live="polite">{status && <p className={`notice ${status.kind}`}>{status.text}</p>}</div>
      {/* Closed by default: eight lines would push the page down on a phone. */}
      <details className="always-mails">
        <summary>{m.alwaysTitle}</summary>
        <p className="hint">{m.alwaysIntro}</p>
        <ul data-testid="always-mails">
          {always.map((name) => (
            <li key={name}>
              <strong>{m.always[name].label}</strong>
              {m.colon}
              {m.always[name].why}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
