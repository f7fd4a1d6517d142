/**
 * The embedded database can be open in one process only, so a backup of a running server's PGlite
 * is taken by the server itself: `npm run backup` asks it through the data directory's lock socket
 * (src/server/platform/db/pglite-lock.ts) and receives the dump stream (decision 040).
 */
import type { Socket } from 'node:net';
import { dumpDatabase } from './dump-database.ts';
import type { RawDatabase } from './database-session.ts';
import { encodeLine } from './dump-stream.ts';
import { logger } from '../log.ts';

export const DUMP_REQUEST = 'dump-database';

/** Writes the dump to `socket`, waiting whenever the reader is behind; a failure ends it with an error line. */
export async function answerDumpRequest(request: string, socket: Socket, raw: RawDatabase | undefined): Promise<void> {
  if (request !== DUMP_REQUEST || !raw) return void socket.destroy();
  const write = (chunk: Buffer) =>
    new Promise<void>((done, fail) => {
      if (socket.destroyed) return fail(new Error('the backup command went away'));
      if (socket.write(chunk)) return done();
      socket.once('drain', done);
      socket.once('close', () => fail(new Error('the backup command went away')));
    });
  try {
    const summary = await dumpDatabase(raw, write);
    logger.info(`backup: database dump sent (${summary.tables} tables, ${summary.rows_bytes} bytes of rows)`);
    socket.end();
  } catch (error) {
    logger.warn(`backup: database dump failed: ${(error as Error).message}`);
    if (!socket.destroyed) socket.end(encodeLine({ error: (error as Error).message }));
  }
}
