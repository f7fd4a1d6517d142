/** JSON POST for the application pages, in the page's language (messages match the page). */
import type { Lang } from '#i18n/lang.ts';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several operations; each caller reads its fields
export async function postJson(url: string, body: unknown, lang: Lang): Promise<{ ok: boolean; status: number; data: any }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': lang },
      body: JSON.stringify(body),
    });
    return { ok: response.ok, status: response.status, data: await response.json().catch(() => null) };
  } catch {
    return { ok: false, status: 0, data: null };
  }
}
