import { median } from './median.mjs';

/** Lighthouse reports as scripts/bench.mjs keeps them: one run's figures, and their medians over the runs. */

/** What the benchmark keeps of one Lighthouse report: the score, the paint and layout figures, bytes and requests. */
export function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const bytesByType = {};
  for (const item of lhr.audits['resource-summary']?.details?.items ?? []) {
    bytesByType[item.resourceType] = item.transferSize;
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    bytes: bytesByType,
    requests:
      lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'total')?.requestCount ??
      NaN,
  };
}

/** The median of each figure over several runs' summaries. */
export function medians(samples) {
  const byType = {};
  for (const type of Object.keys(samples[0].bytes)) byType[type] = median(samples.map((s) => s.bytes[type] ?? 0));
  return {
    runs: samples.length,
    score: median(samples.map((s) => s.score)),
    fcpMs: Math.round(median(samples.map((s) => s.fcp))),
    lcpMs: Math.round(median(samples.map((s) => s.lcp))),
    tbtMs: Math.round(median(samples.map((s) => s.tbt))),
    cls: Number(median(samples.map((s) => s.cls)).toFixed(3)),
    siMs: Math.round(median(samples.map((s) => s.si))),
    requests: median(samples.map((s) => s.requests)),
    transferBytes: byType,
  };
}
