/** PostgreSQL error helpers that work for both postgres.js and PGlite errors. */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === '23505';
}
