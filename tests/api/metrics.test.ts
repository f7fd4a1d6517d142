/**
 * Prometheus metrics (decision 039): /metrics answers only the holder of METRICS_TOKEN, and its
 * text carries request durations by route pattern, the job queues and the work lanes.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/start-server.ts';
import { baseUrl } from '../support/api.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ METRICS_TOKEN: TOKEN });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const scrape = (base: string, token?: string) => fetch(`${base}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /metrics', () => {
  it('is a 404 without the token, with a wrong one, and on a server without METRICS_TOKEN', async () => {
    expect((await scrape(server.baseUrl)).status).toBe(404);
    expect((await scrape(server.baseUrl, 'not-the-token-at-all-0123456789')).status).toBe(404);
    expect((await scrape(baseUrl(), TOKEN)).status).toBe(404); // the shared test server has no token
  });

  it('gives request durations by route pattern (never the raw path), queues and work lanes', async () => {
    await fetch(`${server.baseUrl}/api/health`);
    await fetch(`${server.baseUrl}/api/invoices/F-2026-000001/pdf`); // a pattern with a parameter
    await fetch(`${server.baseUrl}/favicon.svg`);
    const res = await scrape(server.baseUrl, TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/atelier_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/);
    expect(text).toMatch(/atelier_http_request_duration_seconds_count\{method="GET",route="\/api\/invoices\/\[number\]\/pdf",status="401"\} 1/);
    expect(text).not.toContain('F-2026-000001');
    expect(text).toMatch(/atelier_http_request_duration_seconds_count\{method="GET",route="static file",status="200"\} 1/);
    for (const queue of ['mail_outbox', 'data_exports', 'file_deletions']) {
      expect(text).toMatch(new RegExp(`atelier_job_queue\\{queue="${queue}",state="waiting"\\} \\d+`));
    }
    expect(text).toMatch(/atelier_work_lane_jobs\{lane="member",state="running"\} 0/);
    expect(text).toMatch(/atelier_work_lane_jobs\{lane="anonymous",state="waiting"\} 0/);
    expect(text).toMatch(/atelier_http_requests_in_flight 1/); // the scrape itself
    expect(text).toMatch(/atelier_process_resident_memory_bytes \d+/);
  });

  it('passes Prometheus’s own lint: only counters end in _total (promtool check metrics, where installed)', async () => {
    const text = await (await scrape(server.baseUrl, TOKEN)).text();
    const types = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({ name, type }));
    expect(types.length).toBeGreaterThan(20);
    expect(types.filter((t) => t.type !== 'counter' && t.name!.endsWith('_total'))).toEqual([]);
    // .ci/run installs promtool (Debian's prometheus package); a developer's machine may not have it.
    const promtool = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    if (promtool.error && process.env.CI !== 'true') return;
    expect(promtool.error).toBeUndefined();
    expect(`${promtool.stdout}${promtool.stderr}`.trim()).toBe('');
    expect(promtool.status).toBe(0);
  });
});
