/**
 * Item lines as a person reads a list of them: runs of three or more as a range, "1–20" rather than
 * "1, 2, 3, … 20"; "1–3, 5, 7, 8". Sorted, each line once. One rule for every screen that names the items of
 * a box, a move or an audit group.
 */
export function lineRanges(lines: readonly number[]): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j += 1;
    if (j - i >= 2) parts.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k += 1) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return parts.join(', ');
}
