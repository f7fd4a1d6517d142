import { useState, type FormEvent } from 'react';
import { errorMessage, fieldErrorsOf, api } from '../api-client.ts';
import { useHydrated } from '../use-hydrated.ts';
import { filesUi } from '#i18n/ui-files.ts';
import GalleryManager from '../files/GalleryManager.tsx';
import { notificationsUi } from '#i18n/ui-notifications.ts';
import NotificationSettings, { type Settings } from '../notifications/NotificationSettings.tsx';
import SampleConsent, { type SampleConsentState } from '../impact/SampleConsent.tsx';
import { sampleConsentUi } from '#i18n/ui-sample-consent.ts';
import AccountEmail from './AccountEmail.tsx';
import { accountEmailUi } from '#i18n/ui-account-email.ts';
import type { Lang } from '#i18n/lang.ts';

export interface Profile {
  id: string;
  first_name: string;
  last_name: string;
  brand: string;
  trade: string;
  bio: string;
  city: string;
  phone: string;
  website: string;
  gallery: string[];
  portfolio_links: string[];
  updated_at: string;
}

type TextKey = 'first_name' | 'last_name' | 'brand' | 'trade' | 'city' | 'phone' | 'website';
const TEXT_FIELDS: { key: TextKey; type: string; autoComplete: string }[] = [
  { key: 'first_name', type: 'text', autoComplete: 'given-name' },
  { key: 'last_name', type: 'text', autoComplete: 'family-name' },
  { key: 'brand', type: 'text', autoComplete: 'organization' },
  { key: 'trade', type: 'text', autoComplete: 'organization-title' },
  { key: 'city', type: 'text', autoComplete: 'address-level2' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'website', type: 'url', autoComplete: 'url' },
];

/**
 * The account page, in sections (profile, gallery; the applications work adds invoices). Each
 * section saves on its own: the profile form never sends the gallery, the gallery saves itself.
 */
/** The account's address and the language of its emails (decision 061). */
export interface AccountEmailState {
  email: string;
  mailLang: Lang;
  hasPassword: boolean;
  canChangeNow: boolean;
  withinMinutes: number;
  pendingEmail: string | null;
  pendingExpiresAt: string | null;
}

export default function AccountPage({ lang, initialProfile, notificationSettings, sampleConsent, account }: { lang: Lang; initialProfile: Profile; notificationSettings: Settings; sampleConsent: SampleConsentState; account: AccountEmailState }) {
  const t = filesUi[lang].account;
  const hydrated = useHydrated();
  const [profile, setProfile] = useState(initialProfile);
  const [links, setLinks] = useState(initialProfile.portfolio_links.join('\n'));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    setErrors({});
    const body: Record<string, unknown> = Object.fromEntries(TEXT_FIELDS.map(({ key }) => [key, profile[key]]));
    body.bio = profile.bio;
    body.portfolio_links = links.split('\n').map((l) => l.trim()).filter(Boolean);
    try {
      const saved = await api('put', '/api/users/{id}/profile', { path: { id: profile.id }, body });
      setProfile(saved);
      setLinks(saved.portfolio_links.join('\n'));
      setStatus({ kind: 'success', text: t.saved });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      setStatus({ kind: 'error', text: Object.keys(fieldErrors).length > 0 ? `${t.saveFailed} ${t.fixErrors}` : errorMessage(error, t.saveFailed) });
    } finally {
      setBusy(false);
    }
  }

  /** The help of a field, replacing the server's (English) text for the link fields. */
  const errorOf = (key: string) => (errors[key] ? (key === 'website' ? t.websiteHelp : key === 'portfolio_links' ? t.portfolioHelp : errors[key]!.join(' ')) : null);

  return (
    <div className="account" data-hydrated={hydrated ? 'true' : undefined}>
      <nav className="account-nav" aria-label={t.sections}>
        <ul>
          <li><a href="#profil">{t.profileTitle}</a></li>
          <li><a href="#galerie">{t.galleryTitle}</a></li>
          <li><a href="#e-mail">{accountEmailUi[lang].title}</a></li>
          <li><a href="#notifications">{notificationsUi[lang].settingsTitle}</a></li>
          <li><a href="#resultats-partages">{sampleConsentUi[lang].accountTitle}</a></li>
        </ul>
      </nav>

      <section id="profil" className="panel" aria-labelledby="profile-title">
        <h2 id="profile-title">{t.profileTitle}</h2>
        <p className="hint">{t.profileIntro}</p>
        <form onSubmit={save} noValidate aria-busy={busy}>
          <div className="grid-2">
            {TEXT_FIELDS.map(({ key, type, autoComplete }) => {
              const error = errorOf(key);
              return (
                <div key={key}>
                  <label htmlFor={`profile-${key}`}>{t.fields[key]}</label>
                  <input
                    id={`profile-${key}`}
                    type={type}
                    autoComplete={autoComplete}
                    value={profile[key]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[key === 'website' ? 'profile-website-help' : null, error ? `profile-${key}-error` : null].filter(Boolean).join(' ') || undefined}
                    onChange={(e) => setProfile((p) => ({ ...p, [key]: e.target.value }))}
                  />
                  {key === 'website' && <p id="profile-website-help" className="hint">{t.websiteHelp}</p>}
                  {error && <p id={`profile-${key}-error`} className="field-error">{error}</p>}
                </div>
              );
            })}
          </div>
          <label htmlFor="profile-bio">{t.fields.bio}</label>
          <textarea id="profile-bio" rows={5} value={profile.bio} aria-invalid={errors.bio ? true : undefined} aria-describedby={errors.bio ? 'profile-bio-error' : undefined} onChange={(e) => setProfile((p) => ({ ...p, bio: e.target.value }))} />
          {errors.bio && <p id="profile-bio-error" className="field-error">{errorOf('bio')}</p>}
          <label htmlFor="profile-links">{t.fields.portfolio_links}</label>
          <textarea id="profile-links" rows={3} value={links} aria-invalid={errors.portfolio_links ? true : undefined} aria-describedby={`profile-links-help${errors.portfolio_links ? ' profile-links-error' : ''}`} onChange={(e) => setLinks(e.target.value)} />
          <p id="profile-links-help" className="hint">{t.portfolioHelp}</p>
          {errors.portfolio_links && <p id="profile-links-error" className="field-error">{errorOf('portfolio_links')}</p>}
          <div className="form-actions">
            <button type="submit" disabled={busy}>{t.save}</button>
          </div>
          <div role="status" aria-live="polite" data-testid="profile-status">{status && <p className={`notice ${status.kind}`}>{status.text}</p>}</div>
        </form>
      </section>

      <section id="galerie" className="panel" aria-labelledby="gallery-title">
        <h2 id="gallery-title">{t.galleryTitle}</h2>
        <p className="hint">{t.galleryIntro}</p>
        <GalleryManager lang={lang} userId={profile.id} gallery={profile.gallery} onChange={(gallery) => setProfile((p) => ({ ...p, gallery }))} />
      </section>

      <AccountEmail lang={lang} userId={profile.id} {...account} />

      <NotificationSettings lang={lang} initial={notificationSettings} />

      <section id="resultats-partages" className="panel" aria-labelledby="samples-title">
        <h2 id="samples-title">{sampleConsentUi[lang].accountTitle}</h2>
        <SampleConsent lang={lang} firstName={profile.first_name} exampleLine={null} initial={sampleConsent} idPrefix="account-samples" />
      </section>
    </div>
  );
}
