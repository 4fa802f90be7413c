/** Default name of a column without header text. */
export const defaultColumnName = (index: number): string => `Column ${index + 1}`;

/** Makes names unique by suffixing repeats with " (2)", " (3)", …; empty names get generated ones. */
export function uniqueNames(names: readonly string[], fallback: (index: number) => string = defaultColumnName): string[] {
  const seen = new Map<string, number>();
  const used = new Set<string>();
  const trimmed = names.map((n, i) => n.trim() || fallback(i));
  for (const n of trimmed) used.add(n);
  return trimmed.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    let k = count;
    let candidate = `${name} (${k})`;
    while (used.has(candidate)) candidate = `${name} (${++k})`;
    used.add(candidate);
    return candidate;
  });
}

/** Column names from header rows: each column's header texts top to bottom, repeats (from spans) and empties skipped, joined. */
export function headerColumnNames(
  grid: readonly (readonly string[])[],
  headerRows: number,
  width: number,
  separator: string,
  fallback: (index: number) => string,
): string[] {
  const names: string[] = [];
  for (let c = 0; c < width; c++) {
    const parts: string[] = [];
    for (let r = 0; r < headerRows; r++) {
      const text = (grid[r]?.[c] ?? '').replace(/\s*\n\s*/g, ' ').trim();
      if (text && !parts.includes(text)) parts.push(text);
    }
    names.push(parts.join(separator));
  }
  return uniqueNames(names, fallback);
}
