/** Vitest global setup: one real server (and the fake Google provider and VIES service) per test project. */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** A 500 seen by a test is explained by the server's own log: keep it, and print its error lines. */
function reportServerErrors(running: RunningServer | undefined): void {
  if (!running) return;
  const output = running.output();
  const file = join(tmpdir(), `atelier-server-${process.pid}.log`);
  writeFileSync(file, output);
  const lines = output.split('\n');
  const starts = lines.flatMap((line, at) => (/^\S+ (ERROR|FATAL) /.test(line) ? [at] : []));
  if (starts.length === 0) return;
  console.log(`\n== the shared server logged ${starts.length} error(s) (whole log: ${file})`);
  for (const at of starts.slice(0, 10)) console.log(lines.slice(at, at + 12).join('\n'));
}
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
  reportServerErrors(server);
  await google?.close();
  await vies?.close();
}
