/** The theme editor's calls to the admin API (src/pages/api/admin-landing-*). */
import { ApiError, api } from '../api-client.ts';
import type { ThemeDisplay } from '../../server/landings/list-themes.ts';
import type { RebakeReport } from '../../server/landings/rebake-all.ts';

export type Theme = ThemeDisplay;
export type { RebakeReport };

export const updateTheme = (slug: string, body: Partial<Pick<Theme, 'actif' | 'est_accueil' | 'image_url' | 'blocks_config'>>) =>
  api('put', '/api/admin-landing-themes/{slug}', { path: { slug }, body });

export const reorderThemes = (slugs: string[]) => api('post', '/api/admin-landing-themes/reorder', { body: { slugs } });

export const rebakeAll = () => api('post', '/api/admin-landing-themes/rebake-all');

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

/** XMLHttpRequest, not fetch: only it reports upload progress. */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin-landing-upload');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = xhr.response as { error?: { code: string; message: string; details?: unknown } } | UploadedImage | null;
      if (xhr.status >= 200 && xhr.status < 300 && body && 'url' in body) resolve(body);
      else reject(new ApiError(xhr.status, (body as { error?: { code: string; message: string } })?.error ?? { code: 'internal_error', message: xhr.statusText || String(xhr.status) }));
    };
    xhr.onerror = () => reject(new Error('network'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
