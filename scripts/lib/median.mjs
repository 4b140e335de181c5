/** The middle value of `values` (the mean of the two middle ones for an even count): the benchmarks' summary of runs. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The value below which `share` (0–1) of `values` lie, nearest rank: the keystroke benchmark's 95th percentile. */
export function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
}
