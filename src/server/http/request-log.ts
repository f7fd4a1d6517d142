/**
 * Request ids, the request log and the in-flight count (issue 13, docs/operations.md). Runs in
 * the node:http server of scripts/start.ts before anything else, so every response (baked landing
 * pages served from memory included) carries `X-Request-Id`, and shutdown knows what is in flight.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '../log.ts';

/** A caller's id is kept when it is plain (a proxy's or a client's), otherwise a new one is made. */
const SANE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SANE_ID.test(value) ? value : randomUUID();
}

let inFlight = 0;
let draining = false;

export const requestsInFlight = (): number => inFlight;

/** From now on every response asks its client to close the connection (graceful shutdown). */
export function startDraining(): void {
  draining = true;
}

/** Tags the request with its id, counts it while it runs, and logs it when it ends. */
export function trackRequest(req: IncomingMessage, res: ServerResponse, logRequests: boolean): string {
  const id = requestIdOf(req.headers['x-request-id']);
  const started = performance.now();
  res.setHeader('x-request-id', id);
  if (draining) res.setHeader('connection', 'close');
  inFlight++;
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    inFlight--;
    if (!logRequests) return;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    logger.request({
      method: req.method ?? 'GET',
      path: query < 0 ? url : url.slice(0, query),
      status: res.writableFinished ? res.statusCode : 499, // 499: the client went away first
      ms: Math.round((performance.now() - started) * 10) / 10,
      request_id: id,
    });
  };
  res.once('finish', end);
  res.once('close', end);
  return id;
}
