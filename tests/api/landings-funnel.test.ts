/**
 * The funnel (decision 029) with real requests to the built server: page views (and what does not
 * count), applications carrying the landing as `source`, a sandbox payment, the figures of
 * GET /api/admin-landing-funnel; counts kept across a shutdown and across an account's erasure.
 * Then the history of a theme's settings and restoring an earlier state. On a server of its own (the themes are global state).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { startLandingServer, type LandingServer } from '../support/landing-server.ts';
import { errorCode, type TestUser } from '../support/api.ts';
import { applicationBody, freshIp } from '../support/applications.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

let lp: LandingServer;
let admin: TestUser;
beforeAll(async () => {
  lp = await startLandingServer({ env: { LANDING_VIEWS_FLUSH_SECONDS: '1' } });
  admin = await lp.newUser({ role: 'admin', first_name: 'Ada' } as never);
}, 180_000);
afterAll(async () => {
  await lp?.stop();
});

type Window = { views: number; applications: number; paid: number; conversion: number | null };
type ThemeFunnel = { slug: string; last_7_days: Window; last_30_days: Window; daily: { day: string; views: number; applications: number; paid: number }[] };

async function funnelOf(slug: string): Promise<ThemeFunnel> {
  const res = await lp.api('/api/admin-landing-funnel', { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.themes.find((t: ThemeFunnel) => t.slug === slug);
}

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const view = (path: string, headers: Record<string, string> = { 'user-agent': CHROME }, method = 'GET') => fetch(`${lp.baseUrl}${path}`, { method, headers }).then(async (r) => ({ status: r.status, etag: r.headers.get('etag'), text: await r.text() }));

async function applyFrom(source: string | undefined) {
  const res = await lp.api('/api/candidatures', { body: applicationBody(source ? { source } : {}), headers: { 'x-forwarded-for': freshIp() } });
  expect(res.status).toBe(201);
  return res.body as { id: string; token: string; user_id: string };
}

describe('the funnel', () => {
  it('counts page views per theme, not robots, HEAD or prefetches; links applications and paid deposits by source', async () => {
    const before = await funnelOf('ceramistes');
    const beforeBijoux = await funnelOf('bijoutiers');
    // The page's "apply" links carry the theme: what a visitor follows.
    const page = await view('/landing/ceramistes');
    expect(page.text).toContain('href="/candidature?source=ceramistes"');
    expect((await view('/en/landing/ceramistes')).text).toContain('href="/en/candidature?source=ceramistes"');
    // Counted: 1 + 1 above, and: a second browser, the main page (/ is ceramistes on a fresh
    // install), a revalidation (304: the browser shows the page again).
    expect((await view('/landing/ceramistes?utm_source=x', { 'user-agent': FIREFOX })).status).toBe(200);
    expect((await view('/')).text).toContain('href="/candidature?source=ceramistes"');
    expect((await view('/landing/ceramistes', { 'user-agent': CHROME, 'if-none-match': page.etag! })).status).toBe(304);
    // Not counted.
    expect((await view('/landing/ceramistes', { 'user-agent': CHROME }, 'HEAD')).status).toBe(200);
    for (const headers of [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'curl/8.5.0' },
      { 'user-agent': CHROME, 'sec-purpose': 'prefetch' },
      { 'user-agent': CHROME, purpose: 'prefetch' },
      {} as Record<string, string>, // fetch's own user agent: `node`
    ]) {
      expect((await view('/landing/ceramistes', headers)).status).toBe(200);
    }
    expect((await view('/landing/ceramistes.html')).status).toBe(404);
    expect((await view('/landing/inconnu')).status).toBe(404);
    await view('/landing/bijoutiers');

    // Applications: two from ceramistes (one paid in the sandbox), one from bijoutiers, one from nowhere.
    const paid = await applyFrom('ceramistes');
    await applyFrom('ceramistes');
    await applyFrom('bijoutiers');
    await applyFrom(undefined);
    const confirm = await lp.api('/api/payment/confirm', { token: paid.token, body: { candidature_id: paid.id, payment_reference: `test_funnel_${paid.id}` } });
    expect(confirm.status).toBe(200);

    const after = await until(() => funnelOf('ceramistes'), (f) => f.last_7_days.views >= before.last_7_days.views + 5, 'the flushed views');
    await new Promise((r) => setTimeout(r, 1500)); // one more flush: nothing else arrives
    const settled = await funnelOf('ceramistes');
    expect(settled.last_7_days).toEqual(after.last_7_days);
    const views = before.last_7_days.views + 5;
    const applications = before.last_7_days.applications + 2;
    expect(settled.last_7_days).toEqual({ views, applications, paid: before.last_7_days.paid + 1, conversion: Math.round((applications / views) * 1_000_000) / 1_000_000 });
    expect(settled.last_30_days.views - before.last_30_days.views).toBe(5);
    expect(settled.daily).toHaveLength(30);
    expect(settled.daily.at(-1)!.views - before.daily.at(-1)!.views).toBe(5);
    expect(settled.daily.at(-1)!.applications - before.daily.at(-1)!.applications).toBe(2);
    const bijoux = await funnelOf('bijoutiers');
    expect([bijoux.last_7_days.views - beforeBijoux.last_7_days.views, bijoux.last_7_days.applications - beforeBijoux.last_7_days.applications, bijoux.last_7_days.paid - beforeBijoux.last_7_days.paid]).toEqual([1, 1, 0]);
    const never = await funnelOf('salon-createurs');
    expect(never.last_30_days.conversion === null || never.last_30_days.views > 0).toBe(true);
  });

  it('still counts the applications of erased accounts (decision 026): the unpaid one deleted, the paid one kept without its source', async () => {
    const paid = await applyFrom('bijoutiers');
    const unpaid = await applyFrom('bijoutiers');
    expect((await lp.api('/api/payment/confirm', { token: paid.token, body: { candidature_id: paid.id, payment_reference: `test_erased_${paid.id}` } })).status).toBe(200);
    const before = await funnelOf('bijoutiers');
    for (const { user_id } of [paid, unpaid]) expect((await lp.api(`/api/users/${user_id}/erase`, { method: 'POST', token: admin.token })).status).toBe(200);
    // The paid application is kept, reduced; the unpaid one is gone.
    expect((await lp.api(`/api/candidatures/${paid.id}`, { token: admin.token })).body).toMatchObject({ source: null, account_deleted: true });
    expect((await lp.api(`/api/candidatures/${unpaid.id}`, { token: admin.token })).status).toBe(404);
    const after = await funnelOf('bijoutiers');
    expect(after.last_7_days).toEqual(before.last_7_days);
    expect(after.last_30_days).toEqual(before.last_30_days);
    expect(after.daily).toEqual(before.daily);
  });

  it('views counted just before a shutdown are written by it, not lost', async () => {
    await lp.restart({ LANDING_VIEWS_FLUSH_SECONDS: '3600' });
    const before = await funnelOf('maroquiniers');
    await view('/landing/maroquiniers');
    await view('/en/landing/maroquiniers', { 'user-agent': FIREFOX });
    await lp.restart({ LANDING_VIEWS_FLUSH_SECONDS: '3600' });
    expect((await funnelOf('maroquiniers')).last_7_days.views - before.last_7_days.views).toBe(2);
    await lp.restart({ LANDING_VIEWS_FLUSH_SECONDS: '1' });
  }, 120_000);

  it('admins only', async () => {
    expect(errorCode(await lp.api('/api/admin-landing-funnel'))).toBe('unauthenticated');
    const member = await lp.newUser({ role: 'responsable' });
    expect((await lp.api('/api/admin-landing-funnel', { token: member.token })).status).toBe(403);
  });
});

describe('history and restore', () => {
  const put = (slug: string, body: unknown) => lp.api(`/api/admin-landing-themes/${slug}`, { method: 'PUT', body, token: admin.token });
  const history = (slug: string) => lp.api(`/api/admin-landing-themes/${slug}/history`, { token: admin.token });
  const restore = (slug: string, id: string) => lp.api(`/api/admin-landing-themes/${slug}/history/${id}/restore`, { method: 'POST', body: {}, token: admin.token });

  it('keeps who, when and what changed; restores any earlier state in one call, baked at once', async () => {
    const start = (await lp.api('/api/admin-landing-themes', { token: admin.token })).body.find((t: { slug: string }) => t.slug === 'bijoutiers');
    expect((await put('bijoutiers', { actif: false })).status).toBe(200);
    expect((await view('/landing/bijoutiers')).status).toBe(404);
    const blocks = start.blocks_config.blocks.map((b: { id: string; enabled: boolean }) => (b.id === 'block-photo' ? { ...b, enabled: false } : b));
    expect((await put('bijoutiers', { actif: true, blocks_config: { blocks } })).status).toBe(200);
    expect((await put('bijoutiers', { actif: true })).status).toBe(200); // no change: no row

    const list = (await history('bijoutiers')).body;
    expect(list.map((e: { changed: string[] }) => e.changed)).toEqual([['actif', 'blocks_config'], ['actif']]);
    const [second, first] = list;
    expect(first).toMatchObject({ kind: 'update', before: { actif: true }, after: { actif: false }, restored_from: null });
    expect(first.changed_by).toContain(admin.user.email);
    expect(Date.now() - Date.parse(first.changed_at)).toBeLessThan(60_000);
    expect((await view('/landing/bijoutiers')).text).toContain('#block-photo{display:none}');

    // Back to the state before the first change: active, photo on — page served and rebaked at once.
    const restored = await restore('bijoutiers', first.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ actif: true, blocks_config: start.blocks_config });
    expect((await view('/landing/bijoutiers')).text).not.toContain('#block-photo{display:none}');
    const now = (await history('bijoutiers')).body;
    expect(now).toHaveLength(3);
    expect(now[0]).toMatchObject({ kind: 'restore', restored_from: first.id, changed: ['blocks_config'], before: second.after });
  });

  it('making another theme main is in both histories; restoring brings / back', async () => {
    expect((await put('maroquiniers', { est_accueil: true })).status).toBe(200);
    expect((await view('/')).text).toContain('source=maroquiniers');
    const moved = (await history('ceramistes')).body[0];
    expect(moved).toMatchObject({ kind: 'main_moved', changed: ['est_accueil'], before: { est_accueil: true }, after: { est_accueil: false } });
    expect((await restore('ceramistes', moved.id)).body).toMatchObject({ est_accueil: true, actif: true });
    expect((await view('/')).text).toContain('source=ceramistes');
    expect((await history('maroquiniers')).body[0]).toMatchObject({ kind: 'main_moved', after: { est_accueil: false } });
  });

  it('a state whose image is gone (file missing from storage) is refused with 400 landing_image_gone; keep_image restores the rest', async () => {
    const body = new FormData();
    const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6b5f' } }).jpeg().toBuffer();
    body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'atelier.jpg');
    body.append('alt', 'Un établi de céramiste au soleil');
    body.append('alt_en', 'A ceramist’s workbench in the sun');
    const uploaded = await (await fetch(`${lp.baseUrl}/api/admin-landing-upload`, { method: 'POST', body, headers: { authorization: `Bearer ${admin.token}` } })).json();
    const slug = 'salon-createurs';
    expect((await put(slug, { image_url: uploaded.url })).status).toBe(200);
    const hidden = (await lp.api('/api/admin-landing-themes', { token: admin.token })).body.find((t: { slug: string }) => t.slug === slug).blocks_config.blocks.map((b: { id: string; enabled: boolean }) => ({ ...b, enabled: b.id === 'block-cta' ? false : b.enabled }));
    expect((await put(slug, { image_url: null, blocks_config: { blocks: hidden } })).status).toBe(200);
    const entry = (await history(slug)).body[0];
    expect(entry.before.image_url).toBe(uploaded.url);
    // The history names the photo by what it shows (issue 39), not by its file.
    expect(entry.image_alts).toEqual({ [uploaded.url]: { alt: 'Un établi de céramiste au soleil', alt_en: 'A ceramist’s workbench in the sun' } });
    // The record is there, its file is not: the page would point at URLs that answer 404.
    rmSync(join(lp.dataDir, 'uploads', 'landings', uploaded.name), { force: true });
    const refused = await restore(slug, entry.id);
    expect(refused.status).toBe(400);
    expect(errorCode(refused)).toBe('landing_image_gone');
    expect(refused.body.error.details).toEqual({ image_url: uploaded.url, restore_without_image: true });
    expect((await history(slug)).body[0].id).toBe(entry.id);
    const rest = await lp.api(`/api/admin-landing-themes/${slug}/history/${entry.id}/restore?keep_image=true`, { method: 'POST', body: {}, token: admin.token });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.image_url).toBeNull();
    expect(rest.body.blocks_config.blocks.find((b: { id: string }) => b.id === 'block-cta').enabled).toBe(true);
  });

  it('404 for an unknown theme or entry, or an entry of another theme; admins only', async () => {
    const entry = (await history('ceramistes')).body[0];
    expect(errorCode(await history('inconnu'))).toBe('landing_theme_not_found');
    expect(errorCode(await restore('bijoutiers', entry.id))).toBe('landing_history_not_found');
    expect(errorCode(await restore('ceramistes', '00000000-0000-4000-8000-000000000000'))).toBe('landing_history_not_found');
    expect(errorCode(await restore('ceramistes', 'pas-un-uuid'))).toBe('landing_history_not_found');
    const member = await lp.newUser({ role: 'responsable' });
    expect((await lp.api(`/api/admin-landing-themes/ceramistes/history`, { token: member.token })).status).toBe(403);
    expect((await lp.api(`/api/admin-landing-themes/ceramistes/history/${entry.id}/restore`, { method: 'POST', body: {}, token: member.token })).status).toBe(403);
  });
});
