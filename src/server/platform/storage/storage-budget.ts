/**
 * One time budget for the storage work of one request (decision 037): S3_REQUEST_TIMEOUT_MS is
 * the longest a request waits on the file store in total, however many operations it makes. An
 * upload whose PUT used the budget against a store that never answers does not then wait out a
 * second timeout on the inline cleanup DELETE: that operation fails at once and the object's
 * reservation is left to the sweeper (store-upload.ts).
 *
 * The budget starts at the request's first storage operation. Outside a request (background
 * jobs, scripts) each operation has the whole budget, as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const budgets = new AsyncLocalStorage<{ deadline?: number }>();

/** Runs a request's handler with a budget of its own (src/server/platform/http/respond.ts). */
export function withStorageBudget<T>(run: () => Promise<T>): Promise<T> {
  return budgets.run({}, run);
}

/** Milliseconds this operation may take: what is left of the request's budget (≤ 0: spent). */
export function storageTimeLeft(totalMs: number, now = Date.now()): number {
  const budget = budgets.getStore();
  if (!budget) return totalMs;
  budget.deadline ??= now + totalMs;
  return budget.deadline - now;
}
