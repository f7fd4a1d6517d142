import { describe, expect, it } from 'vitest';
import { cronMatches, isValidSchedule, parseSchedule } from './cron.ts';

describe('parseSchedule', () => {
  it.each([
    ['every:60', true],
    ['every:1', true],
    ['every:0', false],
    ['every:abc', false],
    ['0 9 * * *', true],
    ['*/15 * * * *', true],
    ['0 8-18/2 * * 1-5', true],
    ['0,30 9 1,15 * 7', true],
    ['0 9 * *', false],
    ['60 9 * * *', false],
    ['0 24 * * *', false],
    ['0 9 0 * *', false],
    ['0 9 * 13 *', false],
    ['0 9 * * 8', false],
    ['5-1 * * * *', false],
    ['*/0 * * * *', false],
    ['0 9 * * MON', false],
    ['@daily', false],
    ['', false],
  ])('%j valid: %s', (spec, valid) => {
    expect(isValidSchedule(spec)).toBe(valid);
  });

  it('expands steps and ranges', () => {
    const s = parseSchedule('*/20 8-12/2 * * *');
    if (s.kind !== 'cron') throw new Error('cron expected');
    expect([...s.minute]).toEqual([0, 20, 40]);
    expect([...s.hour]).toEqual([8, 10, 12]);
  });
});

describe('cronMatches', () => {
  const cron = (spec: string) => {
    const s = parseSchedule(spec);
    if (s.kind !== 'cron') throw new Error('cron expected');
    return s;
  };
  it.each([
    // spec, instant, zone, fires
    ['0 9 * * *', '2026-06-15T07:00:00Z', 'Europe/Paris', true], // 09:00 CEST
    ['0 9 * * *', '2026-01-15T08:00:00Z', 'Europe/Paris', true], // 09:00 CET
    ['0 9 * * *', '2026-01-15T07:00:00Z', 'Europe/Paris', false],
    ['0 9 * * *', '2026-06-15T21:00:00Z', 'Pacific/Auckland', true], // 09:00 NZST on the 16th
    ['30 2 * * *', '2026-03-29T01:30:00Z', 'Europe/Paris', false], // 02:30 does not exist that night in Paris
    ['0 9 * * 1', '2026-06-15T07:00:00Z', 'Europe/Paris', true], // Monday
    ['0 9 * * 0', '2026-06-21T07:00:00Z', 'Europe/Paris', true], // Sunday as 0
    ['0 9 * * 7', '2026-06-21T07:00:00Z', 'Europe/Paris', true], // Sunday as 7
    ['0 9 1 * 1', '2026-06-01T07:00:00Z', 'Europe/Paris', true], // 1st (a Monday too)
    ['0 9 2 * 1', '2026-06-15T07:00:00Z', 'Europe/Paris', true], // either day field matches
    ['0 9 2 * *', '2026-06-15T07:00:00Z', 'Europe/Paris', false],
  ])('%s at %s in %s → %s', (spec, instant, zone, fires) => {
    expect(cronMatches(cron(spec), new Date(instant), zone)).toBe(fires);
  });
});

describe('REMINDERS_CRON in the settings', () => {
  it.each([
    ['every:3600', true],
    ['0 9 * * *', true],
    ['0 9 * *', false],
    ['every:0', false],
    ['tous les jours', false],
  ])('%j accepted: %s', async (value, ok) => {
    const { parseEnv } = await import('#src/env.ts');
    const parse = () => parseEnv({ REMINDERS_CRON: value, JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/atelier-env-test' });
    if (ok) expect(parse().REMINDERS_CRON).toBe(value);
    else expect(parse).toThrow(/REMINDERS_CRON/);
  });
});
