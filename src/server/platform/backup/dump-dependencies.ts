/** The order a dump writes and a restore loads tables in (decision 040). */

/** Tables in an order where each comes after those its foreign keys point to (self-references aside). */
export function orderByReferences(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return; // a cycle is loaded as it comes (none today)
    visiting.add(table);
    for (const { child, parent } of references) if (child === table && parent !== table) visit(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered.filter((table) => tables.includes(table));
}
