/**
 * A body refused as too large (413) must leave the keep-alive connection usable: the next request
 * on the same socket is answered. A half-read request body would otherwise leave a connection that
 * parses nothing more, and the client's next request on it would hang (seen once in CI).
 */
import { Agent, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { baseUrl, newUser } from '../support/api.ts';

function send(agent: Agent, method: string, path: string, token: string, body?: Buffer[]): Promise<{ status: number; reused: boolean }> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, agent, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': '10.250.1.1' } }, (res: IncomingMessage) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
    req.on('error', reject);
    for (const chunk of body ?? []) req.write(chunk); // no Content-Length: chunked
    req.end();
  });
}

describe('a 413 on a kept-alive connection', () => {
  it.each([
    ['320 KB in 64 KB chunks', 5, 64 * 1024],
    ['300 KB in 1 KB chunks', 300, 1024],
    ['2 MB in 64 KB chunks (beyond what is drained)', 32, 64 * 1024],
  ])('%s: the next request on the same socket is answered', async (_label, count, size) => {
    const { token } = await newUser({ role: 'client_premium' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const chunks = Array.from({ length: count }, () => Buffer.alloc(size, 'x'));
      const refused = await send(agent, 'PUT', '/api/my-actions', token, chunks).catch((e: Error) => ({ status: 0, reused: false, error: e.message }));
      // Past the drained amount the server may close instead of answering: the client then reconnects.
      if (count * size <= 1024 * 1024) expect(refused.status).toBe(413);
      const next = await send(agent, 'GET', '/api/me', token);
      expect(next.status).toBe(200);
      if (count * size <= 1024 * 1024) expect(next.reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});

describe('an answer sent before its request body arrived', () => {
  it('the rest of the body is discarded and the next request on the socket is answered (was "other side closed")', async () => {
    const { token } = await newUser({ role: 'admin' });
    const { hostname, port } = new URL(baseUrl());
    const socket = connect(Number(port), hostname);
    socket.on('error', () => {});
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const statuses = () => [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
    const until = async (count: number) => {
      for (const end = Date.now() + 10_000; statuses().length < count; await new Promise((r) => setTimeout(r, 10))) {
        if (Date.now() > end) throw new Error(`only ${statuses().length} answer(s): ${received.slice(0, 300)}`);
      }
    };
    const headers = `Host: ${hostname}\r\nAuthorization: Bearer ${token}\r\nX-Forwarded-For: 10.250.1.2\r\n`;
    const body = JSON.stringify({ actif: true, pad: 'x'.repeat(4000) });
    // Without a session the guard answers 401 before the body is read (endpoint(), decision 051):
    // answer first, then the body, then the next request with a session.
    const anonymous = `Host: ${hostname}\r\nX-Forwarded-For: 10.250.1.2\r\n`;
    socket.write(`PUT /api/admin-landing-themes/No_Such_Theme HTTP/1.1\r\n${anonymous}Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
    await until(1);
    socket.write(body.slice(10));
    socket.write(`GET /api/me HTTP/1.1\r\n${headers}\r\n`);
    await until(2);
    expect(statuses()).toEqual([401, 200]);
    socket.end();
    await closed;
  });
});
