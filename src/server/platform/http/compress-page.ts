/**
 * Server-rendered pages leave gzip-compressed when the client accepts gzip (decision 032): the
 * built client files and the baked landings are precompressed already, but the pages Astro renders
 * per request were sent as they are — 1.1 MB for /reference-api, 10–90 KB for a signed-in page —
 * over a phone's connection. Only HTML from a GET: API answers keep their exact bytes (clients and
 * tests read them raw), HEAD has no body, and tiny pages gain nothing. The compression runs in
 * zlib's stream (libuv's thread pool), not on the event loop.
 */

/** Below this (when the length is known) the gzip header and the CPU cost outweigh the gain. */
const MIN_BYTES = 1024;

/** True when Accept-Encoding lists gzip (or `*`) without `q=0`. */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name === 'gzip') return weight > 0;
    if (name === '*') star = weight > 0;
  }
  return star;
}

export function compressPage(request: Request, response: Response): Response {
  if (request.method !== 'GET' || !response.body || response.headers.has('content-encoding')) return response;
  if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return response;
  const vary = response.headers.get('vary');
  const headers = new Headers(response.headers);
  if (!vary || !/accept-encoding/i.test(vary)) headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (!acceptsGzip(request.headers.get('accept-encoding')) || (Number.isFinite(length) && length < MIN_BYTES)) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, statusText: response.statusText, headers });
}
