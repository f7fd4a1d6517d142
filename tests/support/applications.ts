/** Helpers for API tests of applications and payments (against the real built server). */
import { api, type ApiResponse } from './api.ts';
import { applicationBody } from './application-fixtures.ts';
import type { Lang } from '#i18n/lang.ts';

/**
 * Where this test file's addresses start in 10.0.0.0/8: drawn at random. Rate limits are counted
 * in the database for the whole API run, and each file is a new process with its counter at 0:
 * starting from `pid % 250` (as before), two files whose pids matched modulo 250 used the same
 * addresses, and one file's flood of 21 applications from an address made a later file's
 * applications from it answer 429 (seen in CI, payment-stripe.test.ts).
 */
let nextIp = Math.floor(Math.random() * 0xff_ff_00);
/** A distinct client address per call (TRUST_PROXY is on in test servers): rate limits stay per test. */
export function freshIp(): string {
  nextIp = (nextIp + 1) % 0xff_ff_ff;
  return `10.${nextIp >> 16}.${(nextIp >> 8) & 0xff}.${nextIp & 0xff}`;
}

export async function apply(
  overrides: Record<string, unknown> = {},
  options: { token?: string; ip?: string; lang?: Lang; base?: string } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshIp() };
  if (options.lang) headers['accept-language'] = options.lang;
  const path = '/api/candidatures';
  if (options.base) {
    const res = await fetch(`${options.base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
      body: JSON.stringify(applicationBody(overrides)),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null, text };
  }
  return api(path, { body: applicationBody(overrides), token: options.token, headers });
}

export { applicationBody };
