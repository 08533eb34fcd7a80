/**
 * Edit distance with adjacent transpositions (optimal string alignment:
 * 'kanhta' is one edit from 'kantha'), giving up once it is past `limit`.
 * Returns limit + 1 for anything further away.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  // Three rows of the table, reused in turn. Every read below is at an index
  // within 0..b.length, so `?? 0` never applies: it only tells the compiler so
  // without a check of our own in this hot loop.
  let before = new Int32Array(width);
  let previous = Int32Array.from({ length: width }, (_, j) => j);
  let current = new Int32Array(width);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}
