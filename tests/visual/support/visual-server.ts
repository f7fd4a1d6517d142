/**
 * Vitest global setup of the visual tests (decision 041): a server of their own, always on a fresh
 * PGlite in its own DATA_DIR (DATABASE_URL is dropped, so invoice numbers and lists never depend
 * on other runs), in Paris time, with its clock fixed at VISUAL_NOW (fixed-clock.ts). The data
 * the pages show is made by seed-visual-data.ts from the test file.
 */
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '#tests/support/start-server.ts';
import { VISUAL_JWT_SECRET, VISUAL_NOW } from './visual-constants.ts';

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  const clock = fileURLToPath(new URL('./fixed-clock.ts', import.meta.url));
  server = await startServer(
    { ATELIER_VISUAL_NOW: VISUAL_NOW, TZ: 'Europe/Paris', APP_TIMEZONE: 'Europe/Paris', JWT_SECRET: VISUAL_JWT_SECRET, PUBLIC_URL: 'https://atelier.example' },
    { unset: ['DATABASE_URL', 'STORAGE_URL', 'SMTP_URL'], nodeArgs: ['--import', clock], startTimeoutMs: 180_000 },
  );
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
}

export async function teardown() {
  await server?.stop();
}
