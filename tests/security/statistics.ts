/** Small statistics for the timing test: no dependency, and nothing an attacker's tooling would do differently. */

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The Mann–Whitney U test's z score (normal approximation, corrected for ties): how far apart two samples' ranks
 * are, whatever their distributions' shapes. |z| above 3.29 means p < 0.001 (two-sided): with these samples an
 * observer can tell the two apart.
 */
export function mannWhitneyZ(a: number[], b: number[]): number {
  const all = [...a.map((value) => ({ value, first: true })), ...b.map((value) => ({ value, first: false }))].sort(
    (x, y) => x.value - y.value,
  );
  const ranks: number[] = new Array(all.length);
  let ties = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1].value === all[i].value) j++;
    for (let k = i; k <= j; k++) ranks[k] = (i + j) / 2 + 1;
    const size = j - i + 1;
    ties += size ** 3 - size;
    i = j + 1;
  }
  const n1 = a.length;
  const n2 = b.length;
  const n = n1 + n2;
  const rankSum = all.reduce((sum, x, i) => (x.first ? sum + ranks[i] : sum), 0);
  const u = rankSum - (n1 * (n1 + 1)) / 2;
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - ties / (n * (n - 1))));
  return (u - (n1 * n2) / 2) / sigma;
}
