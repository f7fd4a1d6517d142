/** What the theme history says of a change of the blocks' order (decision 041). */

/**
 * The blocks that moved, with their places (1-based) before and after: those outside the longest
 * run kept in the same relative order, so one drag names one block, not every block it shifted.
 */
export function movedBlocks(before: string[], after: string[]): { id: string; from: number; to: number }[] {
  const n = before.length;
  const m = after.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i]![j] = before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (before[i] === after[j]) {
      kept.add(before[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  return after.filter((id) => !kept.has(id) && before.includes(id)).map((id) => ({ id, from: before.indexOf(id) + 1, to: after.indexOf(id) + 1 }));
}
