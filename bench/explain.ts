/**
 * EXPLAIN (ANALYZE, BUFFERS) of the exact SQL the app runs: the domain modules export their
 * drizzle `sql` builders (e.g. aggregateQuery), rendered here with drizzle's PostgreSQL dialect
 * and executed with the same parameters, so the plan is the app's, not a hand-copied query.
 */
import type postgres from 'postgres';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

export async function explainAnalyze(sql: postgres.Sql, query: SQL): Promise<string> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const rows = await sql.unsafe(`explain (analyze, buffers, format text) ${text}`, params as postgres.ParameterOrJSON<never>[]);
  return rows.map((r) => (r as Record<string, string>)['QUERY PLAN']).join('\n');
}

/** For statements that write (a claim): runs the EXPLAIN ANALYZE inside a rolled-back transaction. */
export async function explainAnalyzeRolledBack(sql: postgres.Sql, query: SQL): Promise<string> {
  let plan = '';
  await sql
    .begin(async (tx) => {
      plan = await explainAnalyze(tx as unknown as postgres.Sql, query);
      throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return plan;
}

class RolledBack extends Error {}
