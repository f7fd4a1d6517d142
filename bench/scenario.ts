/** What a benchmark scenario is, and the helpers the scenarios share. */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import type { Comparison } from './load.ts';
import type { LatencySummary } from './stats.ts';
import type { SmtpSink } from './smtp.ts';

export interface ScenarioContext {
  baseUrl: string;
  sql: postgres.Sql;
  /** The local SMTP listener, started when the reminders scenario is selected. */
  smtp?: SmtpSink;
  /** The bench server's process id (its RSS is sampled by the soak). */
  serverPid?: number;
}

export interface Scenario {
  name: string;
  describe: string;
  /** Measures something other than the HTTP server (the reminder job): its death mid-run is harmless. */
  withoutServer?: boolean;
  /** Runs against the database before the server starts (e.g. inserting bench cards). */
  prepare?: (sql: postgres.Sql) => Promise<void>;
  /** null when runnable, otherwise why it is skipped (missing route or data). */
  unavailable?: (ctx: ScenarioContext) => Promise<string | null>;
  run: (ctx: ScenarioContext) => Promise<ScenarioOutcome>;
}

export type ScenarioOutcome =
  | { kind: 'http'; comparisons: Comparison[]; sequential?: LatencySummary; notes?: string[]; plans?: Record<string, string> }
  | { kind: 'job'; figures: Record<string, number | string>; notes?: string[]; plans?: Record<string, string> };

export interface Account {
  token: string;
  user: { id: string; email: string; first_name: string; role: string | null };
}

/** Accounts the bench signs up; run.ts deletes the previous runs' impact rows, bench:data the accounts. */
export const RUN_ACCOUNT_EMAIL_LIKE = 'bench-run-%@bench-run.atelier.test';

export async function signup(baseUrl: string, input: Record<string, unknown> = {}): Promise<Account> {
  const res = await fetch(`${baseUrl}/auth/dev-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'client_premium', email: `bench-run-${randomUUID()}@bench-run.atelier.test`, ...input }),
  });
  if (!res.ok) throw new Error(`dev-signup answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Account;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A route exists when it answers anything but the JSON 404 of api/[...rest].ts. */
export async function routeExists(baseUrl: string, path: string, headers: Record<string, string>): Promise<boolean> {
  const res = await fetch(`${baseUrl}${path}`, { headers });
  const text = await res.text();
  return !(res.status === 404 && /"code":"not_found"/.test(text));
}
