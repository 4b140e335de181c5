// Waits for a local server the benchmark started (scripts/bench.mjs, scripts/bench-plants.mjs) to answer.

/** Resolves once `url` answers at all, trying every 100 ms for 10 s; throws naming the address otherwise. */
export async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`The preview server did not start at ${url}`);
}
