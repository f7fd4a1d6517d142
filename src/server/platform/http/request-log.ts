/**
 * Request ids, the request log and the in-flight count (docs/operations.md). Runs in
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

/**
 * A request header read from `rawHeaders`, without building `req.headers` (node:http builds that
 * object on first access: the landing fast path answers without ever needing it).
 */
export function rawHeader(req: IncomingMessage, lowerCaseName: string): string | undefined {
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === lowerCaseName.length && name.toLowerCase() === lowerCaseName) return raw[i + 1];
  }
  return undefined;
}

/**
 * Counts the request while it runs and logs it when it ends; returns its id. The caller sends the
 * id (`x-request-id`) and, while draining, `connection: close` (responseHeaders below): the
 * landing fast path writes them inside its prepared header array, because a setHeader here would
 * push node:http's writeHead onto its slow merge path (every prepared header removed and appended
 * again, each validated) — measured as the largest avoidable cost of serving a baked page.
 */
export function trackRequest(req: IncomingMessage, res: ServerResponse, logRequests: boolean): string {
  const id = requestIdOf(rawHeader(req, 'x-request-id'));
  const started = logRequests ? performance.now() : 0;
  inFlight++;
  // 'close' follows 'finish' on every response (and comes alone when the client went away).
  res.once('close', () => {
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
  });
  return id;
}

/** The headers trackRequest's caller adds to the response, as a flat [name, value, …] array. */
export function responseHeaders(id: string): string[] {
  return draining ? ['x-request-id', id, 'connection', 'close'] : ['x-request-id', id];
}
