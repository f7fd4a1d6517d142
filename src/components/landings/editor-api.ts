/** The theme editor's calls to the admin API (src/pages/api/admin-landing-*). */
import { ApiError, NetworkError, api } from '../api-client.ts';
import { API_LANG_HEADER } from '#i18n/paths.ts';
import type { ThemeDisplay } from '#server/site/landings/list-themes.ts';
import type { RebakeReport } from '#server/site/landings/rebake-all.ts';
import type { HistoryEntry } from '#server/site/landings/theme-history.ts';

export type Theme = ThemeDisplay;
export type { RebakeReport, HistoryEntry };

export const updateTheme = (slug: string, body: Partial<Pick<Theme, 'actif' | 'est_accueil' | 'image_url' | 'blocks_config'>>) =>
  api('put', '/api/admin-landing-themes/{slug}', { path: { slug }, body });

export const reorderThemes = (slugs: string[]) => api('post', '/api/admin-landing-themes/reorder', { body: { slugs } });

export const rebakeAll = () => api('post', '/api/admin-landing-themes/rebake-all');

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

/**
 * XMLHttpRequest, not fetch: only it reports upload progress. It fails the way apiFetch fails, so
 * the editor words it the same way (the upload's messages contradicted each other): in
 * the page's language (the header apiFetch sends; without it the server answered in the account's
 * language), a `NetworkError` when no answer came (it was a bare Error, worded as "upload failed:
 * upload failed"), and an `ApiError` with an empty message when the answer had no JSON body.
 */
/** Sends the image with what it shows in both languages (its alt text on the pages). */
export function uploadImage(file: File, description: { alt: string; alt_en: string }, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin-landing-upload');
    xhr.responseType = 'json';
    const lang = document.documentElement.lang;
    if (lang === 'fr' || lang === 'en') xhr.setRequestHeader(API_LANG_HEADER, lang);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = xhr.response as { error?: { code: string; message: string; details?: unknown } } | UploadedImage | null;
      if (xhr.status >= 200 && xhr.status < 300 && body && 'url' in body) return resolve(body);
      const error = body && 'error' in body ? body.error : undefined;
      reject(new ApiError(xhr.status, error ?? { code: xhr.status === 413 ? 'file_too_large' : xhr.status >= 500 ? 'internal_error' : 'bad_request', message: '' }));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('upload: no answer')));
    const form = new FormData();
    // The words first: the server checks them before it reads the file.
    form.append('alt', description.alt);
    form.append('alt_en', description.alt_en);
    form.append('file', file);
    xhr.send(form);
  });
}

export const themeHistory = (slug: string) => api('get', '/api/admin-landing-themes/{slug}/history', { path: { slug } });

/** `keepImage`: the state's image is gone (400 landing_image_gone); restore the rest, keep the current one. */
export const restoreTheme = (slug: string, id: string, keepImage = false) =>
  api('post', '/api/admin-landing-themes/{slug}/history/{id}/restore', { path: { slug, id }, ...(keepImage ? { query: { keep_image: 'true' as const } } : {}) });
