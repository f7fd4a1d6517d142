/**
 * What happens to a request body nobody read to its end once the response is sent.
 *
 * A handler may answer before the body has arrived (a 404 for an unknown theme does not read the
 * JSON sent with it) or stop reading it half-way (a refused upload, a 413). The keep-alive
 * connection can carry the client's next request only once the parser is past that body: left
 * paused, it parses nothing more and the next request hangs; cut at once, a client that is
 * already sending its next request on it gets "other side closed" (a CI failure of the fuzz test).
 * So the rest is read and thrown away, like Node does for a body no handler touched, and the
 * connection is closed only when the rest is too large or too slow to come. An answer that closes
 * the connection anyway (a refused upload) still reads the rest for a while: closing a socket
 * with unread data sends a reset, and the client could lose the answer (files-hostile in CI).
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** How much of an unread body is still read and thrown away before the connection is closed. */
export const DISCARD_LIMIT = 1024 * 1024;
/** How long the rest of an unread body may take to arrive. */
export const DISCARD_TIMEOUT_MS = 10_000;
/** How long a closing connection keeps reading (and dropping) a body its answer refused. */
export const LINGER_TIMEOUT_MS = 5_000;
const CHECK_EVERY_MS = 50;

export interface DiscardOptions {
  limit?: number;
  timeoutMs?: number;
}

/**
 * Reads and discards what is left of `req`'s body.
 *
 * Kept alive: the connection is destroyed past `limit` bytes or `timeoutMs`.
 * Closing (the answer said `Connection: close`): Node would destroy the socket as soon as the
 * answer is written, while the client is still sending; its kernel then gets a reset, and a
 * client busy writing sees EPIPE instead of the answer. So the close lingers (nginx's
 * lingering_close): the answer and a FIN go out, the rest is read and dropped, and the socket is
 * destroyed when the body has ended, the client has closed its side, or `timeoutMs` has passed,
 * however much came.
 *
 * Call it when the response has finished; `socket` is captured before (by then Node may have
 * detached it from the request). Does nothing for a body already read to its end.
 */
export function discardUnreadBody(req: IncomingMessage, socket: Socket, options: DiscardOptions = {}): void {
  if (req.complete || req.destroyed || socket.destroyed) return;
  // An answer with `Connection: close`: http.Server has already ended the socket (no longer writable).
  const closing = !socket.writable;
  const limit = closing ? Infinity : (options.limit ?? DISCARD_LIMIT);
  const deadline = Date.now() + (options.timeoutMs ?? (closing ? LINGER_TIMEOUT_MS : DISCARD_TIMEOUT_MS));
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
    req.off('end', ended);
    socket.off('end', close);
    socket.off('close', stop);
  };
  const close = () => {
    stop();
    socket.destroy();
  };
  const ended = () => (closing ? close() : stop());
  if (closing) {
    // http.Server ended the socket on 'finish' and destroys it once the answer is written
    // (net.Socket#destroySoon): take that over.
    socket.off('finish', socket.destroy);
    socket.once('end', close);
  }
  req.on('readable', onReadable);
  req.once('end', ended);
  socket.once('close', stop);
  onReadable();
}
