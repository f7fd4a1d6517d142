import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { discardUnreadBody, type DiscardOptions } from './unread-body.ts';

/** A server that answers "ok" without reading the body, or after reading its first chunk only. */
async function startServer(options: DiscardOptions, readFirstChunk: boolean, closing = false): Promise<Server> {
  const server = createServer((req, res) => {
    const socket = req.socket;
    res.once('finish', () => discardUnreadBody(req, socket, options));
    // writeHead with an object, as Astro's adapter does: the header is not kept on the response.
    const answer = () => res.writeHead(413, closing ? { connection: 'close', 'content-length': 2 } : { 'content-length': 2 }).end('ok');
    if (readFirstChunk) void req[Symbol.asyncIterator]().next().then(answer); // abandoned half-way
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** A raw connection: what is written and when is under the test's control. */
/** `allowHalfOpen`: a FIN from the server does not end the client's side (a client busy writing). */
function open(server: Server, allowHalfOpen = false): Promise<{ socket: Socket; responses: () => number; closed: Promise<void>; errors: string[] }> {
  const socket = connect({ port: (server.address() as AddressInfo).port, host: '127.0.0.1', allowHalfOpen });
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const errors: string[] = [];
  socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
  return new Promise((resolve) => socket.once('connect', () => resolve({ socket, responses: () => received.split('\r\n\r\nok').length - 1, closed, errors })));
}

async function until(condition: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const PUT = (length: number) => `PUT /x HTTP/1.1\r\nHost: t\r\nContent-Length: ${length}\r\n\r\n`;
const GET = 'GET /y HTTP/1.1\r\nHost: t\r\n\r\n';
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('discardUnreadBody', () => {
  it.each([
    ['answered before the body arrived', false],
    ['answered after reading the first chunk only', true],
  ])('%s: the rest is discarded and the next request on the connection is answered', async (_label, readFirstChunk) => {
    server = await startServer({}, readFirstChunk);
    const { socket, responses } = await open(server);
    socket.write(PUT(20_000) + 'a'.repeat(1000));
    await until(() => responses() === 1); // answered while 19 000 bytes are still to come
    await pause(20);
    socket.write('b'.repeat(19_000));
    socket.write(GET);
    await until(() => responses() === 2);
    socket.destroy();
  });

  it('closes the connection when the rest is beyond the limit', async () => {
    server = await startServer({ limit: 10_000 }, false);
    const { socket, responses, closed } = await open(server);
    socket.write(PUT(100_000) + 'a'.repeat(100));
    await until(() => responses() === 1);
    socket.write('b'.repeat(20_000));
    await closed;
  });

  it('closes the connection when the rest does not come in time', async () => {
    server = await startServer({ timeoutMs: 100 }, false);
    const { socket, responses, closed } = await open(server);
    socket.write(PUT(5000) + 'a'.repeat(100));
    await until(() => responses() === 1);
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('leaves a connection alone when the body was read to its end', async () => {
    server = await startServer({ timeoutMs: 100 }, false);
    const { socket, responses } = await open(server);
    socket.write(PUT(10) + 'a'.repeat(10));
    await until(() => responses() === 1);
    await pause(300); // past the timeout: nothing closes it
    socket.write(GET);
    await until(() => responses() === 2);
    socket.destroy();
  });

  describe('an answer that closes the connection (a refused upload)', () => {
    it('keeps reading what the client still sends, then closes without a reset', async () => {
      server = await startServer({}, false, true);
      const { socket, responses, closed, errors } = await open(server, true);
      socket.write(PUT(50 * 1024 * 1024) + 'a'.repeat(1000));
      await until(() => responses() === 1);
      await pause(50); // a client still busy writing has not seen the answer yet
      for (let i = 0; i < 16; i++) socket.write(Buffer.alloc(256 * 1024)); // 4 MiB more
      await new Promise<void>((resolve) => socket.write('', () => resolve()));
      socket.end();
      await closed;
      expect(errors).toEqual([]);
    });

    it('closes once the body has ended', async () => {
      server = await startServer({}, false, true);
      const { socket, responses, closed, errors } = await open(server);
      socket.write(PUT(3000) + 'a'.repeat(1000));
      await until(() => responses() === 1);
      socket.write('b'.repeat(2000));
      await closed;
      expect(errors).toEqual([]);
    });

    it('closes after the linger time however much still comes', async () => {
      server = await startServer({ timeoutMs: 200 }, false, true);
      const { socket, responses, closed } = await open(server);
      socket.write(PUT(50 * 1024 * 1024) + 'a'.repeat(1000));
      await until(() => responses() === 1);
      const sending = setInterval(() => socket.write(Buffer.alloc(16 * 1024)), 10);
      await closed;
      clearInterval(sending);
    });
  });
});
