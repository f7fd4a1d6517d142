/** Vitest global setup: one real server (and the fake Google provider and VIES service) per test project. */
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './start-server.ts';
import { startFakeGoogle, type FakeGoogle } from './fake-google.ts';
import { startFakeVies, type FakeVies } from './fake-vies.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    fakeGoogleUrl: string;
  }
}

let server: RunningServer | undefined;
let google: FakeGoogle | undefined;
let vies: FakeVies | undefined;

export async function setup(project: TestProject) {
  google = await startFakeGoogle();
  vies = await startFakeVies();
  server = await startServer({
    VIES_URL: vies.url,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_AUTH_URL: `${google.url}/authorize`,
    GOOGLE_TOKEN_URL: `${google.url}/token`,
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('fakeGoogleUrl', google.url);
}

export async function teardown() {
  await server?.stop();
  await google?.close();
  await vies?.close();
}
