/** Minimal leveled logger on stderr; LOG_LEVEL=silent keeps test output clean. */
const order = ['debug', 'info', 'warn', 'error', 'silent'] as const;
type Level = (typeof order)[number];

function enabled(level: Level): boolean {
  const configured = (process.env.LOG_LEVEL as Level | undefined) ?? 'info';
  return order.indexOf(level) >= order.indexOf(configured);
}

function write(level: Level, message: string, extra?: unknown) {
  if (!enabled(level)) return;
  const detail = extra instanceof Error ? `\n${extra.stack ?? extra.message}` : extra === undefined ? '' : ` ${JSON.stringify(extra)}`;
  process.stderr.write(`${new Date().toISOString()} ${level.toUpperCase()} ${message}${detail}\n`);
}

export const logger = {
  debug: (m: string, e?: unknown) => write('debug', m, e),
  info: (m: string, e?: unknown) => write('info', m, e),
  warn: (m: string, e?: unknown) => write('warn', m, e),
  error: (m: string, e?: unknown) => write('error', m, e),
};
