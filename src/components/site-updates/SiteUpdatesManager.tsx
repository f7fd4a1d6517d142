/** Admin and responsable: publish a site update (optionally for a later day) and delete one. */
import { useState, type FormEvent } from 'react';
import { applicationTexts } from '#i18n/ui-applications.ts';
import { formatDay } from '#i18n/format.ts';
import { useHydrated } from '../use-hydrated.ts';
import { postJson } from '../applications/post-json.ts';
import { describedBy, FieldError } from '../applications/fields.tsx';
import { updateInLang } from '#server/site/site-updates/update-in-lang.ts';
import type { Lang } from '#i18n/lang.ts';

export interface SiteUpdateItem {
  id: string;
  title: string;
  description: string;
  title_en?: string | null;
  description_en?: string | null;
  published_on: string;
  scheduled: boolean;
}

export default function SiteUpdatesManager({ lang, initial, today }: { lang: Lang; initial: SiteUpdateItem[]; today: string }) {
  const t = applicationTexts[lang].updates;
  const hydrated = useHydrated();
  const [items, setItems] = useState(initial);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleEn, setTitleEn] = useState('');
  const [descriptionEn, setDescriptionEn] = useState('');
  const [day, setDay] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function publish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    const { ok, data } = await postJson('/api/site-updates', { title, description, title_en: titleEn || null, description_en: descriptionEn || null, published_on: day }, lang);
    setBusy(false);
    if (ok) {
      setItems((list) => [data as SiteUpdateItem, ...list].sort((a, b) => b.published_on.localeCompare(a.published_on)));
      setTitle('');
      setDescription('');
      setTitleEn('');
      setDescriptionEn('');
      setErrors({});
      setStatus({ ok: true, text: t.published });
      return;
    }
    const fieldErrors = (data?.error?.details?.fieldErrors ?? {}) as Record<string, string[]>;
    setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v.join(' ')])));
    setStatus({ ok: false, text: data?.error?.message ?? applicationTexts[lang].form.errors.network });
  }

  async function remove(item: SiteUpdateItem) {
    if (!window.confirm(t.confirmRemove(item.title))) return;
    const response = await fetch(`/api/site-updates/${item.id}`, { method: 'DELETE', credentials: 'same-origin', headers: { 'accept-language': lang } }).catch(() => null);
    if (response && (response.status === 204 || response.status === 404)) {
      setItems((list) => list.filter((i) => i.id !== item.id));
      setStatus({ ok: true, text: t.removed });
    } else {
      setStatus({ ok: false, text: applicationTexts[lang].form.errors.network });
    }
  }

  return (
    <div data-hydrated={hydrated ? 'true' : undefined}>
      <form className="panel" onSubmit={publish} noValidate aria-labelledby="update-form-title">
        <h2 id="update-form-title">{t.formTitle}</h2>
        <label htmlFor="update-title">{t.fields.title}</label>
        <input id="update-title" value={title} maxLength={140} onChange={(e) => setTitle(e.target.value)} aria-invalid={errors.title ? true : undefined} aria-describedby={describedBy('update-title', undefined, errors.title)} required />
        <FieldError id="update-title" error={errors.title} />
        <label htmlFor="update-description">{t.fields.description}</label>
        <textarea id="update-description" rows={4} value={description} maxLength={2000} onChange={(e) => setDescription(e.target.value)} aria-invalid={errors.description ? true : undefined} aria-describedby={describedBy('update-description', undefined, errors.description)} required />
        <FieldError id="update-description" error={errors.description} />
        {/* English version, optional (decision 019). */}
        <p id="update-english-hint" className="hint">{t.fields.englishHint}</p>
        <label htmlFor="update-title-en">{t.fields.title_en}</label>
        <input id="update-title-en" lang="en" value={titleEn} maxLength={140} onChange={(e) => setTitleEn(e.target.value)} aria-invalid={errors.title_en ? true : undefined} aria-describedby={describedBy('update-title-en', t.fields.englishHint, errors.title_en)} />
        <FieldError id="update-title-en" error={errors.title_en} />
        <label htmlFor="update-description-en">{t.fields.description_en}</label>
        <textarea id="update-description-en" lang="en" rows={3} value={descriptionEn} maxLength={2000} onChange={(e) => setDescriptionEn(e.target.value)} aria-invalid={errors.description_en ? true : undefined} aria-describedby={describedBy('update-description-en', undefined, errors.description_en)} />
        <FieldError id="update-description-en" error={errors.description_en} />
        <label htmlFor="update-date">{t.fields.published_on}</label>
        <p id="update-date-hint" className="hint">{t.fields.publishedHint}</p>
        <input id="update-date" type="date" className="date-input" value={day} onChange={(e) => setDay(e.target.value)} aria-invalid={errors.published_on ? true : undefined} aria-describedby={describedBy('update-date', t.fields.publishedHint, errors.published_on)} />
        <FieldError id="update-date" error={errors.published_on} />
        <div className="form-actions">
          <button type="submit" disabled={busy || !hydrated}>{busy ? t.publishing : t.publish}</button>
        </div>
        <div aria-live="polite">{status && <p className={`notice ${status.ok ? 'success' : 'error'}`} role={status.ok ? 'status' : 'alert'}>{status.text}</p>}</div>
      </form>
      <section aria-labelledby="update-list-title">
        <h2 id="update-list-title">{t.title}</h2>
        {items.length === 0 ? <p className="muted">{t.empty}</p> : null}
        <ul className="update-list">
          {items.map((u) => {
            const shown = updateInLang(u, lang);
            return (
              <li key={u.id} className="panel" data-update={u.id}>
                <h3 lang={shown.titleLang !== lang ? shown.titleLang : undefined}>{shown.title}</h3>
                <p className="muted update-date">
                  <time dateTime={u.published_on}>{u.scheduled ? t.scheduled(formatDay(u.published_on, lang)) : t.publishedOn(formatDay(u.published_on, lang))}</time>
                </p>
                <p className="update-text" lang={shown.descriptionLang !== lang ? shown.descriptionLang : undefined}>{shown.description}</p>
                <button type="button" className="secondary small" onClick={() => void remove(u)} aria-label={t.remove(shown.title)}>
                  {t.removeShort}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
