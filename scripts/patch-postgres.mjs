/**
 * Patches postgres.js 3.4.9 (the PostgreSQL client) so a connection that dies inside a transaction
 * cannot kill the process (docs/decisions/006-database-faults-hostile-input-and-accounts.md).
 *
 * Upstream porsager/postgres#1208 (open, no release carries a fix): when PostgreSQL drops a
 * connection during `sql.begin()`, the transaction's own ROLLBACK is written to a socket that is
 * already null, from a setImmediate callback: `TypeError: Cannot read properties of null (reading
 * 'write')` escapes every try/catch and the process exits. The edits below follow the guards
 * proposed upstream (#1168/#1176/#1209, #1215, #1142, #1120/#1190):
 *   1. nextWrite() on a closed socket settles the pending queries with CONNECTION_CLOSED instead of
 *      throwing (dropping them silently would leave callers waiting forever);
 *   2. closed() settles every pending query, also after a socket error (a query sent between the
 *      'error' and 'close' events of an ECONNRESET waited forever), and forgets the dead socket's
 *      write buffer and protocol state, so the reconnect sends a clean StartupMessage (a stale
 *      buffered write made every reconnect end in CONNECT_TIMEOUT) and the next query does not
 *      fail with the old backend's error;
 *   3./4. once a transaction's connection has closed, its later statements (the ROLLBACK, or work a
 *      caller does after catching an error) are rejected, never run on the reconnected socket
 *      outside the transaction;
 *   5. the array-type query a new connection runs first no longer leaves an unhandled rejection
 *      (another process exit) when the connection dies right then;
 *   6. the row counter is reset at the end of every query: a query failing after some rows (an
 *      error on row n, a timeout, a connection killed mid-result) made the NEXT query on that
 *      connection resolve with n empty slots first, i.e. a wrong result (upstream #1119/#1181;
 *      seen here as "session not found" and "card not found" for existing rows under faults).
 *
 * Plain JavaScript (no TypeScript): it runs as `postinstall` on `npm ci` with whatever Node runs npm,
 * and again from scripts/start.ts before the client is loaded (`npm ci --ignore-scripts`). It is
 * idempotent, and it refuses (exit 1) any other postgres version or source it does not recognise,
 * so an upgrade is reviewed instead of silently unpatched.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PATCHED_VERSION = '3.4.9';
export const MARKER = 'atelier-patch:postgres-1208';

const EDITS = [
  {
    file: 'connection.js',
    find: `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`,
    replace: `  function nextWrite(fn) {
    if (socket === null) { // ${MARKER} (1): the connection closed; settle, never throw from a timer
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      const err = Errors.connection('CONNECTION_CLOSED', options)
      query && (queryError(query, err), query = null)
      while (sent.length)
        queryError(sent.shift(), err)
      fn && fn(err)
      return false
    }
    const x = socket.write(chunk, fn)`,
  },
  {
    file: 'connection.js',
    find: `    clearImmediate(nextWriteTimer)
    socket.removeListener('data', data)
    socket.removeListener('connect', connected)
    idleTimer.cancel()`,
    replace: `    clearImmediate(nextWriteTimer)
    nextWriteTimer = chunk = null // ${MARKER} (2): nothing buffered for the dead socket survives
    socket.removeListener('data', data)
    socket.removeListener('connect', connected)
    idleTimer.cancel()`,
  },
  {
    file: 'connection.js',
    find: `    !hadError && (query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))
    closedTime = performance.now()`,
    replace: `    // ${MARKER} (2): settle what is still pending even after a socket error (ECONNRESET): a query
    // sent between the 'error' and 'close' events was never rejected and waited forever. Then
    // forget the dead backend's state: no answer will ever come for these.
    ;(query || sent.length) && error(Errors.connection('CONNECTION_CLOSED', options, socket))
    query = results = errorResponse = null
    result = new Result()
    closedTime = performance.now()`,
  },
  {
    file: 'connection.js',
    find: `    socket.removeAllListeners()
    socket = null

    if (initial)
      return reconnect()`,
    replace: `    socket.removeAllListeners()
    socket = null
    rows = 0 // ${MARKER} (2): see ReadyForQuery (6)

    if (initial) { // ${MARKER} (2): closed while connecting: drop the startup query's state too
      query = results = errorResponse = null
      result = new Result()
      return reconnect()
    }`,
  },
  {
    file: 'connection.js',
    find: `    query = results = errorResponse = null
    result = new Result()
    connectTimer.cancel()`,
    replace: `    query = results = errorResponse = null
    result = new Result()
    // ${MARKER} (6): a query that failed after some DataRows (an error on row n, a statement
    // timeout) left \`rows\` at n, and the next query on the connection resolved with n holes
    // before its rows: a silently wrong result (upstream #1119/#1181).
    rows = 0
    connectTimer.cancel()`,
  },
  {
    file: 'connection.js',
    find: `      if (needsTypes) {
        initial.reserve && (initial = null)
        return fetchArrayTypes()
      }`,
    replace: `      if (needsTypes) {
        initial.reserve && (initial = null)
        // ${MARKER} (5): the array-type query of a new connection fails when the connection dies
        // at once; its rejection had no handler and ended the process. Nothing waits for it (the
        // reconnect fetches the types again), so it is dropped.
        return fetchArrayTypes().catch(noop)
      }`,
  },
  {
    file: 'index.js',
    find: `    let savepoints = 0
      , connection
      , prepare = null

    try {
      await sql.unsafe('begin ' + options.replace(/[^a-z ]/ig, ''), [], { onexecute }).execute()
      return await Promise.race([
        scope(connection, fn),
        new Promise((_, reject) => connection.onclose = reject)
      ])`,
    replace: `    let savepoints = 0
      , connection
      , prepare = null
      , closedError = null // ${MARKER} (3): set once this transaction's connection has closed

    try {
      await sql.unsafe('begin ' + options.replace(/[^a-z ]/ig, ''), [], { onexecute }).execute()
      return await Promise.race([
        scope(connection, fn),
        new Promise((_, reject) => connection.onclose = e => {
          closedError = e || Errors.connection('CONNECTION_CLOSED', options)
          while (queries.length)
            queries.shift().reject(closedError)
          reject(closedError)
        })
      ])`,
  },
  {
    file: 'index.js',
    find: `      function handler(q) {
        q.catch(e => uncaughtError || (uncaughtError = e))
        c.queue === full`,
    replace: `      function handler(q) {
        q.catch(e => uncaughtError || (uncaughtError = e))
        if (closedError) // ${MARKER} (4): never outside the transaction, on a reconnected socket
          return q.reject(closedError)
        c.queue === full`,
  },
];

function packageDir() {
  const here = dirname(fileURLToPath(import.meta.url));
  return join(here, '..', 'node_modules', 'postgres');
}

/** Applies the edits where missing. Returns what it did; throws on anything unexpected. */
export function patchPostgres(dir = packageDir()) {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) throw new Error(`postgres is not installed (${dir})`);
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (version !== PATCHED_VERSION) {
    throw new Error(
      `postgres ${version} is installed but scripts/patch-postgres.mjs patches ${PATCHED_VERSION}: ` +
        'check whether upstream #1208 is fixed in it, then update or remove the patch',
    );
  }
  const changed = [];
  for (const variant of ['src', 'cjs/src']) {
    const byFile = new Map(); // path → { text, dirty }
    for (const edit of EDITS) {
      const path = join(dir, variant, edit.file);
      const entry = byFile.get(path) ?? { text: readFileSync(path, 'utf8'), dirty: false };
      let text = entry.text;
      if (!text.includes(edit.replace)) {
        const at = text.indexOf(edit.find);
        if (at === -1 || text.indexOf(edit.find, at + 1) !== -1) {
          throw new Error(`postgres ${version}: ${variant}/${edit.file} is not the source this patch expects`);
        }
        text = text.slice(0, at) + edit.replace + text.slice(at + edit.find.length);
        changed.push(`${variant}/${edit.file}`);
        entry.dirty = true;
      }
      byFile.set(path, { text, dirty: entry.dirty });
    }
    // Nothing is written when already patched (a read-only node_modules is fine then).
    for (const [path, { text, dirty }] of byFile) if (dirty) writeFileSync(path, text);
  }
  return { version, changed: [...new Set(changed)] };
}

/** True when every edit is in place (used by a unit test and by start-up). */
export function isPostgresPatched(dir = packageDir()) {
  return ['src', 'cjs/src'].every((variant) =>
    EDITS.every((edit) => readFileSync(join(dir, variant, edit.file), 'utf8').includes(edit.replace)),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { version, changed } = patchPostgres();
    if (changed.length > 0) console.log(`postgres ${version}: patched ${changed.join(', ')} (upstream #1208)`);
  } catch (error) {
    console.error(`scripts/patch-postgres.mjs: ${error.message}`);
    process.exit(1);
  }
}
