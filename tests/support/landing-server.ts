/**
 * A server of its own for the landing tests: the main page and the themes are global state, so
 * these tests never share a database with the other suites (a scratch PostgreSQL database when
 * DATABASE_URL is set, else its own PGlite DATA_DIR) and read their own copy of landing-themes/.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from './start-server.ts';
import { createScratchPostgres } from './scratch-db.ts';
import { copyThemes } from './themes-dir.ts';
import type { Page } from 'playwright-core';
import type { ApiOptions, ApiResponse, TestUser } from './api.ts';
import type { Lang } from '#i18n/lang.ts';

export interface LandingServer {
  baseUrl: string;
  themesDir: string;
  databaseUrl: string | null;
  dataDir: string;
  server: RunningServer;
  api: <T = any>(path: string, options?: ApiOptions) => Promise<ApiResponse<T>>;
  newUser: (input?: { role?: string | null; lang?: Lang; password?: string }) => Promise<TestUser>;
  /** Stops and starts again on the same database and files (the start runs the sync). */
  restart: (extraEnv?: Record<string, string>) => Promise<void>;
  stop: () => Promise<void>;
}

export const SHARED_SECRET = 'landing-tests-secret-landing-tests-secret-0123';
export const PUBLIC_URL = 'http://atelier.test';

export function clientFor(baseUrl: () => string) {
  const api = async <T = any>(path: string, options: ApiOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    const response = await fetch(`${baseUrl()}${path}`, { method: options.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body, redirect: options.redirect ?? 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // a page
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };
  const newUser = async (input: { role?: string | null; lang?: Lang; password?: string } = {}): Promise<TestUser> => {
    const res = await api<TestUser>('/auth/dev-signup', { body: input });
    if (res.status !== 200) throw new Error(`dev-signup failed: ${res.status} ${res.text}`);
    return res.body;
  };
  return { api, newUser };
}

export async function startLandingServer(options: { themesDir?: string; databaseUrl?: string | null; env?: Record<string, string> } = {}): Promise<LandingServer> {
  const themesDir = options.themesDir ?? copyThemes();
  let databaseUrl = options.databaseUrl ?? null;
  let drop: (() => Promise<void>) | null = null;
  if (options.databaseUrl === undefined && process.env.DATABASE_URL) {
    const scratch = await createScratchPostgres();
    databaseUrl = scratch.url;
    drop = scratch.drop;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-landing-server-'));
  const serverEnv = (extra: Record<string, string> = {}) => ({
    LANDING_THEMES_DIR: themesDir,
    DATA_DIR: dataDir,
    JWT_SECRET: SHARED_SECRET,
    // Fixed, so a restart on another port does not change the pages (canonical URLs use it).
    PUBLIC_URL: PUBLIC_URL,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(options.env ?? {}),
    ...extra,
  });
  let server = await startServer(serverEnv());
  const handle: LandingServer = {
    baseUrl: server.baseUrl,
    themesDir,
    databaseUrl,
    dataDir,
    server,
    ...clientFor(() => handle.baseUrl),
    restart: async (extra) => {
      await server.stop();
      server = await startServer(serverEnv(extra));
      handle.server = server;
      handle.baseUrl = server.baseUrl;
    },
    stop: async () => {
      await server.stop();
      await drop?.();
    },
  };
  return handle;
}

/** Signs in through /connexion (French) and lands on the theme editor, /admin/themes. */
export async function signInToThemes(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/connexion?next=%2Fadmin%2Fthemes`);
  await page.locator('[data-hydrated="true"]').first().waitFor();
  await page.getByLabel('Adresse e-mail', { exact: true }).first().fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await Promise.all([page.waitForURL(/\/admin\/themes$/), page.getByRole('button', { name: 'Se connecter' }).first().click()]);
}
