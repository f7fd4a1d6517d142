/** PostgreSQL error helpers that work for both postgres.js and PGlite errors. */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === '23505';
}

/** Socket-level failures (Node). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Connection states of postgres.js (its own codes, never used by anything else). */
const POSTGRES_JS_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
]);

/**
 * SQLSTATEs that say "the database cannot serve this now", not "this request is wrong":
 * class 08 (connection exception), 57P01–57P03 (terminated by an administrator, crash, starting
 * up), 53300 (too many connections), 3D000 (database missing), 28000/28P01 (login refused), and
 * the server-side timeouts 57014 (statement_timeout), 55P03 (lock_timeout), 25P03/25P04
 * (idle-in-transaction and transaction timeouts).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|3D000|28000|28P01|57014|55P03|25P03|25P04)$/;

/**
 * Whether an error means the database is unreachable or went away (answered 503
 * `database_unavailable`, never 500). Looks through drizzle's DrizzleQueryError (`cause`) and
 * Node's AggregateError (`errors`, one per address tried). A socket code (ECONNREFUSED…) counts
 * only on an error that came through the database client (postgres.js and drizzle attach `query`
 * to what they reject), so an unreachable mail server is not reported as the database.
 */
export function isDatabaseUnavailable(error: unknown, viaDatabase = false, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const fromClient = viaDatabase || 'query' in e;
  if (typeof e.code === 'string') {
    if (POSTGRES_JS_CODES.has(e.code) || UNAVAILABLE_SQLSTATES.test(e.code)) return true;
    if (fromClient && SOCKET_CODES.has(e.code)) return true;
  }
  // The embedded database after shutdown started.
  if (e.message === 'PGlite is closed') return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, fromClient, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, fromClient, depth + 1);
}

/** Every `code` of an error, its causes and its AggregateError members, outermost first. */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  const visit = (e: unknown, depth: number) => {
    if (!e || typeof e !== 'object' || depth > 5) return;
    const { code, errors, cause } = e as { code?: unknown; errors?: unknown; cause?: unknown };
    if (typeof code === 'string' && !codes.includes(code)) codes.push(code);
    if (Array.isArray(errors)) for (const inner of errors) visit(inner, depth + 1);
    visit(cause, depth + 1);
  };
  visit(error, 0);
  return codes;
}

/** A database URL fit for a log line: the password is never printed. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/**
 * One line for an operator when the database cannot be reached at start-up (`npm start`,
 * `db:migrate`, `reminders`), naming DATABASE_URL; null for any other error.
 */
export function describeStartupDatabaseError(error: unknown, databaseUrl: string | undefined): string | null {
  if (!databaseUrl || !isDatabaseUnavailable(error)) return null;
  const where = redactDatabaseUrl(databaseUrl);
  const codes = errorCodes(error);
  const has = (c: string) => codes.includes(c);
  const reason = has('3D000')
    ? 'the database does not exist (create it, e.g. `createdb <name>`)'
    : has('28P01') || has('28000')
      ? 'PostgreSQL refused the login (check the user and password)'
      : has('ECONNREFUSED')
        ? 'connection refused (is PostgreSQL running on that host and port?)'
        : has('ENOTFOUND') || has('EAI_AGAIN')
          ? 'the host name does not resolve'
          : has('CONNECT_TIMEOUT') || has('ETIMEDOUT')
            ? 'the connection timed out'
            : `the database is unavailable (${codes[0] ?? 'connection failed'})`;
  return `Cannot reach the database of DATABASE_URL (${where}): ${reason}.`;
}
