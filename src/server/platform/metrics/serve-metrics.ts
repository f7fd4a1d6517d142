/**
 * `GET /metrics` in the node:http server of scripts/start.ts (decision 039). Only a request
 * carrying `Authorization: Bearer <METRICS_TOKEN>` gets the Prometheus text; any other request
 * for /metrics goes on to the site, which answers its usual 404: nothing tells a scanner the
 * endpoint exists, the same as when METRICS_TOKEN is unset.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { registry } from './metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `authorization` carries the token (compared in constant time). */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

/** Answers /metrics for the token's holder; returns whether it did. */
export function serveMetrics(req: IncomingMessage, res: ServerResponse, token: string): boolean {
  const url = req.url ?? '/';
  if (url !== '/metrics' && !url.startsWith('/metrics?')) return false;
  if (req.method !== 'GET' || !carriesToken(req.headers.authorization, token)) return false;
  registry.metrics().then(
    (text) => {
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
      res.end(text);
    },
    (error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`metrics failed: ${(error as Error).message}\n`);
    },
  );
  return true;
}
