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

/**
 * The Wilcoxon signed-rank test's z score (normal approximation, zeros dropped, ties given their mean rank) for
 * paired differences: how far they lean to one side of zero. Pairs taken close together in time see the same load,
 * so a busy machine cancels out of each difference. |z| above 3.29 means p < 0.001 (two-sided).
 */
export function signedRankZ(differences: number[]): number {
  const nonZero = differences.filter((d) => d !== 0).sort((a, b) => Math.abs(a) - Math.abs(b));
  const n = nonZero.length;
  if (n === 0) return 0;
  let positive = 0;
  let ties = 0;
  for (let i = 0; i < n;) {
    let j = i;
    while (j + 1 < n && Math.abs(nonZero[j + 1]) === Math.abs(nonZero[i])) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) if (nonZero[k] > 0) positive += rank;
    const size = j - i + 1;
    ties += size ** 3 - size;
    i = j + 1;
  }
  const mean = (n * (n + 1)) / 4;
  const sigma = Math.sqrt((n * (n + 1) * (2 * n + 1)) / 24 - ties / 48);
  return (positive - mean) / sigma;
}
