/**
 * Minimal leveled logger on stderr; LOG_LEVEL=silent keeps test output clean. LOG_FORMAT=json
 * (the default in production) writes one JSON object per line for log collectors; `text` is for
 * people at a terminal (the default elsewhere).
 */
const order = ['debug', 'info', 'warn', 'error', 'silent'] as const;
type Level = (typeof order)[number];

function enabled(level: Level): boolean {
  const configured = (process.env.LOG_LEVEL as Level | undefined) ?? 'info';
  return order.indexOf(level) >= order.indexOf(configured);
}

/** The call frames of a stack, without its first line (which repeats the message). */
function frames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * An error as a log entry that never carries SQL parameters (session ids, token hashes, emails):
 * drizzle's DrizzleQueryError puts them in its message ("Failed query: … params: …"), so for an
 * error holding `query` and `params` only the SQL text is kept; PostgreSQL's `detail` (which
 * echoes key values) is left out. The cause chain follows, one line each, with its code.
 */
export function describeError(error: Error, depth = 0): string {
  const e = error as Error & { query?: unknown; params?: unknown; code?: unknown };
  const code = typeof e.code === 'string' ? ` [${e.code}]` : '';
  const message = typeof e.query === 'string' && 'params' in e ? `Failed query: ${e.query}` : e.message;
  let text = `${e.name}${code}: ${message}`;
  const stack = frames(e);
  if (stack && depth === 0) text += `\n${stack}`;
  if (e.cause instanceof Error && depth < 5) text += `\n  caused by ${describeError(e.cause, depth + 1)}`;
  return text;
}

const json = (process.env.LOG_FORMAT ?? (process.env.APP_ENV === 'production' ? 'json' : 'text')) === 'json';

function write(level: Level, message: string, extra?: unknown) {
  if (!enabled(level)) return;
  if (json) {
    const entry: Record<string, unknown> = { time: new Date().toISOString(), level, msg: message };
    if (extra instanceof Error) entry.error = describeError(extra);
    else if (extra !== undefined) entry.data = extra;
    process.stderr.write(`${JSON.stringify(entry)}\n`);
    return;
  }
  const detail = extra instanceof Error ? `\n${describeError(extra)}` : extra === undefined ? '' : ` ${JSON.stringify(extra)}`;
  process.stderr.write(`${new Date().toISOString()} ${level.toUpperCase()} ${message}${detail}\n`);
}

export interface RequestLine {
  method: string;
  /** Without the query string, which can carry tokens (magic links, Google callbacks). */
  path: string;
  status: number;
  ms: number;
  request_id: string;
}

/** One line per answered request (LOG_REQUESTS, on by default), at info level. */
function request(line: RequestLine) {
  if (!enabled('info')) return;
  if (json) process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'request', ...line })}\n`);
  else process.stderr.write(`${new Date().toISOString()} INFO ${line.method} ${line.path} ${line.status} ${line.ms} ms [${line.request_id}]\n`);
}

/**
 * An error in one line, for a sentence or a stored `last_error`: what describeError says, without
 * the stack frames, so no SQL parameter (a recipient, a token hash) is ever written out.
 */
export function errorLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return describeError(error)
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .map((line) => line.trim())
    .join(' ')
    .replace(/^Error: /, ''); // a plain Error says its message (« relay down »), as error.message did
}

/**
 * A line of the server's life (building, ready, closing, closed): printed at every LOG_LEVEL but
 * `silent`, on stdout; in json format a JSON object like every other line (a log collector reads
 * nothing else there), otherwise the plain sentence for a person at a terminal.
 */
function announce(message: string, data?: Record<string, unknown>) {
  if (process.env.LOG_LEVEL === 'silent') return;
  if (json) process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: message, ...data })}\n`);
  else process.stdout.write(`${message}\n`);
}

export const logger = {
  request,
  announce,
  debug: (m: string, e?: unknown) => write('debug', m, e),
  info: (m: string, e?: unknown) => write('info', m, e),
  warn: (m: string, e?: unknown) => write('warn', m, e),
  error: (m: string, e?: unknown) => write('error', m, e),
};
