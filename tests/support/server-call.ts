/** One request to a server a test started itself (startServer), JSON or multipart, timed. */
import type { multipart } from './file-fixtures.ts';
import type { RunningServer } from './start-server.ts';

export interface ServerCallInit {
  method?: string;
  token?: string;
  json?: unknown;
  form?: ReturnType<typeof multipart>;
  ip?: string;
}

export async function serverCall(server: RunningServer, path: string, init: ServerCallInit = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? '10.18.0.1' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = init.form.contentType;
    body = new Uint8Array(init.form.body);
  }
  const started = Date.now();
  const res = await fetch(`${server.baseUrl}${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await res.text();
  let parsed: any = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  const code: string | null = parsed?.error?.code ?? null;
  return { status: res.status, code, retryAfter: res.headers.get('retry-after'), ms: Date.now() - started, text, body: parsed };
}
