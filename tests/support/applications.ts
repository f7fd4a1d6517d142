/** Helpers for API tests of applications and payments (against the real built server). */
import { api, type ApiResponse } from './api.ts';
import { applicationBody } from './application-fixtures.ts';
import type { Lang } from '#i18n/lang.ts';

let ipCounter = 0;
/** A distinct client address per call (TRUST_PROXY is on in test servers): rate limits stay per test. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
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
