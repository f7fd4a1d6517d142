/**
 * What happens to a request body nobody read to its end once the response is sent.
 *
 * A handler may answer before the body has arrived (a 404 for an unknown theme does not read the
 * JSON sent with it) or stop reading it half-way (a refused upload, a 413). The keep-alive
 * connection can carry the client's next request only once the parser is past that body: left
 * paused, it parses nothing more and the next request hangs; cut at once, a client that is
 * already sending its next request on it gets "other side closed" (a CI failure of the fuzz test).
 * So the rest is read and thrown away, like Node does for a body no handler touched, and the
 * connection is closed only when the rest is too large or too slow to come.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** How much of an unread body is still read and thrown away before the connection is closed. */
export const DISCARD_LIMIT = 1024 * 1024;
/** How long the rest of an unread body may take to arrive. */
export const DISCARD_TIMEOUT_MS = 10_000;
const CHECK_EVERY_MS = 50;

export interface DiscardOptions {
  limit?: number;
  timeoutMs?: number;
}

/**
 * Reads and discards what is left of `req`'s body; destroys `socket` past `limit` bytes or
 * `timeoutMs`. Call it when the response has finished; `socket` is captured before (by then Node
 * may have detached it from the request). Does nothing for a body already read to its end.
 */
export function discardUnreadBody(req: IncomingMessage, socket: Socket, options: DiscardOptions = {}): void {
  if (req.complete || req.destroyed || socket.destroyed) return;
  const limit = options.limit ?? DISCARD_LIMIT;
  const deadline = Date.now() + (options.timeoutMs ?? DISCARD_TIMEOUT_MS);
  // Counted on the socket: the parser drops the bytes of a body Node has dumped (no 'data' events).
  const bytesAtStart = socket.bytesRead;
  const tooMuchOrTooLate = () => socket.bytesRead - bytesAtStart > limit || Date.now() >= deadline;
  // 'readable' + read() drains in every state the body can be left in: never touched (Node dumps
  // it), or abandoned by an async iterator that still listens for 'readable'.
  const onReadable = () => {
    while (req.read() !== null);
    if (tooMuchOrTooLate()) close();
  };
  const watch = setInterval(() => tooMuchOrTooLate() && close(), CHECK_EVERY_MS);
  watch.unref();
  const stop = () => {
    clearInterval(watch);
    req.off('readable', onReadable);
    req.off('end', stop);
    socket.off('close', stop);
  };
  const close = () => {
    stop();
    socket.destroy();
  };
  req.on('readable', onReadable);
  req.once('end', stop);
  socket.once('close', stop);
  onReadable();
}
